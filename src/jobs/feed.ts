import type { Engagement, Workplace } from '../config/choices';
import type { Job } from '../db/schema';
import { cdata, escapeXml } from '../utils/xml';
import { jobDescriptionHtml } from './description-html';
import { jobRegion } from './region';
import { parseSalary, type SalaryUnit } from './salary';

/** The feed's `jobtype` words (Indeed's) for each job type. */
const FEED_JOB_TYPES: Record<Job['type'], string> = {
  'Full-time': 'fulltime',
  'Part-time': 'parttime',
  Contract: 'contract',
  Remote: 'fulltime',
};

/** Indeed's `remotetype` for jobs not done wholly at the workplace. */
const FEED_REMOTE_TYPES: Partial<Record<Workplace, string>> = { remote: 'Fully remote', hybrid: 'Hybrid remote' };

/** Permanent or temporary, as aggregators divide jobs; fixed-term work is temporary (regulation 27's reading). */
const FEED_CONTRACT_TYPES: Record<Engagement, string> = { permanent: 'permanent', temporary: 'temporary', 'fixed-term': 'temporary' };

/** The salary's period in the feed's words. */
const FEED_SALARY_PERIODS: Record<SalaryUnit, string> = { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' };

/**
 * The job's category, from its title: the agency places graduates into sales, business development and
 * marketing roles, and the title says which (a job has no category of its own). The first that matches.
 */
const FEED_CATEGORIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['Marketing', /\bmarketing\b|\binsights?\b|\bbrand\b/i],
  ['Business Development', /\bbusiness development\b|\bbdr\b|\bsdr\b|\bbdm\b|\blead generation\b/i],
  ['Account Management', /\baccount (?:manager|management|executive|director)\b/i],
];
export const feedCategory = (title: string) => FEED_CATEGORIES.find(([, pattern]) => pattern.test(title))?.[0] ?? 'Sales';

export interface JobsFeedSource {
  /** Who publishes the feed (the agency's name). */
  publisher: string;
  /** The site's origin, e.g. https://www.example.co.uk */
  origin: string | URL;
  /** When the feed is built (its lastBuildDate). */
  builtAt: Date;
}

/**
 * The jobs as the XML feed the job aggregators read (Indeed's `<source><job>` format, which the free UK
 * aggregators also take): every job's text in CDATA, as Indeed asks, its dates in ISO 8601 (the feed's
 * lastBuildDate in RFC 822, as Indeed's example and RSS write it). The jobs are given already filtered to
 * the visible ones.
 */
export function jobsFeed(source: JobsFeedSource, jobs: readonly Job[]): string {
  const element = (name: string, text: string) => `    <${name}>${cdata(text)}</${name}>`;
  const entries = jobs.map((job) => {
    // A fully remote job is done from no city: its location text ('Remote (UK)') is not one.
    const remote = job.workplace === 'remote';
    const region = remote ? undefined : jobRegion(job.location);
    const salary = parseSalary(job.salary);
    return [
      '  <job>',
      element('title', job.title),
      element('date', new Date(job.postedAt).toISOString()),
      element('referencenumber', String(job.id)),
      element('url', new URL(`/jobs/${job.id}`, source.origin).href),
      element('company', job.company),
      ...(remote ? [] : [element('city', job.location)]),
      ...(region ? [element('state', region)] : []),
      element('country', 'GB'),
      element('description', jobDescriptionHtml(job)),
      element('category', feedCategory(job.title)),
      ...(job.salary ? [element('salary', job.salary)] : []),
      ...(salary
        ? [
            element('salarymin', String(salary.min)),
            ...(salary.max === undefined ? [] : [element('salarymax', String(salary.max))]),
            element('salarycurrency', 'GBP'),
            element('salaryperiod', FEED_SALARY_PERIODS[salary.unit]),
          ]
        : []),
      element('jobtype', FEED_JOB_TYPES[job.type]),
      ...(job.engagement ? [element('contracttype', FEED_CONTRACT_TYPES[job.engagement])] : []),
      ...(FEED_REMOTE_TYPES[job.workplace] ? [element('remotetype', FEED_REMOTE_TYPES[job.workplace]!)] : []),
      ...(job.expiresAt ? [element('expirationdate', new Date(job.expiresAt).toISOString())] : []),
      '  </job>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `  <publisher>${escapeXml(source.publisher)}</publisher>`,
    `  <publisherurl>${escapeXml(new URL('/', source.origin).href)}</publisherurl>`,
    `  <lastBuildDate>${source.builtAt.toUTCString()}</lastBuildDate>`,
    ...entries,
    '</source>',
    '',
  ].join('\n');
}
