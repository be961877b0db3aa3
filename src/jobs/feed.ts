import type { Workplace } from '../config/choices';
import type { Job } from '../db/schema';
import { cdata, escapeXml } from '../utils/xml';
import { jobDescriptionHtml } from './description-html';

/** The feed's `jobtype` words (Indeed's) for each job type. */
const FEED_JOB_TYPES: Record<Job['type'], string> = {
  'Full-time': 'fulltime',
  'Part-time': 'parttime',
  Contract: 'contract',
  Remote: 'fulltime',
};

/** Indeed's `remotetype` for jobs not done wholly at the workplace. */
const FEED_REMOTE_TYPES: Partial<Record<Workplace, string>> = { remote: 'Fully remote', hybrid: 'Hybrid remote' };

export interface JobsFeedSource {
  /** Who publishes the feed (the agency's name). */
  publisher: string;
  /** The site's origin, e.g. https://www.example.co.uk */
  origin: string | URL;
}

/**
 * The jobs as the XML feed the job aggregators read (Indeed's `<source><job>` format, which the free UK
 * aggregators also take): every job's text in CDATA, as Indeed asks, its dates in ISO 8601. The jobs are
 * given already filtered to the visible ones.
 */
export function jobsFeed(source: JobsFeedSource, jobs: readonly Job[]): string {
  const element = (name: string, text: string) => `    <${name}>${cdata(text)}</${name}>`;
  const entries = jobs.map((job) =>
    [
      '  <job>',
      element('title', job.title),
      element('date', new Date(job.postedAt).toISOString()),
      element('referencenumber', String(job.id)),
      element('url', new URL(`/jobs/${job.id}`, source.origin).href),
      element('company', job.company),
      element('city', job.location),
      element('country', 'GB'),
      element('description', jobDescriptionHtml(job)),
      ...(job.salary ? [element('salary', job.salary)] : []),
      element('jobtype', FEED_JOB_TYPES[job.type]),
      ...(FEED_REMOTE_TYPES[job.workplace] ? [element('remotetype', FEED_REMOTE_TYPES[job.workplace]!)] : []),
      ...(job.expiresAt ? [element('expirationdate', new Date(job.expiresAt).toISOString())] : []),
      '  </job>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `  <publisher>${escapeXml(source.publisher)}</publisher>`,
    `  <publisherurl>${escapeXml(new URL('/', source.origin).href)}</publisherurl>`,
    ...entries,
    '</source>',
    '',
  ].join('\n');
}
