import { Copy, Download, ExternalLink } from 'lucide-react';
import { businessData, DIRECTORIES, MEDIUM_DESCRIPTION_MAX_WORDS, SHORT_DESCRIPTION_MAX_CHARS } from '../config/directory-listing';
import { saveBlob } from '../lib/download';
import { toast } from '../lib/toast';
import type { AdminPageProps } from './admin-pages';
import { NotAdminNotice } from './NotAdminNotice';
import { ADMIN_PAGE_TEXT, DASHBOARD_TEXT, DIRECTORY_HELPER_TEXT, LIST_TEXT } from '../texts/admin';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: DIRECTORY_HELPER_TEXT.copied });
  } catch {
    toast({ ...DIRECTORY_HELPER_TEXT.copyFailed, variant: 'destructive' });
  }
}

function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      className={dashboardButton.secondary}
      aria-label={DIRECTORY_HELPER_TEXT.copyLabel(label)}
      onClick={() => copy(text)}
    >
      <Copy aria-hidden="true" className="h-4 w-4" /> {DIRECTORY_HELPER_TEXT.copy}
    </button>
  );
}

const DETAILS = [
  { label: DIRECTORY_HELPER_TEXT.details.name, value: businessData.name },
  { label: DIRECTORY_HELPER_TEXT.details.phone, value: businessData.phone },
  { label: DIRECTORY_HELPER_TEXT.details.email, value: businessData.email },
  { label: DIRECTORY_HELPER_TEXT.details.address, value: businessData.address },
  { label: DIRECTORY_HELPER_TEXT.details.website, value: businessData.website },
] as const;

const TEXTS = [
  {
    id: 'short-description',
    label: DIRECTORY_HELPER_TEXT.shortDescription,
    note: DIRECTORY_HELPER_TEXT.shortNote(SHORT_DESCRIPTION_MAX_CHARS),
    value: businessData.shortDescription,
    rows: 2,
  },
  {
    id: 'medium-description',
    label: DIRECTORY_HELPER_TEXT.mediumDescription,
    note: DIRECTORY_HELPER_TEXT.mediumNote(MEDIUM_DESCRIPTION_MAX_WORDS),
    value: businessData.mediumDescription,
    rows: 8,
  },
  {
    id: 'keywords',
    label: DIRECTORY_HELPER_TEXT.keywords,
    note: DIRECTORY_HELPER_TEXT.keywordsNote,
    value: businessData.keywords.join(', '),
    rows: 2,
  },
] as const;

/** Directory Submission Helper (spec 2): the business's details to copy, the directories, and the data as JSON. */
export function DirectoryHelper({ user, onLogout }: AdminPageProps) {
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{DIRECTORY_HELPER_TEXT.heading}</h1>
          <p className="text-sm text-slate-600">{DIRECTORY_HELPER_TEXT.intro(businessData.name, user.email)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a className={dashboardButton.secondary} href="/admin">
            {ADMIN_PAGE_TEXT.backToDashboard}
          </a>
          <button type="button" className={dashboardButton.secondary} onClick={() => void onLogout()}>
            {DASHBOARD_TEXT.logOut}
          </button>
        </div>
      </header>
      {user.isAdmin ? <DirectoryHelperBody /> : <NotAdminNotice />}
    </div>
  );
}

function DirectoryHelperBody() {
  return (
    <>
      <section aria-labelledby="business-details" className={cardVariants()}>
        <h2 id="business-details" className="text-lg font-semibold text-slate-900">
          {DIRECTORY_HELPER_TEXT.businessDetails}
        </h2>
        <dl className="mt-4 divide-y divide-slate-200">
          {DETAILS.map(({ label, value }) => (
            <div key={label} className="py-3">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              {/* The button is in the dd: a dl's group holds only dt and dd. A website or email address
                  breaks rather than run off a narrow screen. */}
              <dd className="flex flex-wrap items-center justify-between gap-3">
                <span className="min-w-0 text-slate-900 wrap-anywhere">{value}</span>
                <CopyButton text={value} label={label.toLowerCase()} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="descriptions" className={cardVariants({ className: 'space-y-5' })}>
        <h2 id="descriptions" className="text-lg font-semibold text-slate-900">
          {DIRECTORY_HELPER_TEXT.descriptions}
        </h2>
        {TEXTS.map(({ id, label, note, value, rows }) => (
          <div key={id} className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label htmlFor={id} className="font-medium text-slate-800">
                {label} <span className="text-sm font-normal text-slate-600">({note})</span>
              </label>
              <CopyButton text={value} label={label.toLowerCase()} />
            </div>
            <textarea
              id={id}
              readOnly
              rows={rows}
              value={value}
              className="w-full rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900"
            />
          </div>
        ))}
      </section>

      <section aria-labelledby="directories" className="space-y-4">
        <h2 id="directories" className="text-lg font-semibold text-slate-900">
          {DIRECTORY_HELPER_TEXT.directories}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={DIRECTORY_HELPER_TEXT.directoriesLabel}>
          {DIRECTORIES.map((d) => (
            <li key={d.name} className={cardVariants({ className: 'flex flex-col gap-3' })} data-testid="directory">
              <h3 className="font-semibold text-slate-900">{d.name}</h3>
              <p className="text-sm text-slate-700">{d.kind}</p>
              <div className="flex gap-2">
                <span className={d.priority === 'High' ? badgeVariants({ tone: 'indigo' }) : badgeVariants({ tone: 'grey' })}>
                  {DIRECTORY_HELPER_TEXT.priority(d.priority)}
                </span>
                <span className={d.free ? badgeVariants({ tone: 'green' }) : badgeVariants({ tone: 'amber' })}>
                  {d.free ? DIRECTORY_HELPER_TEXT.free : DIRECTORY_HELPER_TEXT.paid}
                </span>
              </div>
              <a className={`${dashboardButton.secondary} mt-auto`} href={d.url} target="_blank" rel="noopener">
                {DIRECTORY_HELPER_TEXT.visit(d.name)} <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{LIST_TEXT.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <button
        type="button"
        className={dashboardButton.primary}
        onClick={() => saveBlob(new Blob([JSON.stringify(businessData, null, 2)], { type: 'application/json' }), 'business-data.json')}
      >
        <Download aria-hidden="true" className="h-4 w-4" /> {DIRECTORY_HELPER_TEXT.download}
      </button>
    </>
  );
}
