import type { Job } from '../db/schema';
import { escapeHtml } from '../utils/html';
import { textLines } from './text-lines';

const paragraphs = (text: string) =>
  textLines(text)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/**
 * A job's description and requirements as HTML, for readers that take markup (Google's JobPosting, the
 * aggregator feed). The stored texts are plain text typed one paragraph a line, so they are escaped, not
 * sanitised: there is no markup in them to keep.
 */
export function jobDescriptionHtml(job: Pick<Job, 'description' | 'requirements'>): string {
  return paragraphs(job.description) + (job.requirements ? `<h2>Requirements</h2>${paragraphs(job.requirements)}` : '');
}
