import { choiceLabel, WORKPLACES } from '../../../config/choices';
import { formatPhone, site } from '../../../config/site';
import type { Job } from '../../../db/schema';
import { advertStatements } from '../../../schemas/job-advert';
import { listItems, textLines } from '../../../jobs/text-lines';
import { formatDate } from '../../../utils/dates';
import { webAddress } from '../../../utils/web-address';
import { JobMeta } from './JobMeta';
import { JobTypeBadge } from './JobTypeBadge';
import { buttonVariants } from '../../../components/ui/button';
import { cardVariants } from '../../../components/ui/card';
import { ROLE_MESSAGES } from '../../../texts/forms';

/** A job as the page shows it; dates are Date objects at build time and ISO strings from the API. */
export type JobView = Omit<Job, 'postedAt' | 'expiresAt'> & { postedAt: Date | string; expiresAt: Date | string | null };

/**
 * The job page's content (spec 2). Rendered to static HTML on the prebuilt page, and inside the island
 * that shows a job published after the build. `applyHref` is where "Apply for this role" leads: the
 * prebuilt page's own form (#apply); the island, which has none, the general form.
 */
export function JobDetail({ job, applyHref }: { job: JobView; applyHref: string }) {
  const mailSubject = encodeURIComponent(`Interest in ${job.title} position`);
  const applyUrl = webAddress(job.applicationUrl);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <a href="/jobs" className="text-sm font-medium text-indigo-700 underline">
        &larr; All jobs
      </a>
      <div
        className="mt-4 grid gap-8 lg:grid-cols-3"
        data-job-page
        data-expires-at={job.expiresAt ? new Date(job.expiresAt).toISOString() : undefined}
      >
        {/* Grid items may be narrower than their longest word (min-w-0): a long one breaks (wrap-anywhere),
            rather than widening the page on a phone with wider letter spacing (WCAG 1.4.12). */}
        <article className="min-w-0 lg:col-span-2">
          {/* Shown by ExpiredJobs.astro when the expiry passes before the next build. */}
          <p
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900"
            role="status"
            data-job-expired
            hidden
          >
            This job has expired and is no longer taking applications. See{' '}
            <a href="/jobs" className="underline">
              our current jobs
            </a>
            .
          </p>
          <header className={cardVariants({ padding: 'lg' })}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{job.title}</h1>
              <JobTypeBadge type={job.type} />
            </div>
            <p className="mt-2 text-lg font-medium text-slate-700">{job.company}</p>
            <JobMeta job={job} />
            {/* What regulation 27 asks every advert to say (src/schemas/job-advert.ts). */}
            <p className="mt-3 text-sm text-slate-700" data-advert-statements>
              {advertStatements(job).join(' ')}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={applyHref} data-apply-action className={buttonVariants()}>
                {ROLE_MESSAGES.apply}
              </a>
              {applyUrl && (
                <a href={applyUrl} target="_blank" rel="noopener noreferrer" data-apply-action className={buttonVariants()}>
                  Apply Now<span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              {job.contactEmail && (
                <a
                  href={`mailto:${job.contactEmail}?subject=${mailSubject}`}
                  data-apply-action
                  className={buttonVariants({ variant: 'outline' })}
                >
                  Contact Employer
                </a>
              )}
              <a href="/#application" className={buttonVariants({ variant: 'secondary' })}>
                Submit Your CV to {site.name}
              </a>
            </div>
          </header>

          <section aria-labelledby="description" className={cardVariants({ padding: 'lg', shadow: false, className: 'mt-6' })}>
            <h2 id="description" className="text-xl font-semibold">
              Job Description
            </h2>
            <div className="mt-3 space-y-3 text-slate-700">
              {textLines(job.description).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="requirements" className={cardVariants({ padding: 'lg', shadow: false, className: 'mt-6' })}>
            <h2 id="requirements" className="text-xl font-semibold">
              Requirements
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
              {listItems(job.requirements).map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          </section>
          {job.benefits && (
            <section aria-labelledby="benefits" className={cardVariants({ padding: 'lg', shadow: false, className: 'mt-6' })}>
              <h2 id="benefits" className="text-xl font-semibold">
                Benefits
              </h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {listItems(job.benefits).map((b, i) => (
                  <li key={i}>{b}</li>
                ))}
              </ul>
            </section>
          )}
        </article>

        <aside className="min-w-0 space-y-6">
          <section aria-labelledby="quick-info" className={cardVariants({ padding: 'lg', shadow: false })}>
            <h2 id="quick-info" className="text-lg font-semibold">
              Quick Information
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Job Type</dt>
                <dd className="font-medium">{job.type}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Location</dt>
                <dd className="font-medium">{job.location}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Workplace</dt>
                <dd className="font-medium">{choiceLabel(WORKPLACES, job.workplace)}</dd>
              </div>
              {job.salary && (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Salary</dt>
                  <dd className="text-right font-medium">{job.salary}</dd>
                </div>
              )}
              <div className="flex justify-between gap-3">
                <dt className="text-slate-600">Posted</dt>
                <dd className="font-medium">{formatDate(job.postedAt, 'short')}</dd>
              </div>
              {job.expiresAt && (
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Expires</dt>
                  <dd className="font-medium">{formatDate(job.expiresAt, 'short')}</dd>
                </div>
              )}
            </dl>
          </section>
          <section aria-labelledby="advantage" className="rounded-xl bg-indigo-50 p-6 print:hidden">
            <h2 id="advantage" className="text-lg font-semibold text-indigo-900">
              The psychology graduate advantage
            </h2>
            <p className="mt-2 text-sm text-indigo-900">
              Employers value how psychology graduates read behaviour, interpret data and build trust. Mention your research, statistics and
              communication experience when you apply for this role.
            </p>
          </section>
          <section aria-labelledby="help" className={cardVariants({ padding: 'lg', shadow: false, className: 'print:hidden' })}>
            <h2 id="help" className="text-lg font-semibold">
              Need Help?
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              Our consultants can help you prepare your application and interview for this role.
            </p>
            <ul className="mt-3 space-y-1 text-sm">
              <li>
                <a className="text-indigo-700 underline" href={`tel:${site.phone}`}>
                  {formatPhone()}
                </a>
              </li>
              <li>
                <a className="text-indigo-700 underline wrap-anywhere" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </li>
              <li>
                <a className="text-indigo-700 underline" href="/#contact">
                  Send us a message
                </a>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
