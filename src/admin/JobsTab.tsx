import { useState } from 'react';
import { choiceLabel, JOB_TYPES, WORKPLACES } from '../config/choices';
import { EXCERPT_LENGTH } from '../config/excerpts';
import { hasExpired } from '../schemas/expiry';
import type { JobData, NewJobData } from '../schemas/job';
import { formatDate } from '../utils/dates';
import { truncate } from '../utils/truncate';
import { adminApi, type JobRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { JobForm } from './JobForm';
import { Pager } from './ListControls';
import { useAdminAction, useAdminSession } from './session';
import { opensForm, useEditor } from './use-editor';
import { usePageInRange } from './use-page-in-range';
import { PageFigures, usePageFigures } from './PageFigures';
import { useResource } from './use-resource';
import { JobIntroductions } from './JobIntroductions';
import { LEDGER_TEXT } from '../texts/introductions';
import { JOBS_TEXT, LIST_TEXT } from '../texts/admin';
import { JOB_ADVERT_TEXT } from '../texts/job-adverts';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';

/** The job's form values back as a payload with one field changed (activate / deactivate). */
function withActive(job: JobRow, isActive: boolean): JobData {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type as JobData['type'],
    workplace: job.workplace as JobData['workplace'],
    engagement: job.engagement ?? undefined,
    minimumRequirements: job.minimumRequirements ?? undefined,
    salary: job.salary ?? undefined,
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits ?? undefined,
    applicationUrl: job.applicationUrl ?? undefined,
    contactEmail: job.contactEmail ?? undefined,
    isActive,
    expiresAt: job.expiresAt ? new Date(job.expiresAt) : null,
    briefId: job.briefId,
    authorityNote: job.authorityNote ?? undefined,
  };
}

/** Jobs (spec 2): every job, with Add, Edit, activate / deactivate and Delete. */
export function JobsTab() {
  const [page, setPage] = useState(1);
  /** The job whose introductions are shown (one at a time). */
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);
  const jobs = useResource(() => adminApi.jobs({ page }), [page]);
  const figures = usePageFigures();
  // Reloaded with the list, so a job completed (or deactivated) leaves it.
  const incomplete = useResource(() => adminApi.incompleteAdverts(), [jobs.data]);
  const shown = usePageInRange(page, setPage, jobs.data);
  const run = useAdminAction();
  const { savedNote } = useAdminSession();
  const editor = useEditor<JobRow, NewJobData>({
    name: 'job',
    create: adminApi.createJob,
    update: (job, values) => adminApi.updateJob(job.id, values, job.updatedAt),
    messages: {
      created: JOBS_TEXT.created,
      createFailed: JOBS_TEXT.createFailed,
      updated: JOBS_TEXT.updated,
      updateFailed: JOBS_TEXT.updateFailed,
    },
    reload: jobs.reload,
  });
  const { editing, open, close, refresh, deleted } = editor;

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold text-slate-900">{JOBS_TEXT.heading}</h2>
        {editing === null && (
          <button type="button" className={dashboardButton.primary} {...opensForm('job', 'new')} onClick={() => open('new')}>
            {JOBS_TEXT.add}
          </button>
        )}
      </div>
      {!!incomplete.data?.length && (
        <section aria-labelledby="incomplete-adverts" className={cardVariants({ className: 'border-amber-300 bg-amber-50' })}>
          <h3 id="incomplete-adverts" className="font-semibold text-amber-900">
            {JOB_ADVERT_TEXT.incomplete.heading}
          </h3>
          <p className="mt-1 text-sm text-amber-900">{JOB_ADVERT_TEXT.incomplete.body}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900" data-testid="incomplete-adverts">
            {incomplete.data.map((job) => (
              <li key={job.id}>
                {job.title} ({job.company}): {job.missing.map((field) => JOB_ADVERT_TEXT.incomplete.missing[field]).join(', ')}{' '}
                <button
                  type="button"
                  className="font-semibold underline hover:no-underline disabled:opacity-60"
                  aria-label={JOB_ADVERT_TEXT.incomplete.completeLabel(job.title)}
                  disabled={jobs.loading || incomplete.loading || editor.item?.id === job.id}
                  {...opensForm('job', job.id)}
                  onClick={() => open(job)}
                >
                  {JOB_ADVERT_TEXT.incomplete.complete}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {editing !== null && <JobForm key={editor.key} job={editor.item} onCancel={close} onSave={editor.save} />}
      {jobs.error && !jobs.data && (
        <p role="alert" className="text-red-800">
          {LIST_TEXT.loadFailed('jobs')}
          {jobs.error}
        </p>
      )}
      {shown?.total === 0 && <p className="text-slate-700">{JOBS_TEXT.empty}</p>}
      <ul className="space-y-4" aria-label={JOBS_TEXT.list}>
        {shown?.items.map((job) => (
          <li key={job.id} className={cardVariants()} data-testid="admin-job">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{job.title}</h3>
                <p className="text-sm text-slate-700">
                  {job.company} · {job.location} · {choiceLabel(JOB_TYPES, job.type)} · {choiceLabel(WORKPLACES, job.workplace)}
                  {job.salary ? ` · ${job.salary}` : ''}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  {JOBS_TEXT.posted} {formatDate(job.postedAt, 'short')}
                  {job.expiresAt
                    ? ` · ${hasExpired(job.expiresAt) ? JOBS_TEXT.expired : JOBS_TEXT.expires} ${formatDate(job.expiresAt, 'short')}`
                    : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <span className={job.isActive ? badgeVariants({ tone: 'green' }) : badgeVariants({ tone: 'grey' })}>
                  {job.isActive ? JOBS_TEXT.active : JOBS_TEXT.inactive}
                </span>
                {hasExpired(job.expiresAt) && <span className={badgeVariants({ tone: 'amber' })}>{JOBS_TEXT.expired}</span>}
                <span className={badgeVariants({ tone: 'grey' })} data-testid="job-application-count">
                  {JOBS_TEXT.applicationCount(job.applicationCount ?? 0)}
                </span>
                <PageFigures figures={figures} path={`/jobs/${job.id}`} />
              </div>
            </div>
            <p className="mt-3 text-slate-700">{truncate(job.description, EXCERPT_LENGTH)}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <a className={dashboardButton.secondary} href={`/jobs/${job.id}`} aria-label={`${LIST_TEXT.view} ${job.title}`}>
                {LIST_TEXT.view}
              </a>
              {/* While the list reloads, a row may be older than a save just made: edits wait for the fresh one. */}
              <button
                type="button"
                className={dashboardButton.secondary}
                aria-label={`${LIST_TEXT.edit} ${job.title}`}
                disabled={jobs.loading}
                {...opensForm('job', job.id)}
                onClick={() => open(job)}
              >
                {LIST_TEXT.edit}
              </button>
              {/* The job open in the form is (de)activated with its Active box: a toggle here would make the
                  form's copy stale, and its save refused as if another tab had changed the job. */}
              <button
                type="button"
                className={dashboardButton.secondary}
                disabled={jobs.loading || editor.item?.id === job.id}
                title={editor.item?.id === job.id ? JOBS_TEXT.useActiveBox : undefined}
                aria-label={`${job.isActive ? JOBS_TEXT.deactivate : JOBS_TEXT.activate} ${job.title}`}
                onClick={async () => {
                  const ok = await run(() => adminApi.updateJob(job.id, withActive(job, !job.isActive), job.updatedAt), {
                    success: job.isActive ? JOBS_TEXT.deactivated : JOBS_TEXT.activated,
                    description: savedNote,
                    failure: JOBS_TEXT.updateFailed,
                    onStale: jobs.reload,
                  });
                  if (ok) await refresh();
                }}
              >
                {job.isActive ? JOBS_TEXT.deactivate : JOBS_TEXT.activate}
              </button>
              <button
                type="button"
                className={dashboardButton.secondary}
                aria-expanded={ledgerOf === job.id}
                aria-label={`${ledgerOf === job.id ? LEDGER_TEXT.hide : LEDGER_TEXT.show}: ${job.title}`}
                onClick={() => setLedgerOf(ledgerOf === job.id ? null : job.id)}
              >
                {ledgerOf === job.id ? LEDGER_TEXT.hide : LEDGER_TEXT.show}
              </button>
              <ConfirmDelete
                what={JOBS_TEXT.deleteWhat(job.title)}
                label={`${LIST_TEXT.delete} ${job.title}`}
                remove={() => adminApi.deleteJob(job.id)}
                success={JOBS_TEXT.deleted}
                description={savedNote}
                failure={JOBS_TEXT.deleteFailed}
                onDeleted={() => deleted(job.id)}
              />
            </div>
            {/* Loaded only when asked for: one request per job opened, none for the list. */}
            {ledgerOf === job.id && (
              <div className="mt-4">
                <JobIntroductions job={job} />
              </div>
            )}
          </li>
        ))}
      </ul>
      {shown && shown.total > shown.pageSize && (
        <Pager what="jobs" page={shown.page} pageSize={shown.pageSize} total={shown.total} onPage={setPage} />
      )}
    </div>
  );
}
