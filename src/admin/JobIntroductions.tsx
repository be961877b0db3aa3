import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../components/forms/FormField';
import { confidentialEmployer, LEDGER_CONTROLS_TEXT } from '../texts/introductions';
import { LIST_TEXT } from '../texts/admin';
import { formatDate } from '../utils/dates';
import { dashboardButton } from '../components/ui/button';
import { inputVariants } from '../components/ui/input';
import { badgeVariants } from '../components/ui/badge';
import { adminApi, type JobRow, type ShortlistRow } from './admin-api';
import { IntroductionsLedger } from './IntroductionsLedger';
import { SearchBox } from './ListControls';
import { useAdminAction } from './session';
import { useResource } from './use-resource';
import { useFieldErrors } from './use-field-errors';
import { FormRefusal } from './FormRefusal';

const T = LEDGER_CONTROLS_TEXT;
const sectionHeading = 'text-base font-semibold text-slate-900';
const label = 'mt-3 block text-sm font-medium text-slate-800';

/** The profile fields the consultant may write before asking, in the order the form shows them (their limits: the server's). */
const PROFILE_FIELDS = ['summary', 'experience', 'availability', 'salaryExpectation', 'location'] as const;
type AskField = (typeof PROFILE_FIELDS)[number] | 'employerDescription';
const LONG_FIELDS: ReadonlySet<AskField> = new Set(['summary', 'experience']);

type Person = NonNullable<Awaited<ReturnType<typeof adminApi.people>>>[number];

/**
 * What the employer will be told about one person, written before asking them (the question shows them
 * exactly this): every field optional, an empty one taken from their records (src/introductions/consent.ts).
 * A confidential brief's employer is described, not named. The server's refusals stay beside the fields
 * (a field's error) or above the buttons (they hide from this employer, already asked): nothing was sent.
 */
function AskForm({ job, person, onAsked, onCancel }: { job: JobRow; person: Person; onAsked: () => void; onCancel: () => void }) {
  const run = useAdminAction();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const fields: AskField[] = job.briefConfidential ? [...PROFILE_FIELDS, 'employerDescription'] : [...PROFILE_FIELDS];
  const refused = useFieldErrors(fields, T.ask.failed);
  const name = person.name || person.primaryEmail;
  const hint = (field: AskField) =>
    field === 'summary'
      ? T.ask.hints.summary
      : field === 'employerDescription'
        ? T.ask.hints.employerDescription(confidentialEmployer(job.location))
        : T.ask.hints.fromRecords;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const profile = Object.fromEntries(
      fields.flatMap((field) => {
        const value = String(data.get(field) ?? '').trim();
        return value ? [[field, value]] : [];
      }),
    );
    setBusy(true);
    refused.clear();
    const asked = await run(() => adminApi.askCandidate({ personId: person.id, jobId: job.id, ...profile }), {
      success: T.ask.asked,
      description: `${name}: ${job.title}`,
      failure: T.ask.failed,
      onError: refused.show,
    });
    setBusy(false);
    if (asked) onAsked();
  };
  return (
    <form
      onSubmit={submit}
      className="mt-2 w-full max-w-md space-y-3 rounded-lg border border-slate-200 p-3"
      aria-label={T.ask.formLabel(name)}
    >
      <p className="text-sm text-slate-700">{T.ask.formIntro}</p>
      {fields.map((field) => (
        <FormField key={field} id={`${id}-${field}`} label={T.ask.fields[field]} hint={hint(field)} error={refused.errors[field]}>
          {(aria) =>
            LONG_FIELDS.has(field) ? (
              <textarea {...aria} name={field} rows={3} className={inputVariants({ size: 'sm' })} />
            ) : (
              <input {...aria} name={field} autoComplete="off" className={inputVariants({ size: 'sm' })} />
            )
          }
        </FormField>
      ))}
      <FormRefusal message={refused.refusal} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={dashboardButton.primary} disabled={busy}>
          {T.ask.send}
        </button>
        <button type="button" className={dashboardButton.secondary} onClick={onCancel}>
          {T.ask.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * "Ask a candidate": find the person (the People search), write what the employer is told (AskForm), then
 * ask them (docs/decisions/introductions.md).
 */
function AskCandidate({ job, onAsked }: { job: JobRow; onAsked: () => void }) {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const found = useResource(() => (q ? adminApi.people(q) : Promise.resolve([])), [q]);
  const people = found.data ?? [];
  return (
    <section className="space-y-2" aria-label={T.ask.heading}>
      <h4 className={sectionHeading}>{T.ask.heading}</h4>
      <p className="text-sm text-slate-700">{T.ask.intro}</p>
      <SearchBox label={T.ask.search} onSearch={setQ} />
      <ul className="space-y-1 text-sm" data-testid="ask-candidate-results">
        {people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-anywhere text-slate-900">{person.name || person.primaryEmail}</span>
            <span className="wrap-anywhere text-slate-600">{person.primaryEmail}</span>
            <button
              type="button"
              className={dashboardButton.secondary}
              aria-label={T.ask.label(person.name || person.primaryEmail)}
              aria-expanded={open === person.id}
              onClick={() => setOpen(open === person.id ? null : person.id)}
            >
              {T.ask.button}
            </button>
            {open === person.id && (
              <AskForm
                job={job}
                person={person}
                onCancel={() => setOpen(null)}
                onAsked={() => {
                  setOpen(null);
                  onAsked();
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm text-slate-700">
        {found.error
          ? `${LIST_TEXT.loadFailed('people')}${found.error}`
          : q && found.loading
            ? T.ask.searching
            : q && !people.length
              ? T.ask.noMatch(q)
              : ''}
      </p>
    </section>
  );
}

/** The form making a reviewer's link: name, email, blind. */
function NewShortlistForm({ job, onCreated }: { job: JobRow; onCreated: () => Promise<void> }) {
  const run = useAdminAction();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const made = await run(
      () =>
        adminApi.createShortlist({
          jobId: job.id,
          reviewerName: String(data.get('reviewerName') ?? ''),
          reviewerEmail: String(data.get('reviewerEmail') ?? ''),
          blind: data.get('blind') === 'on',
        }),
      { success: T.links.created, description: (s) => s.reviewerEmail, failure: T.links.createFailed },
    );
    setBusy(false);
    if (made) {
      form.reset();
      await onCreated();
    }
  };
  return (
    <form onSubmit={submit} className="max-w-md" aria-label={T.links.create}>
      <label htmlFor={`${id}-name`} className={label}>
        {T.links.name}
      </label>
      <input
        id={`${id}-name`}
        name="reviewerName"
        required
        maxLength={100}
        autoComplete="off"
        className={inputVariants({ size: 'sm', className: 'mt-1' })}
      />
      <label htmlFor={`${id}-email`} className={label}>
        {T.links.email}
      </label>
      <input
        id={`${id}-email`}
        name="reviewerEmail"
        type="email"
        required
        autoComplete="off"
        className={inputVariants({ size: 'sm', className: 'mt-1' })}
      />
      <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="blind" className="mt-1" />
        {T.links.blind}
      </label>
      <button type="submit" className={`${dashboardButton.primary} mt-3`} disabled={busy}>
        {T.links.create}
      </button>
    </form>
  );
}

/** One reviewer's link: when to answer by, Revoke, and every opening and download. */
function ShortlistItem({ shortlist, reload }: { shortlist: ShortlistRow; reload: () => Promise<void> }) {
  const run = useAdminAction();
  const [busy, setBusy] = useState(false);
  const live = !shortlist.revokedAt;
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="shortlist-link">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold wrap-anywhere text-slate-900">
          {shortlist.reviewerName} ({shortlist.reviewerEmail})
        </span>
        {shortlist.blind && <span className={badgeVariants({ tone: 'grey' })}>{T.links.blindTag}</span>}
      </p>
      <p className="text-slate-700">
        {T.links.summary(formatDate(`${shortlist.dueOn}T12:00:00Z`, 'short'), formatDate(shortlist.expiresAt, 'short'))}
        {shortlist.revokedAt && ` · ${T.links.revoked(formatDate(shortlist.revokedAt, 'withTime'))}`}
        {` · ${T.links.decisions(shortlist.decisions.length)}`}
      </p>
      {live && (
        <button
          type="button"
          className={`${dashboardButton.secondary} mt-2`}
          aria-label={T.links.revokeLabel(shortlist.reviewerName)}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const done = await run(() => adminApi.revokeShortlist(shortlist.id), {
              success: T.links.revokedToast,
              description: shortlist.reviewerName,
              failure: T.links.revokeFailed,
              onStale: reload,
            });
            setBusy(false);
            if (done) await reload();
          }}
        >
          {T.links.revoke}
        </button>
      )}
      <p className="mt-2 font-medium text-slate-800">{T.links.activity}</p>
      {shortlist.views.length ? (
        <ul className="text-slate-700" aria-label={`${T.links.activity}: ${shortlist.reviewerName}`}>
          {shortlist.views.map((v, i) => (
            <li key={i}>
              {formatDate(v.at, 'withTime')}: {T.links.view[v.kind]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{T.links.noActivity}</p>
      )}
    </li>
  );
}

/** A job's reviewer links, and the form making another. */
function ShortlistLinks({ job, onCreated }: { job: JobRow; onCreated: () => void }) {
  const shortlists = useResource(() => adminApi.shortlists(job.id), [job.id]);
  return (
    <section className="space-y-2" aria-label={T.links.heading}>
      <h4 className={sectionHeading}>{T.links.heading}</h4>
      <p className="text-sm text-slate-700">{T.links.intro}</p>
      {shortlists.error && !shortlists.data && (
        <p role="alert" className="text-sm text-red-800">
          {T.links.loadFailed}
          {shortlists.error}
        </p>
      )}
      {shortlists.data && !shortlists.data.length && <p className="text-sm text-slate-700">{T.links.none}</p>}
      {!!shortlists.data?.length && (
        <ul className="space-y-2">
          {shortlists.data.map((s) => (
            <ShortlistItem key={s.id} shortlist={s} reload={shortlists.reload} />
          ))}
        </ul>
      )}
      <NewShortlistForm
        job={job}
        onCreated={async () => {
          await shortlists.reload();
          // Making a link sends the candidates who said yes: the ledger's statuses change.
          onCreated();
        }}
      />
    </section>
  );
}

/** A job's introductions (docs/decisions/introductions.md): the ledger, asking a candidate, the reviewers' links. */
export function JobIntroductions({ job }: { job: JobRow }) {
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  return (
    <div className="space-y-6">
      <IntroductionsLedger by={{ jobId: job.id }} version={version} />
      <AskCandidate job={job} onAsked={changed} />
      <ShortlistLinks job={job} onCreated={changed} />
    </div>
  );
}
