import { useEffect, useRef, useState } from 'react';
import { BRIEF_STATUSES, choiceLabel, type BriefStatus } from '../config/choices';
import { NEWEST_FIRST, OVERDUE_FILTER, type ListOrder } from '../schemas/list-order';
import type { Waiting } from '../candidates/waiting';
import { formatDate } from '../utils/dates';
import { dashboardButton } from '../components/ui/button';
import { CLIENTS_TEXT, LIST_TEXT, TABLE_TEXT } from '../texts/admin';
import { briefRows } from '../texts/employers';
import { LEDGER_TEXT } from '../texts/introductions';
import { IntroductionsLedger } from './IntroductionsLedger';
import { adminApi, type BriefRow, type ClientRow, type JobRow } from './admin-api';
import { SearchBox } from './ListControls';
import { DownloadRecordsButton } from './RecordsPackControl';
import {
  Cell,
  DetailPanel,
  Field,
  RecordList,
  StatusControl,
  TableTabHeading,
  useStatusFilter,
  WaitingCell,
  type TableColumn,
} from './RecordTable';
import { useAdminAction } from './session';
import { tabLink, useFilterLink } from './use-filter-link';
import { useResource } from './use-resource';

type ClientSort = 'name' | 'waiting' | 'received';

const COLUMNS: TableColumn<ClientSort>[] = [
  { label: CLIENTS_TEXT.columns.company, sort: 'name' },
  // Beside the name, so the 48-hour flag is in view on a phone too, as on the Applications table.
  { label: TABLE_TEXT.columns.waiting, sort: 'waiting' },
  { label: CLIENTS_TEXT.columns.briefs },
  { label: CLIENTS_TEXT.columns.contacts },
  { label: CLIENTS_TEXT.columns.lastService, sort: 'received' },
];

/** A client's wait: that of its brief waiting longest for the consultant, flagged if any waits too long. */
const clientWaiting = (client: ClientRow): Waiting => {
  const waiting = client.briefs.filter((brief) => brief.waitingHours !== null);
  return {
    waitingHours: waiting.length ? Math.max(...waiting.map((brief) => brief.waitingHours ?? 0)) : null,
    overdue: waiting.some((brief) => brief.overdue),
  };
};

type ClientListRow = ClientRow & Waiting;

const SORT_KEYS: Record<ClientSort, (client: ClientListRow) => string | number> = {
  name: (c) => c.company.toLowerCase(),
  waiting: (c) => c.waitingHours ?? -1,
  received: (c) => c.lastServiceAt,
};

const ordered = (clients: ClientListRow[], { by, direction }: ListOrder<ClientSort>) =>
  [...clients].sort((a, b) => {
    const [x, y] = [SORT_KEYS[by](a), SORT_KEYS[by](b)];
    return (x < y ? -1 : x > y ? 1 : 0) * (direction === 'asc' ? 1 : -1);
  });

/** Whether a client has a brief the status filter asks for (any, one still new too long, or one status). */
const hasBrief = (client: ClientRow, status: BriefStatus | typeof OVERDUE_FILTER | undefined) =>
  !status || client.briefs.some((brief) => (status === OVERDUE_FILTER ? brief.overdue : brief.status === status));

/** The search box's match: the company, a contact's name or address, or a brief's role. */
const matches = (client: ClientRow, q: string) =>
  [client.company, ...client.contacts.flatMap((c) => [c.name, c.email]), ...client.briefs.map((b) => b.roleTitle)].some((text) =>
    text.toLowerCase().includes(q.toLowerCase()),
  );

/** The id a link to a brief names (the consultant's email: /admin#clients/brief-12). */
const linkedBriefId = (filter: string) => {
  const match = /^brief-(\d+)$/.exec(filter);
  return match ? Number(match[1]) : undefined;
};

/** One brief in full: every field, its status (saved by the button), Create draft job and the jobs made from it. */
function BriefSection({
  client,
  brief,
  linked,
  reload,
}: {
  client: ClientRow;
  brief: BriefRow;
  linked: boolean;
  reload: () => Promise<void>;
}) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<JobRow>();
  const section = useRef<HTMLElement>(null);
  // Opened by a link to it: in view once the panel around it has taken focus.
  useEffect(() => {
    if (!linked) return;
    const frame = requestAnimationFrame(() => section.current?.scrollIntoView({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [linked]);
  const contact = client.contacts.find((c) => c.id === brief.contactId);
  const headingId = `brief-${brief.id}-heading`;
  const F = CLIENTS_TEXT.briefFields;
  const rows = briefRows({
    ...brief,
    company: client.company,
    companyAddress: client.companyAddress,
    website: client.website,
    contactName: contact?.name ?? '',
    contactJobTitle: contact?.jobTitle ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
  });
  return (
    <section
      ref={section}
      id={`brief-${brief.id}`}
      aria-labelledby={headingId}
      data-testid="client-brief"
      className={`space-y-3 rounded-lg border p-3 ${linked ? 'border-indigo-400' : 'border-slate-200'}`}
    >
      <h5 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
        {CLIENTS_TEXT.brief(brief.roleTitle, brief.id)}
      </h5>
      <StatusControl
        label={CLIENTS_TEXT.status}
        accessibleLabel={CLIENTS_TEXT.statusOf(brief.roleTitle)}
        saveLabel={CLIENTS_TEXT.saveStatusOf(brief.roleTitle)}
        value={brief.status}
        choices={BRIEF_STATUSES}
        save={(status) => adminApi.setBriefStatus(brief.id, status)}
        messages={{
          success: CLIENTS_TEXT.statusUpdated,
          failure: CLIENTS_TEXT.statusFailed,
          description: (status) => `${brief.roleTitle}: ${choiceLabel(BRIEF_STATUSES, status)}`,
        }}
        reload={reload}
      />
      <div className="space-y-2">
        <button
          type="button"
          className={dashboardButton.secondary}
          aria-label={CLIENTS_TEXT.draftJobLabel(brief.roleTitle)}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const job = await run(() => adminApi.draftJobFromBrief(brief.id), {
              success: CLIENTS_TEXT.draftJobCreated,
              description: (j) => j.title,
              failure: CLIENTS_TEXT.draftJobFailed,
              onStale: reload,
            });
            setBusy(false);
            if (job) {
              setMade(job);
              await reload();
            }
          }}
        >
          {CLIENTS_TEXT.draftJob}
        </button>
        <p role="status" className="text-sm text-slate-800">
          {made && (
            <>
              {CLIENTS_TEXT.draftJobMade(made.title, made.id)}{' '}
              <a className="font-medium text-indigo-700 underline" href={tabLink('jobs')}>
                {CLIENTS_TEXT.openJobs}
              </a>
            </>
          )}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-1">
        <Field label={F.waiting}>{brief.waitingHours === null ? TABLE_TEXT.notWaiting : TABLE_TEXT.waited(brief.waitingHours)}</Field>
        {rows.map(([label, value]) => (
          <Field key={label} label={label}>
            <span className="whitespace-pre-line">{value}</span>
          </Field>
        ))}
        <Field label={F.agreementVersion}>{brief.agreementVersion}</Field>
        <Field label={F.submitted}>{formatDate(brief.submittedAt, 'withTime')}</Field>
        <Field label={F.confirmed}>{formatDate(brief.confirmedAt, 'withTime')}</Field>
        <Field label={F.statusChanged}>{formatDate(brief.statusChangedAt, 'withTime')}</Field>
        <Field label={F.jobs}>
          {brief.jobIds.length === 0
            ? LIST_TEXT.notGiven
            : brief.jobIds.map((id, i) => (
                <span key={id}>
                  {i > 0 && ', '}
                  <a className="text-indigo-700 underline" href={tabLink('jobs')}>
                    {CLIENTS_TEXT.jobLink(id)}
                  </a>
                </span>
              ))}
        </Field>
      </dl>
    </section>
  );
}

/** A client in full: the company, its contacts, its briefs and its acceptances of the agreement. */
function ClientDetail({
  client,
  linkedBrief,
  reload,
  onClose,
}: {
  client: ClientRow;
  linkedBrief?: number;
  reload: () => Promise<void>;
  onClose: () => void;
}) {
  const A = CLIENTS_TEXT.acceptanceFields;
  const heading = 'text-base font-semibold text-slate-900';
  return (
    <DetailPanel id={client.id} name={client.company} onClose={onClose}>
      <DownloadRecordsButton of="clients" id={client.id} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-1">
        <Field label={CLIENTS_TEXT.fields.address}>
          <span className="whitespace-pre-line">{client.companyAddress}</span>
        </Field>
        <Field label={CLIENTS_TEXT.fields.website}>{client.website ?? LIST_TEXT.notGiven}</Field>
        <Field label={CLIENTS_TEXT.fields.lastService}>{formatDate(client.lastServiceAt, 'withTime')}</Field>
        <Field label={CLIENTS_TEXT.fields.since}>{formatDate(client.createdAt, 'long')}</Field>
      </dl>
      <h4 className={heading}>{CLIENTS_TEXT.contactsHeading}</h4>
      <ul className="space-y-2 text-sm" data-testid="client-contacts">
        {client.contacts.map((c) => (
          <li key={c.id} className="wrap-anywhere">
            <span className="font-medium text-slate-900">{c.name}</span>, {c.jobTitle}
            <br />
            <a className="text-indigo-700 underline" href={`mailto:${c.email}`}>
              {c.email}
            </a>{' '}
            ·{' '}
            <a className="text-indigo-700 underline" href={`tel:${c.phone.replace(/\s+/g, '')}`}>
              {c.phone}
            </a>
          </li>
        ))}
      </ul>
      <h4 className={heading}>{CLIENTS_TEXT.briefsHeading}</h4>
      {client.briefs.map((brief) => (
        <BriefSection key={brief.id} client={client} brief={brief} linked={brief.id === linkedBrief} reload={reload} />
      ))}
      <h4 className={heading}>{LEDGER_TEXT.register}</h4>
      <IntroductionsLedger by={{ clientId: client.id }} />
      <h4 className={heading}>{CLIENTS_TEXT.acceptancesHeading}</h4>
      {client.acceptances.length === 0 ? (
        <p className="text-sm text-slate-700">{CLIENTS_TEXT.noAcceptances}</p>
      ) : (
        <ul className="space-y-3 text-sm" data-testid="client-acceptances">
          {client.acceptances.map((a) => {
            const contact = client.contacts.find((c) => c.id === a.contactId);
            return (
              <li key={a.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">{CLIENTS_TEXT.acceptance(a.agreementVersion)}</p>
                <dl className="mt-2 grid gap-y-2">
                  <Field label={A.confirmed}>{formatDate(a.confirmedAt, 'withZone')}</Field>
                  <Field label={A.by}>{A.signedAs(a.signatureName, contact?.name ?? '', contact?.jobTitle ?? '')}</Field>
                  <Field label={A.authority}>{a.authorityConfirmed ? A.authorityConfirmed : LIST_TEXT.notGiven}</Field>
                  {a.briefId !== null && <Field label={A.brief}>{a.briefId}</Field>}
                  <Field label={A.sha256}>
                    <code className="font-mono text-xs break-all">{a.sha256}</code>
                  </Field>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </DetailPanel>
  );
}

/**
 * Clients (docs/decisions/employers.md): each employer a row (how long its oldest new brief has waited,
 * flagged past the promised hours as an application is, its briefs, contacts, last service), narrowed by a
 * brief's status and a search, sorted here (the list is every client); the open one in full in a panel.
 */
export function ClientsTab() {
  const clients = useResource(() => adminApi.clients());
  const { status, filter } = useStatusFilter('clients', 'briefs', BRIEF_STATUSES);
  const [q, setQ] = useState('');
  const [order, setOrder] = useState<ListOrder<ClientSort>>(NEWEST_FIRST);
  const opened = useState<number>();
  const [linkedBrief, setLinkedBrief] = useState<number>();
  useFilterLink('clients', (f) => setLinkedBrief(linkedBriefId(f)));
  const [, setOpenId] = opened;
  // A link to a brief opens its client once the list is in.
  useEffect(() => {
    const client = clients.data?.find((c) => c.briefs.some((b) => b.id === linkedBrief));
    if (client) setOpenId(client.id);
  }, [clients.data, linkedBrief, setOpenId]);

  const all = clients.data?.map((c) => ({ ...c, ...clientWaiting(c) }));
  const shown =
    all &&
    ordered(
      all.filter((c) => hasBrief(c, status) && matches(c, q)),
      order,
    );
  return (
    <div className="space-y-4">
      <TableTabHeading heading={CLIENTS_TEXT.heading} />
      <SearchBox label={CLIENTS_TEXT.search} onSearch={setQ} />
      {clients.error && !clients.data && (
        <p role="alert" className="text-red-800">
          {LIST_TEXT.loadFailed(CLIENTS_TEXT.what)}
          {clients.error}
        </p>
      )}
      {shown?.length === 0 && (
        <p className="text-slate-700">
          {q
            ? LIST_TEXT.noMatch(CLIENTS_TEXT.what, q)
            : status
              ? LIST_TEXT.noneFiltered(CLIENTS_TEXT.what)
              : LIST_TEXT.none(CLIENTS_TEXT.what)}
        </p>
      )}
      {shown && (
        <RecordList
          items={shown}
          filters={filter}
          caption={CLIENTS_TEXT.heading}
          columns={COLUMNS}
          order={order}
          onOrder={setOrder}
          testId="admin-client"
          name={(c) => c.company}
          cells={(c) => (
            <>
              <WaitingCell waiting={c} />
              <Cell>{CLIENTS_TEXT.briefCount(c.briefs.length, c.briefs.filter((b) => b.status === 'new').length)}</Cell>
              <Cell>{c.contacts.map((contact) => contact.name).join(', ')}</Cell>
              <Cell>
                <span className="whitespace-nowrap">{formatDate(c.lastServiceAt, 'withTime')}</span>
              </Cell>
            </>
          )}
          detail={(c, close) => <ClientDetail key={c.id} client={c} linkedBrief={linkedBrief} reload={clients.reload} onClose={close} />}
          opened={opened}
        />
      )}
    </div>
  );
}
