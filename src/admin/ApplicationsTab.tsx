import { Download } from 'lucide-react';
import { APPLICATION_STATUSES, choiceLabel, DEGREES, INTERESTS, type ApplicationStatus } from '../config/choices';
import { NEWEST_FIRST, type ApplicationSort, type ListOrder } from '../schemas/list-order';
import { formatDate } from '../utils/dates';
import { useRef, useState } from 'react';
import { adminApi, type ApplicationFilters, type ApplicationRow, type AppliedRoleRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { UnsuccessfulEmailConfirmation } from './UnsuccessfulEmailConfirmation';
import { PagedList } from './PagedList';
import { useAdminAction } from './session';
import { VisitSource } from './VisitSource';
import {
  Cell,
  DetailPanel,
  Field,
  FilterSelect,
  RecordList,
  StatusControl,
  TableTabHeading,
  useStatusFilter,
  WaitingCell,
  type TableColumn,
} from './RecordTable';
import { dashboardButton } from '../components/ui/button';
import { badgeVariants } from '../components/ui/badge';
import { APPLICATIONS_TEXT, LIST_TEXT, TABLE_TEXT } from '../texts/admin';

/** The role filter's value for a role: '' for all, 'general', or the role's title and company as JSON. */
const roleValue = (role: ApplicationFilters['role']) =>
  !role ? '' : 'general' in role ? 'general' : JSON.stringify([role.title, role.company]);
const roleOf = (value: string): ApplicationFilters['role'] => {
  if (!value) return undefined;
  if (value === 'general') return { general: true };
  const [title, company] = JSON.parse(value) as [string, string];
  return { title, company };
};

/** How an application names its role: '{title} at {company}', or general. */
const roleText = (a: ApplicationRow) =>
  a.jobTitle && a.jobCompany ? APPLICATIONS_TEXT.roleName(a.jobTitle, a.jobCompany) : APPLICATIONS_TEXT.generalApplication;

const COLUMNS: TableColumn<ApplicationSort>[] = [
  { label: TABLE_TEXT.columns.name, sort: 'name' },
  // Beside the name, so the 48-hour flag is in view on a phone too, where the rest scrolls sideways.
  { label: TABLE_TEXT.columns.waiting, sort: 'waiting' },
  { label: TABLE_TEXT.columns.status, sort: 'status' },
  { label: TABLE_TEXT.columns.role, sort: 'role' },
  { label: TABLE_TEXT.columns.received, sort: 'received' },
];

/** The role filter, from the roles applied for (the list's answer brings them). */
function RoleFilter({ roles, value, onChange }: { roles: AppliedRoleRow[]; value: string; onChange: (value: string) => void }) {
  return (
    <FilterSelect
      label={APPLICATIONS_TEXT.roleFilter}
      accessibleLabel={APPLICATIONS_TEXT.roleFilterLabel}
      value={value}
      onChange={onChange}
    >
      <option value="">{APPLICATIONS_TEXT.allRoles}</option>
      <option value="general">{APPLICATIONS_TEXT.generalRoles}</option>
      {roles.map((r) => (
        <option key={`${r.title}\u0000${r.company}`} value={roleValue(r)}>
          {APPLICATIONS_TEXT.roleOption(r.title, r.company, r.applications)}
        </option>
      ))}
    </FilterSelect>
  );
}

/**
 * Where an application stands: a status chosen in the select is saved only by Save. Unsuccessful asks
 * first, showing the candidate's email (UnsuccessfulEmailConfirmation); a confirmed email waits its grace
 * period, with Undo here until it goes, which also puts the status back (docs/decisions/application-status.md).
 */
function ApplicationStatusControl({
  application: a,
  name,
  reload,
}: {
  application: ApplicationRow;
  name: string;
  reload: () => Promise<void>;
}) {
  const T = APPLICATIONS_TEXT.unsuccessful;
  const run = useAdminAction();
  const box = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState<'change' | 'tell'>();
  const [busy, setBusy] = useState(false);
  const statusName = (status: ApplicationStatus) => choiceLabel(APPLICATION_STATUSES, status);
  const close = () => {
    setAsking(undefined);
    // Focus stays with the status, not the page's start.
    requestAnimationFrame(() => box.current?.querySelector('select')?.focus());
  };
  const saveUnsuccessful = async (notifyCandidate: boolean) => {
    setBusy(true);
    const saved = await run(() => adminApi.setApplicationStatus(a.id, 'unsuccessful', notifyCandidate), {
      success: (r) => (r.unsuccessfulMailAt ? T.sent : APPLICATIONS_TEXT.statusUpdated),
      description: (r) =>
        r.unsuccessfulMailAt ? T.saved(name, formatDate(r.unsuccessfulMailAt, 'withTime')) : `${name}: ${statusName(r.status)}`,
      failure: APPLICATIONS_TEXT.statusFailed,
      onStale: reload,
    });
    setBusy(false);
    close();
    if (saved) await reload();
  };
  const undo = async () => {
    setBusy(true);
    const undone = await run(() => adminApi.undoUnsuccessful(a.id), {
      success: T.undone,
      description: (r) => T.undoneDescription(name, statusName(r.status)),
      failure: T.undoFailed,
      onStale: reload,
    });
    setBusy(false);
    if (undone) await reload();
  };
  return (
    <div ref={box} className="space-y-2">
      <StatusControl
        label={APPLICATIONS_TEXT.status}
        accessibleLabel={APPLICATIONS_TEXT.statusOf(name)}
        saveLabel={APPLICATIONS_TEXT.saveStatusOf(name)}
        value={a.status}
        choices={APPLICATION_STATUSES}
        save={(status) => adminApi.setApplicationStatus(a.id, status)}
        // Once told, nothing more can be sent: Unsuccessful is then a status like the others.
        confirm={(status) => {
          if (status !== 'unsuccessful' || a.toldUnsuccessfulAt) return false;
          setAsking('change');
          return true;
        }}
        messages={{
          success: APPLICATIONS_TEXT.statusUpdated,
          failure: APPLICATIONS_TEXT.statusFailed,
          description: (status) => `${name}: ${statusName(status)}`,
        }}
        reload={reload}
      />
      {a.unsuccessfulMailAt ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950"
          data-testid="unsuccessful-mail-waiting"
        >
          {T.waiting(formatDate(a.unsuccessfulMailAt, 'withTime'))}
          <button type="button" className={dashboardButton.secondary} aria-label={T.undoLabel(name)} disabled={busy} onClick={undo}>
            {T.undo}
          </button>
        </p>
      ) : a.toldUnsuccessfulAt ? (
        <p className="text-xs text-slate-700">{T.told(formatDate(a.toldUnsuccessfulAt, 'withTime'))}</p>
      ) : (
        a.status === 'unsuccessful' && (
          <button type="button" className={dashboardButton.secondary} onClick={() => setAsking('tell')}>
            {T.tell}
          </button>
        )
      )}
      {asking && (
        // `tell`: already Unsuccessful and never told; only the email is left to send.
        <UnsuccessfulEmailConfirmation
          title={asking === 'tell' ? T.tellTitle(name) : T.title(name)}
          load={() => adminApi.unsuccessfulEmail(a.id)}
          loadKey={a.id}
          intro={(email) => T.intro(email.recipient, email.graceMinutes)}
          busy={busy}
          confirmLabel={asking === 'tell' ? T.sendOnly : T.send}
          onConfirm={() => void saveUnsuccessful(true)}
          onCancel={close}
        >
          {asking === 'change' && (
            <button type="button" className={dashboardButton.secondary} disabled={busy} onClick={() => void saveUnsuccessful(false)}>
              {T.withoutEmail}
            </button>
          )}
        </UnsuccessfulEmailConfirmation>
      )}
    </div>
  );
}

/** Everything about one application: its fields, its status, the earlier ones from its address, its CV and Delete. */
function ApplicationDetail({
  application: a,
  showEarlier,
  reload,
  onClose,
}: {
  application: ApplicationRow;
  /** Narrows the list to this address; absent while it already is narrowed. */
  showEarlier?: () => void;
  reload: () => Promise<void>;
  onClose: () => void;
}) {
  const name = `${a.firstName} ${a.lastName}`;
  return (
    <DetailPanel id={a.id} name={name} onClose={onClose}>
      <p className="text-sm text-slate-600">
        {APPLICATIONS_TEXT.received} {formatDate(a.createdAt, 'withTime')}
      </p>
      <p className="text-sm font-medium text-slate-900" data-testid="application-role">
        {APPLICATIONS_TEXT.fields.role}: {roleText(a)}
      </p>
      {a.earlierApplications > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className={badgeVariants({ tone: 'amber' })}>{APPLICATIONS_TEXT.appliedBefore(a.earlierApplications)}</span>
          {showEarlier && (
            <button
              type="button"
              className="font-medium text-indigo-700 underline"
              aria-label={APPLICATIONS_TEXT.showEarlier(name)}
              onClick={showEarlier}
            >
              {APPLICATIONS_TEXT.showEarlierShort}
            </button>
          )}
        </p>
      )}
      <ApplicationStatusControl application={a} name={name} reload={reload} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-1">
        <Field label={APPLICATIONS_TEXT.fields.email}>
          <a className="text-indigo-700 underline" href={`mailto:${a.email}`}>
            {a.email}
          </a>
        </Field>
        <Field label={APPLICATIONS_TEXT.fields.phone}>
          <a className="text-indigo-700 underline" href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>
            {a.phone}
          </a>
        </Field>
        <Field label={APPLICATIONS_TEXT.fields.degree}>{choiceLabel(DEGREES, a.degree)}</Field>
        <Field label={APPLICATIONS_TEXT.fields.interest}>{a.interest ? choiceLabel(INTERESTS, a.interest) : LIST_TEXT.notGiven}</Field>
        <Field label={APPLICATIONS_TEXT.fields.bio} wide>
          <span className="whitespace-pre-line">{a.bio || LIST_TEXT.notGiven}</span>
        </Field>
        <Field label={APPLICATIONS_TEXT.fields.consent}>{a.consent ? APPLICATIONS_TEXT.consentGiven : LIST_TEXT.notGiven}</Field>
        <Field label={APPLICATIONS_TEXT.fields.cv}>{a.cvFileName ?? APPLICATIONS_TEXT.noCv}</Field>
        <VisitSource row={a} />
      </dl>
      <div className="flex flex-wrap gap-2">
        {a.cvFileName && (
          <a className={dashboardButton.secondary} href={adminApi.cvUrl(a.id)} download aria-label={APPLICATIONS_TEXT.downloadCvOf(name)}>
            <Download aria-hidden="true" className="h-4 w-4" /> {APPLICATIONS_TEXT.downloadCv}
          </a>
        )}
        <ConfirmDelete
          what={APPLICATIONS_TEXT.deleteWhat(name)}
          label={APPLICATIONS_TEXT.deleteLabel(name)}
          remove={() => adminApi.deleteApplication(a.id)}
          success={APPLICATIONS_TEXT.deleted}
          failure={APPLICATIONS_TEXT.deleteFailed}
          onDeleted={reload}
        />
      </div>
    </DetailPanel>
  );
}

/**
 * Applications (spec 2; docs/decisions/admin.md): a table (name, role, received, status, time waiting) filtered by status
 * and role and sorted on the server, an application still new past the promised hours flagged, and the
 * open one in full in a panel: a status to set, the CV to download, Delete, and the earlier applications
 * from its address, which narrow the list to that address.
 */
export function ApplicationsTab() {
  const [role, setRole] = useState('');
  const [email, setEmail] = useState<string>();
  const { status, filter: statusFilter } = useStatusFilter('applications', 'applications', APPLICATION_STATUSES);
  const [order, setOrder] = useState<ListOrder<ApplicationSort>>(NEWEST_FIRST);
  const filters: ApplicationFilters = { role: roleOf(role), email, status, order };
  return (
    <div className="space-y-4">
      <TableTabHeading heading={APPLICATIONS_TEXT.heading} exportType="applications" />
      {email && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900" role="status">
          {APPLICATIONS_TEXT.fromAddress(email)}
          <button type="button" className={dashboardButton.secondary} onClick={() => setEmail(undefined)}>
            {APPLICATIONS_TEXT.clearAddress}
          </button>
        </p>
      )}
      <PagedList
        what="applications"
        one="application"
        load={(params) => adminApi.applications({ ...params, ...filters })}
        filterKey={`${role}|${email ?? ''}|${status ?? ''}|${order.by}|${order.direction}`}
        filtered={Boolean(role || email || status)}
      >
        {(items: ApplicationRow[], list) => (
          <RecordList
            items={items}
            filters={
              <>
                {statusFilter}
                <RoleFilter roles={list.data?.roles ?? []} value={role} onChange={setRole} />
              </>
            }
            caption={APPLICATIONS_TEXT.heading}
            columns={COLUMNS}
            order={order}
            onOrder={setOrder}
            testId="admin-application"
            name={(a) => `${a.firstName} ${a.lastName}`}
            cells={(a) => (
              <>
                <WaitingCell waiting={a} />
                <Cell>{choiceLabel(APPLICATION_STATUSES, a.status)}</Cell>
                <Cell testId="role-cell">{roleText(a)}</Cell>
                <Cell>
                  <span className="whitespace-nowrap">{formatDate(a.createdAt, 'withTime')}</span>
                </Cell>
              </>
            )}
            detail={(a, close) => (
              <ApplicationDetail
                key={a.id}
                application={a}
                showEarlier={email === undefined ? () => setEmail(a.email) : undefined}
                reload={list.reload}
                onClose={close}
              />
            )}
          />
        )}
      </PagedList>
    </div>
  );
}
