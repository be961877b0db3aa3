import { AlertDialog } from 'radix-ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { PEOPLE_SEARCH_LIMIT } from '../config/people';
import { APPLICATION_STATUSES, choiceLabel, ENQUIRY_STATUSES, SUBJECTS } from '../config/choices';
import { buttonVariants, dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';
import { formatDate } from '../utils/dates';
import { adminApi, type DuplicatePairRow, type PersonPage, type PersonRow } from './admin-api';
import { SearchBox } from './ListControls';
import { Cell, DetailPanel, Field, RecordList, TableTabHeading, type TableColumn } from './RecordTable';
import { DownloadRecordsButton } from './RecordsPackControl';
import { useAdminAction } from './session';
import { useResource } from './use-resource';
import { LIST_TEXT, PEOPLE_TEXT } from '../texts/admin';
import { LEDGER_TEXT } from '../texts/introductions';
import { IntroductionsLedger } from './IntroductionsLedger';

type Side = DuplicatePairRow['person'];

/** How a person is named on screen: their name, or their address when they gave none (a job alert alone). */
const who = (person: { name: string; primaryEmail: string }) => person.name || person.primaryEmail;

const COLUMNS: TableColumn<never>[] = [
  { label: PEOPLE_TEXT.columns.name },
  { label: PEOPLE_TEXT.columns.emails },
  { label: PEOPLE_TEXT.columns.firstContact },
];

/** A titled list of a person's records of one kind, each a line; 'None' when there are none. */
function RecordSection<T>({ title, items, line }: { title: string; items: T[]; line: (item: T) => ReactNode }) {
  return (
    <section>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {items.length ? (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">
          {items.map((item, i) => (
            <li key={i} className="wrap-anywhere">
              {line(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{PEOPLE_TEXT.none}</p>
      )}
    </section>
  );
}

/** Everything held about a person, with UK dates (docs/decisions/people.md). */
function PersonDetails({ person }: { person: PersonPage }) {
  const date = (value: string) => formatDate(value, 'short');
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-1">
        <Field label={PEOPLE_TEXT.fields.emails}>
          <ul>
            {person.emails.map((email) => (
              <li key={email}>
                {email} {email === person.primaryEmail && PEOPLE_TEXT.fields.primary}
              </li>
            ))}
          </ul>
        </Field>
        <Field label={PEOPLE_TEXT.fields.phones}>{person.phones.join(', ') || LIST_TEXT.notGiven}</Field>
        <Field label={PEOPLE_TEXT.fields.linkedin}>{person.linkedinUrls.join(', ') || LIST_TEXT.notGiven}</Field>
        <Field label={PEOPLE_TEXT.fields.firstContact}>{date(person.firstContactAt)}</Field>
        <Field label={PEOPLE_TEXT.fields.hiddenFrom}>{person.hiddenEmployers.join(', ') || PEOPLE_TEXT.none}</Field>
      </dl>
      <RecordSection
        title={PEOPLE_TEXT.sections.applications}
        items={person.applications}
        line={(a) =>
          `${date(a.createdAt)}: ${a.jobTitle ? `${a.jobTitle}${a.jobCompany ? `, ${a.jobCompany}` : ''}` : PEOPLE_TEXT.generalApplication} · ${choiceLabel(APPLICATION_STATUSES, a.status)} · ${a.cvFileName ? PEOPLE_TEXT.cv(a.cvFileName) : PEOPLE_TEXT.noCv} · ${a.email}`
        }
      />
      <RecordSection
        title={PEOPLE_TEXT.sections.registrations}
        items={person.registrations}
        line={(r) =>
          `${date(r.createdAt)}: ${PEOPLE_TEXT.interests(r.interests)} · ${PEOPLE_TEXT.locations(r.locations)} · ${r.cvFileName ? PEOPLE_TEXT.cv(r.cvFileName) : PEOPLE_TEXT.noCv} · ${r.email}`
        }
      />
      <RecordSection
        title={PEOPLE_TEXT.sections.enquiries}
        items={person.enquiries}
        line={(e) => `${date(e.createdAt)}: ${choiceLabel(SUBJECTS, e.subject)} · ${choiceLabel(ENQUIRY_STATUSES, e.status)} · ${e.email}`}
      />
      <RecordSection
        title={PEOPLE_TEXT.sections.jobAlerts}
        items={person.jobAlerts}
        line={(j) => `${date(j.createdAt)}: ${PEOPLE_TEXT.jobAlert(j.frequency, j.status)} · ${j.email}`}
      />
      <RecordSection
        title={PEOPLE_TEXT.sections.consents}
        items={person.consents}
        line={(c) =>
          [
            `${PEOPLE_TEXT.consentKinds[c.kind]}: ${PEOPLE_TEXT.granted(date(c.grantedAt))}`,
            c.expiresAt && PEOPLE_TEXT.expires(date(c.expiresAt)),
            c.withdrawnAt && PEOPLE_TEXT.withdrawn(date(c.withdrawnAt)),
          ]
            .filter(Boolean)
            .join(', ')
        }
      />
      <section>
        <h4 className="font-semibold text-slate-900">{LEDGER_TEXT.ofPerson}</h4>
        <div className="mt-1">
          <IntroductionsLedger by={{ personId: person.id }} />
        </div>
      </section>
    </>
  );
}

/** A person's page beside the search results: loaded when opened. */
function PersonPanel({ person, onClose }: { person: PersonRow; onClose: () => void }) {
  const page = useResource(() => adminApi.person(person.id), [person.id]);
  return (
    <DetailPanel id={person.id} name={who(person)} onClose={onClose}>
      <DownloadRecordsButton of="people" id={person.id} />
      {page.error ? (
        <p role="alert" className="text-sm text-red-800">
          {PEOPLE_TEXT.loadFailed}
          {page.error}
        </p>
      ) : page.data ? (
        <PersonDetails person={page.data} />
      ) : (
        <p role="status">{PEOPLE_TEXT.loading}</p>
      )}
    </DetailPanel>
  );
}

/** Search by name, email or phone; a result opens the person's page. */
function PeopleSearch() {
  const [q, setQ] = useState('');
  const found = useResource(() => (q ? adminApi.people(q) : Promise.resolve([])), [q]);
  const people = found.data ?? [];
  return (
    <section className="space-y-3">
      <RecordList
        items={people}
        filters={
          <div>
            <SearchBox label={PEOPLE_TEXT.search} onSearch={setQ} />
            <p className="mt-1 text-xs text-slate-600">{PEOPLE_TEXT.searchHint}</p>
          </div>
        }
        caption={PEOPLE_TEXT.results}
        columns={COLUMNS}
        testId="admin-person"
        name={who}
        cells={(p) => (
          <>
            <Cell>
              <span className="wrap-anywhere">{p.emails.join(', ')}</span>
            </Cell>
            <Cell>
              <span className="whitespace-nowrap">{formatDate(p.firstContactAt, 'short')}</span>
            </Cell>
          </>
        )}
        detail={(p, close) => <PersonPanel key={p.id} person={p} onClose={close} />}
      />
      <p role="status" className="text-sm text-slate-700">
        {found.error
          ? `${LIST_TEXT.loadFailed('people')}${found.error}`
          : q && found.loading
            ? PEOPLE_TEXT.searching
            : q && !people.length
              ? PEOPLE_TEXT.noMatch(q)
              : people.length >= PEOPLE_SEARCH_LIMIT
                ? PEOPLE_TEXT.tooMany(people.length)
                : ''}
      </p>
    </section>
  );
}

/** One side of a possible duplicate: who, and what they hold. */
function SideCard({ side }: { side: Side }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 p-3" data-testid="duplicate-side">
      <p className="font-semibold wrap-anywhere text-slate-900">{who(side)}</p>
      <dl className="mt-2 space-y-1 text-sm">
        <Field label={PEOPLE_TEXT.fields.emails}>{side.emails.join(', ')}</Field>
        <Field label={PEOPLE_TEXT.fields.phones}>{side.phones.join(', ') || LIST_TEXT.notGiven}</Field>
        <Field label={PEOPLE_TEXT.fields.linkedin}>{side.linkedinUrls.join(', ') || LIST_TEXT.notGiven}</Field>
        <Field label={PEOPLE_TEXT.fields.firstContact}>{formatDate(side.firstContactAt, 'short')}</Field>
      </dl>
      <p className="mt-2 text-sm text-slate-800">{PEOPLE_TEXT.duplicates.holds(side.applications, side.enquiries, side.jobAlerts)}</p>
    </div>
  );
}

/**
 * Merge, after a confirmation naming both people and choosing the primary address; the person whose
 * address is chosen keeps everything (the API's path person), the other goes. There is no un-merge.
 */
function MergeButton({ pair, onDone }: { pair: DuplicatePairRow; onDone: () => Promise<void> }) {
  const run = useAdminAction();
  const fieldName = useId();
  const [primary, setPrimary] = useState(pair.person.primaryEmail);
  const [busy, setBusy] = useState(false);
  const [a, b] = [who(pair.person), who(pair.other)];
  const emails = [...pair.person.emails, ...pair.other.emails];
  return (
    <AlertDialog.Root onOpenChange={(open) => open && setPrimary(pair.person.primaryEmail)}>
      <AlertDialog.Trigger asChild>
        <button type="button" className={dashboardButton.primary} aria-label={PEOPLE_TEXT.duplicates.mergeLabel(a, b)} disabled={busy}>
          {PEOPLE_TEXT.duplicates.merge}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-transparent bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{PEOPLE_TEXT.duplicates.mergeTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{PEOPLE_TEXT.duplicates.mergeQuestion(a, b)}</AlertDialog.Description>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-800">{PEOPLE_TEXT.duplicates.primaryEmail}</legend>
            {emails.map((email) => (
              <label key={email} className="mt-2 flex items-center gap-2 text-sm wrap-anywhere text-slate-800">
                <input type="radio" name={fieldName} value={email} checked={primary === email} onChange={() => setPrimary(email)} />
                {email}
              </label>
            ))}
          </fieldset>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={dashboardButton.secondary}>{LIST_TEXT.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ size: 'sm', focusRing: true, className: 'inline-flex items-center' })}
              onClick={async () => {
                const [kept, gone] = pair.person.emails.includes(primary) ? [pair.person, pair.other] : [pair.other, pair.person];
                setBusy(true);
                const done = await run(() => adminApi.mergePeople(kept.id, gone.id, primary), {
                  success: PEOPLE_TEXT.duplicates.merged,
                  description: PEOPLE_TEXT.duplicates.pair(a, b),
                  failure: PEOPLE_TEXT.duplicates.mergeFailed,
                  onStale: onDone,
                });
                setBusy(false);
                if (done !== undefined) await onDone();
              }}
            >
              {PEOPLE_TEXT.duplicates.confirmMerge}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Pairs of people sharing a phone or a LinkedIn profile, side by side, with Merge and Not the same person. */
function Duplicates() {
  const pairs = useResource(() => adminApi.duplicates());
  const run = useAdminAction();
  const heading = useRef<HTMLHeadingElement>(null);
  // The pair acted on leaves the list: focus goes to the list's heading, not to the page's start.
  const done = async () => {
    await pairs.reload();
    heading.current?.focus();
  };
  return (
    <section aria-labelledby="possible-duplicates" className="space-y-3">
      <h3 id="possible-duplicates" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus-visible:outline-2">
        {PEOPLE_TEXT.duplicates.heading}
      </h3>
      <p className="text-sm text-slate-600">{PEOPLE_TEXT.duplicates.intro}</p>
      {pairs.error && (
        <p role="alert" className="text-sm text-red-800">
          {LIST_TEXT.loadFailed('the possible duplicates')}
          {pairs.error}
        </p>
      )}
      {pairs.data && !pairs.data.length && <p className="text-sm text-slate-700">{PEOPLE_TEXT.duplicates.none}</p>}
      <ul className="space-y-4">
        {pairs.data?.map((pair) => {
          const [a, b] = [who(pair.person), who(pair.other)];
          return (
            <li
              key={`${pair.person.id}-${pair.other.id}`}
              className={cardVariants({ className: 'space-y-3' })}
              data-testid="duplicate-pair"
            >
              <h4 className="font-semibold wrap-anywhere text-slate-900">{PEOPLE_TEXT.duplicates.pair(a, b)}</h4>
              <div className="grid gap-3 sm:grid-cols-2">
                <SideCard side={pair.person} />
                <SideCard side={pair.other} />
              </div>
              <div className="text-sm">
                <p className="font-medium text-slate-800">{PEOPLE_TEXT.duplicates.why}</p>
                <ul className="list-disc pl-5 wrap-anywhere text-slate-800">
                  {pair.shared.map((s) => (
                    <li key={`${s.kind} ${s.value}`}>
                      {s.kind === 'phone' ? PEOPLE_TEXT.duplicates.sharedPhone(s.value) : PEOPLE_TEXT.duplicates.sharedLinkedin(s.value)}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-wrap gap-2">
                <MergeButton pair={pair} onDone={done} />
                <button
                  type="button"
                  className={dashboardButton.secondary}
                  aria-label={PEOPLE_TEXT.duplicates.notSameLabel(a, b)}
                  onClick={async () => {
                    const ok = await run(() => adminApi.notSamePerson(pair.person.id, pair.other.id), {
                      success: PEOPLE_TEXT.duplicates.notSameDone,
                      description: PEOPLE_TEXT.duplicates.pair(a, b),
                      failure: PEOPLE_TEXT.duplicates.notSameFailed,
                      onStale: done,
                    });
                    if (ok !== undefined) await done();
                  }}
                >
                  {PEOPLE_TEXT.duplicates.notSame}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The People tab (docs/decisions/people.md): find a person by name, email or phone and read everything
 * held about them; the possible duplicates, side by side, merged or told apart.
 */
export function PeopleTab() {
  return (
    <div className="space-y-8">
      <TableTabHeading heading={PEOPLE_TEXT.heading} />
      <PeopleSearch />
      <Duplicates />
    </div>
  );
}
