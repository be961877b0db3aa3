import { useState } from 'react';
import * as z from 'zod/mini';
import { choiceLabel, SUBJECT_REQUEST_KINDS } from '../config/choices';
import { inputClass } from '../components/ui/input';
import { saveBlob } from '../lib/download';
import { subjectRequestSchema } from '../schemas/subject-request';
import { formatDate } from '../utils/dates';
import { countOf } from '../utils/plural';
import { ConfirmDelete } from './ConfirmDelete';
import { DataRequestClock } from './DataRequestClock';
import { RecordsPackControl } from './RecordsPackControl';
import { adminApi, type PersonalData, type PersonalDataCounts } from './admin-api';
import { useAdminAction } from './session';
import { useResource } from './use-resource';
import { SUBJECT_REQUESTS_TEXT } from '../texts/admin';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';

const COUNT_NOUNS: Record<keyof PersonalDataCounts, [one: string, many?: string]> = {
  applications: ['application'],
  cvFiles: ['CV'],
  contacts: ['enquiry', 'enquiries'],
  comments: ['comment'],
  jobAlerts: ['job alert'],
  clientContacts: ['employer contact record'],
  pendingBriefs: ['unconfirmed brief'],
  emails: ['email'],
};
const describeCounts = (counts: PersonalDataCounts) =>
  (Object.keys(COUNT_NOUNS) as Array<keyof PersonalDataCounts>).map((k) => countOf(counts[k], ...COUNT_NOUNS[k])).join(', ');

/**
 * Data-protection requests (UK GDPR): find everything held about an email address, download it as one
 * zip (JSON and CVs), or erase it after confirmation. Each request is recorded without the data.
 */
export function SubjectRequestsPanel() {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<PersonalData>();
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  const log = useResource(() => adminApi.subjectRequests());
  const act = async <T,>(action: () => Promise<T>, messages: { success: string; failure: string; description?: string }) => {
    setBusy(true);
    const result = await run(action, messages);
    setBusy(false);
    await log.reload();
    return result;
  };
  // The API's own check: the buttons wake only for an address it will take.
  const valid = z.safeParse(subjectRequestSchema, { email }).success;

  return (
    <section aria-labelledby="subject-requests" className={cardVariants({ className: 'space-y-4' })}>
      <div>
        <h2 id="subject-requests" className="text-lg font-semibold text-slate-900">
          {SUBJECT_REQUESTS_TEXT.heading}
        </h2>
        <p className="text-sm text-slate-600">{SUBJECT_REQUESTS_TEXT.intro}</p>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const data = await act(() => adminApi.findPersonalData({ email }), {
            success: SUBJECT_REQUESTS_TEXT.searched,
            failure: SUBJECT_REQUESTS_TEXT.searchFailed,
          });
          if (data) setFound(data);
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {SUBJECT_REQUESTS_TEXT.email}
          <input
            type="email"
            required
            className={`${inputClass} w-72`}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setFound(undefined);
            }}
          />
        </label>
        <button type="submit" className={dashboardButton.secondary} disabled={busy || !valid}>
          {SUBJECT_REQUESTS_TEXT.find}
        </button>
        <button
          type="button"
          className={dashboardButton.secondary}
          disabled={busy || !valid}
          onClick={async () => {
            const file = await act(() => adminApi.downloadPersonalData({ email }), {
              success: SUBJECT_REQUESTS_TEXT.downloaded,
              failure: SUBJECT_REQUESTS_TEXT.downloadFailed,
            });
            if (file) saveBlob(file.blob, file.fileName);
          }}
        >
          {SUBJECT_REQUESTS_TEXT.download}
        </button>
        <ConfirmDelete
          what={SUBJECT_REQUESTS_TEXT.eraseWhat(email.trim())}
          // Begins with the word the button shows (WCAG 2.5.3: the visible label is in the name).
          label={SUBJECT_REQUESTS_TEXT.eraseLabel(valid ? email.trim() : undefined)}
          remove={() => adminApi.erasePersonalData(email.trim())}
          success={SUBJECT_REQUESTS_TEXT.erased}
          failure={SUBJECT_REQUESTS_TEXT.eraseFailed}
          disabled={busy || !valid}
          onDeleted={async () => {
            setFound(undefined);
            await log.reload();
          }}
        />
      </form>

      {found && (
        <div className="space-y-2 text-sm text-slate-800" data-testid="personal-data">
          <p className="font-medium">
            Held about {found.email}: {describeCounts(found.counts)}.
          </p>
          <ul className="list-disc pl-5">
            {found.applications.map((a) => (
              <li key={`a${a.id}`}>
                Application from {a.firstName} {a.lastName}, {formatDate(a.createdAt, 'short')}
                {a.cvFileName ? ` (CV ${a.cvFileName})` : ''}
              </li>
            ))}
            {found.contacts.map((c) => (
              <li key={`c${c.id}`}>
                Enquiry '{c.subject}', {formatDate(c.createdAt, 'short')}
              </li>
            ))}
            {found.comments.map((c) => (
              <li key={`m${c.id}`}>
                Comment on '{c.postTitle}', {formatDate(c.createdAt, 'short')}
              </li>
            ))}
            {found.emails.map((m) => (
              <li key={`e${m.id}`}>
                Email '{m.subject}', {formatDate(m.createdAt, 'short')}
              </li>
            ))}
          </ul>
        </div>
      )}

      {log.data && log.data.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">Recorded requests ({log.data.length})</summary>
          <p className="mt-2">The record keeps what was done, when and by whom, with a hash of the address instead of the address.</p>
          <ul className="mt-2 space-y-1">
            {log.data.map((r) => (
              <li key={r.id}>
                {formatDate(r.createdAt, 'withTime')} · {choiceLabel(SUBJECT_REQUEST_KINDS, r.kind)} by{' '}
                {SUBJECT_REQUESTS_TEXT.requestedBy(r.adminEmail)} · {describeCounts(r.counts)} ·{' '}
                <code title={r.emailHash}>{r.emailHash.slice(0, 12)}…</code>
              </li>
            ))}
          </ul>
        </details>
      )}
      <DataRequestClock />
      <RecordsPackControl />
    </section>
  );
}
