import { useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../lib/api-client';
import { LEDGER_CONTROLS_TEXT } from '../texts/introductions';
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

const T = LEDGER_CONTROLS_TEXT;
const sectionHeading = 'text-base font-semibold text-slate-900';
const label = 'mt-3 block text-sm font-medium text-slate-800';

/**
 * "Ask a candidate": find the person (the People search), then ask them (docs/decisions/introductions.md).
 * A refusal (they hide from this employer, or are already asked) stays on screen beside the search, not
 * only in a toast: nothing was sent, and the consultant should see why.
 */
function AskCandidate({ job, onAsked }: { job: JobRow; onAsked: () => void }) {
  const run = useAdminAction();
  const [q, setQ] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const found = useResource(() => (q ? adminApi.people(q) : Promise.resolve([])), [q]);
  const people = found.data ?? [];
  return (
    <section className="space-y-2" aria-label={T.ask.heading}>
      <h4 className={sectionHeading}>{T.ask.heading}</h4>
      <p className="text-sm text-slate-700">{T.ask.intro}</p>
      <SearchBox label={T.ask.search} onSearch={setQ} />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
      <ul className="space-y-1 text-sm" data-testid="ask-candidate-results">
        {people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-anywhere text-slate-900">{person.name || person.primaryEmail}</span>
            <span className="wrap-anywhere text-slate-600">{person.primaryEmail}</span>
            <button
              type="button"
              className={dashboardButton.secondary}
              aria-label={T.ask.label(person.name || person.primaryEmail)}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                setRefusal(undefined);
                const asked = await run(() => adminApi.askCandidate(person.id, job.id), {
                  success: T.ask.asked,
                  description: `${person.name || person.primaryEmail}: ${job.title}`,
                  failure: T.ask.failed,
                  onError: (error) => setRefusal(serverMessage(error, T.ask.failed)),
                });
                setBusy(false);
                if (asked) onAsked();
              }}
            >
              {T.ask.button}
            </button>
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
