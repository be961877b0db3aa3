import { Bell, Briefcase, ClipboardList, ExternalLink, FileText, Mail, Users } from 'lucide-react';
import { LEDGER_TEXT } from '../texts/introductions';
import type { ReactNode } from 'react';
import { RECENT_APPLICATION_DAYS } from '../config/overview';
import { countOf } from '../utils/plural';
import { formatDate } from '../utils/dates';
import { adminApi, type Overview } from './admin-api';
import { InsightsPanel } from './InsightsPanel';
import { JobAlertSubscribersPanel } from './JobAlertSubscribersPanel';
import { SubjectRequestsPanel } from './SubjectRequestsPanel';
import { useResource } from './use-resource';
import { tabLink } from './use-filter-link';
import { OVERDUE_FILTER } from '../schemas/list-order';
import { LIST_TEXT, OVERVIEW_TEXT, PLACEMENTS_TEXT } from '../texts/admin';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';

/** `alert`: what needs doing now, shown in red below the note. */
function Card({
  title,
  value,
  note,
  alert,
  icon,
}: {
  title: string;
  value: number | undefined;
  note?: string | string[];
  alert?: string;
  icon: ReactNode;
}) {
  return (
    <div className={cardVariants()}>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium text-slate-700">{title}</h3>
        <span aria-hidden="true" className="text-indigo-700">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value ?? '–'}</p>
      {[note ?? []].flat().map((line) => (
        <p key={line} className="mt-1 text-sm text-slate-600">
          {line}
        </p>
      ))}
      {alert && <p className="mt-1 text-sm font-semibold text-red-800">{alert}</p>}
    </div>
  );
}

/**
 * The 48-hour promise (docs/decisions/admin.md): how many applications, enquiries and briefs (held to the same
 * hours, docs/decisions/employers.md) are still new past it, each count a link to its tab, where they are flagged.
 */
function Waiting({ data }: { data?: Overview }) {
  const overdue = data && { ...data.overdue, briefs: data.briefs.waiting };
  const total = overdue && overdue.applications + overdue.enquiries + overdue.briefs;
  return (
    <section aria-labelledby="waiting-heading" className={cardVariants()} data-testid="overdue-summary">
      <h2 id="waiting-heading" className="text-lg font-semibold text-slate-900">
        {OVERVIEW_TEXT.waitingHeading}
      </h2>
      {overdue &&
        (total ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold text-red-800">{OVERVIEW_TEXT.waiting(total)}:</span>
            {overdue.applications > 0 && (
              <a className="font-medium text-indigo-700 underline" href={tabLink('applications', OVERDUE_FILTER)}>
                {OVERVIEW_TEXT.waitingApplications(overdue.applications)}
              </a>
            )}
            {overdue.enquiries > 0 && (
              <a className="font-medium text-indigo-700 underline" href={tabLink('contacts', OVERDUE_FILTER)}>
                {OVERVIEW_TEXT.waitingEnquiries(overdue.enquiries)}
              </a>
            )}
            {overdue.briefs > 0 && (
              <a className="font-medium text-indigo-700 underline" href={tabLink('clients', OVERDUE_FILTER)}>
                {OVERVIEW_TEXT.waitingBriefs(overdue.briefs)}
              </a>
            )}
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{OVERVIEW_TEXT.waitingNone}</p>
        ))}
      {/* Employers owe answers too: the agreement's response time on shortlists (docs/decisions/introductions.md). */}
      {!!data?.lateEmployers && (
        <p className="mt-2 text-sm" data-testid="late-employers">
          <a className="font-semibold text-red-800 underline" href={tabLink('jobs')}>
            {LEDGER_TEXT.lateEmployers(data.lateEmployers)}
          </a>
        </p>
      )}
    </section>
  );
}

/** Overview (spec 2): the counts and quick actions. */
export function OverviewTab() {
  const { data, error } = useResource(() => adminApi.overview());
  return (
    <div className="space-y-6">
      {error && (
        <p role="alert" className="text-red-800">
          {OVERVIEW_TEXT.loadFailed}
          {error}
        </p>
      )}
      <Waiting data={data} />
      {data?.offersToConfirm.length ? (
        <section aria-labelledby="offers-to-confirm" className={cardVariants()}>
          <h2 id="offers-to-confirm" className="text-lg font-semibold text-slate-900">
            {PLACEMENTS_TEXT.toConfirm}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {data.offersToConfirm.map((o) => (
              <li key={o.offerId} className={o.overdue ? 'font-semibold text-red-800' : 'text-slate-800'}>
                {PLACEMENTS_TEXT.confirmInWriting(o.candidateName, o.roleTitle, formatDate(`${o.confirmBy}T12:00:00Z`, 'short'))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          title={OVERVIEW_TEXT.jobs}
          value={data?.jobs.total}
          note={data && OVERVIEW_TEXT.activeJobs(data.jobs.active)}
          icon={<Briefcase className="h-5 w-5" />}
        />
        <Card title={OVERVIEW_TEXT.posts} value={data?.posts} icon={<FileText className="h-5 w-5" />} />
        <Card
          title={OVERVIEW_TEXT.applications}
          value={data?.applications.total}
          note={data && OVERVIEW_TEXT.recentApplications(data.applications.recent, RECENT_APPLICATION_DAYS)}
          icon={<Users className="h-5 w-5" />}
        />
        <Card
          title={OVERVIEW_TEXT.contacts}
          value={data?.contacts}
          // Data-protection complaints count until their outcome is told; one not acknowledged in time is an alert.
          note={data && countOf(data.complaints.open, OVERVIEW_TEXT.openComplaint)}
          alert={data?.complaints.overdue ? OVERVIEW_TEXT.overdueComplaints(data.complaints.overdue) : undefined}
          icon={<Mail className="h-5 w-5" />}
        />
        <Card
          title={OVERVIEW_TEXT.briefs}
          value={data?.briefs.new}
          note={OVERVIEW_TEXT.briefsNote}
          icon={<ClipboardList className="h-5 w-5" />}
        />
        <Card
          title={OVERVIEW_TEXT.jobAlerts}
          value={data?.jobAlerts.confirmed}
          note={
            data && [
              OVERVIEW_TEXT.pendingAlerts(data.jobAlerts.pending),
              data.jobAlerts.lastRun
                ? OVERVIEW_TEXT.lastAlertRun(formatDate(data.jobAlerts.lastRun.at, 'withTime'), data.jobAlerts.lastRun)
                : OVERVIEW_TEXT.noAlertRun,
            ]
          }
          alert={data?.jobAlerts.lastRun?.failed ? OVERVIEW_TEXT.failedAlerts(data.jobAlerts.lastRun.failed) : undefined}
          icon={<Bell className="h-5 w-5" />}
        />
      </div>
      <section aria-labelledby="quick-actions" className={cardVariants()}>
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          {OVERVIEW_TEXT.quickActions}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <a className={dashboardButton.secondary} href="/blog">
            {OVERVIEW_TEXT.viewBlog}
          </a>
          <a className={dashboardButton.secondary} href="/jobs">
            {OVERVIEW_TEXT.viewJobs}
          </a>
          <a className={dashboardButton.secondary} href="/admin/directory-helper" target="_blank" rel="noopener">
            {OVERVIEW_TEXT.directoryHelper} <ExternalLink aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{LIST_TEXT.opensInNewTab}</span>
          </a>
        </div>
      </section>
      <InsightsPanel />
      <JobAlertSubscribersPanel />
      <SubjectRequestsPanel />
    </div>
  );
}
