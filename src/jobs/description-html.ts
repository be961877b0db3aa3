import type { Job } from '../db/schema';
import { escapeHtml } from '../utils/html';
import { advertStatements, type AdvertJob } from '../schemas/job-advert';
import { textLines } from './text-lines';

const paragraphs = (text: string) =>
  textLines(text)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/**
 * A job's description and requirements as HTML, for readers that take markup (Google's JobPosting, the
 * aggregator feed), ending with the statements regulation 27 asks of an advert, since these readers show
 * the description alone. The stored texts are plain text typed one paragraph a line, so they are escaped,
 * not sanitised: there is no markup in them to keep.
 */
export function jobDescriptionHtml(job: Pick<Job, 'description' | 'requirements'> & AdvertJob): string {
  return (
    paragraphs(job.description) +
    (job.requirements ? `<h2>Requirements</h2>${paragraphs(job.requirements)}` : '') +
    paragraphs(advertStatements(job).join('\n'))
  );
}
