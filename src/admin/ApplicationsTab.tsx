import { Download } from 'lucide-react';
import { APPLICATION_STATUSES, choiceLabel, DEGREES, INTERESTS } from '../config/choices';
import { NEWEST_FIRST, type ApplicationSort, type ListOrder } from '../candidates/list-order';
import { formatDate } from '../utils/dates';
import { useState } from 'react';
import { adminApi, type ApplicationFilters, type ApplicationRow, type AppliedRoleRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { ExportButtons } from './ExportButtons';
import { PagedList } from './PagedList';
import { VisitSource } from './VisitSource';
import {
  Cell,
  DetailPanel,
  Field,
  FilterSelect,
  RecordRow,
  RecordTable,
  StatusControl,
  useStatusFilter,
  TableWithDetail,
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
  { label: TABLE_TEXT.columns.role, sort: 'role' },
  { label: TABLE_TEXT.columns.received, sort: 'received' },
  { label: TABLE_TEXT.columns.status, sort: 'status' },
  { label: TABLE_TEXT.columns.waiting, sort: 'waiting' },
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
 * Where an application stands: its select, saved as soon as it changes, with the spec's toasts, and 'Tell
 * the candidate' (ticked by default): whether marking it Unsuccessful emails the candidate (once per
 * application, whatever is ticked later; issue 34).
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
  const [tell, setTell] = useState(true);
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusControl
        label={APPLICATIONS_TEXT.status}
        accessibleLabel={APPLICATIONS_TEXT.statusOf(name)}
        value={a.status}
        choices={APPLICATION_STATUSES}
        save={(status) => adminApi.setApplicationStatus(a.id, status, tell)}
        messages={{
          success: APPLICATIONS_TEXT.statusUpdated,
          failure: APPLICATIONS_TEXT.statusFailed,
          description: (status) => `${name}: ${choiceLabel(APPLICATION_STATUSES, status)}`,
        }}
        reload={reload}
      />
      <label className="flex items-center gap-2 text-xs text-slate-700" title={APPLICATIONS_TEXT.tellCandidateHint}>
        <input type="checkbox" className="h-4 w-4" checked={tell} onChange={(e) => setTell(e.target.checked)} />
        {APPLICATIONS_TEXT.tellCandidate}
      </label>
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
 * Applications (spec 2; issue 34): a table (name, role, received, status, time waiting) filtered by status
 * and role and sorted on the server, an application still new past the promised hours flagged, and the
 * open one in full in a panel: a status to set, the CV to download, Delete, and the earlier applications
 * from its address, which narrow the list to that address.
 */
export function ApplicationsTab() {
  const [role, setRole] = useState('');
  const [email, setEmail] = useState<string>();
  const { status, filter: statusFilter } = useStatusFilter('applications', 'applications', APPLICATION_STATUSES);
  const [order, setOrder] = useState<ListOrder<ApplicationSort>>(NEWEST_FIRST);
  const [openId, setOpenId] = useState<number>();
  const filters: ApplicationFilters = { role: roleOf(role), email, status, order };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{APPLICATIONS_TEXT.heading}</h2>
        <ExportButtons type="applications" />
      </div>
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
        {(items: ApplicationRow[], list) => {
          const open = items.find((a) => a.id === openId);
          return (
            <>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
                {statusFilter}
                <RoleFilter roles={list.data?.roles ?? []} value={role} onChange={setRole} />
              </div>
              <TableWithDetail
                table={
                  items.length > 0 && (
                    <RecordTable caption={APPLICATIONS_TEXT.heading} columns={COLUMNS} order={order} onOrder={setOrder}>
                      {items.map((a) => (
                        <RecordRow
                          key={a.id}
                          id={a.id}
                          name={`${a.firstName} ${a.lastName}`}
                          selected={a.id === openId}
                          overdue={a.overdue}
                          onOpen={setOpenId}
                          testId="admin-application"
                        >
                          <Cell testId="role-cell">{roleText(a)}</Cell>
                          <Cell>
                            <span className="whitespace-nowrap">{formatDate(a.createdAt, 'withTime')}</span>
                          </Cell>
                          <Cell>{choiceLabel(APPLICATION_STATUSES, a.status)}</Cell>
                          <WaitingCell waiting={a} />
                        </RecordRow>
                      ))}
                    </RecordTable>
                  )
                }
                detail={
                  open && (
                    <ApplicationDetail
                      key={open.id}
                      application={open}
                      showEarlier={email === undefined ? () => setEmail(open.email) : undefined}
                      reload={list.reload}
                      onClose={() => setOpenId(undefined)}
                    />
                  )
                }
              />
            </>
          );
        }}
      </PagedList>
    </div>
  );
}
