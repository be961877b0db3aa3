/**
 * The job alert sign-up form (docs/decisions/job-alerts.md) as HTML, written once for every place that offers it: the Astro
 * pages (JobAlertForm.astro), the quiz's results island and the quiz's no-JavaScript results page. A plain
 * form posting to /api/job-alerts, so it works without JavaScript (the API answers a form's own post with a
 * page). The criteria travel in hidden fields.
 */
import { CONSENT_STATEMENT, JOB_ALERT_FORM, JOB_ALERT_LABELS } from '../../texts/job-alerts';
import { JOB_ALERT_FREQUENCIES, type JobAlertSource } from '../../config/job-alerts';
import { escapeHtml } from '../../utils/html';
import { buttonVariants } from '../ui/button';
import { inputVariants } from '../ui/input';
import { honeypotHtml } from '../forms/honeypot-html';

/** Nothing marks the address invalid (the browser's own check, then the API's page): no invalid style. */
const emailClass = inputVariants({ validated: false, className: 'mt-1' });

export interface JobAlertFormOptions {
  source: JobAlertSource;
  /** The criteria, as the /jobs filters name them, plus a quiz path as `interest`. */
  criteria?: { q?: string; location?: string; type?: string; salary?: number | null; interest?: string };
  /** On /jobs: the criteria are copied from the page's address when the form is sent (JobAlertForm.astro's script). */
  fromAddress?: boolean;
  /** The search in words, under the heading. */
  describe?: string;
  /** Prefix of the element ids. */
  id?: string;
}

/** The id of a page's own sign-up (the default prefix). */
export const JOB_ALERT_FORM_ID = 'job-alert';

const attr = (value: string) => `"${escapeHtml(value)}"`;

export function jobAlertFormHtml({
  source,
  criteria = {},
  fromAddress = false,
  describe,
  id = JOB_ALERT_FORM_ID,
}: JobAlertFormOptions): string {
  const hidden = {
    source,
    q: criteria.q ?? '',
    location: criteria.location ?? '',
    type: criteria.type ?? '',
    salary: criteria.salary ? String(criteria.salary) : '',
    interest: criteria.interest ?? '',
  };
  const frequencies = JOB_ALERT_FREQUENCIES.map(
    (f, i) =>
      `<label class="flex items-center gap-2"><input type="radio" name="frequency" value=${attr(f.value)}${i === 0 ? ' checked' : ''}> ${escapeHtml(f.label)}</label>`,
  ).join('');
  return `<section id=${attr(id)} aria-labelledby=${attr(`${id}-heading`)} class="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
<h2 id=${attr(`${id}-heading`)} class="text-xl font-semibold text-slate-900">${escapeHtml(JOB_ALERT_FORM.heading)}</h2>
<p class="mt-1 text-slate-600">${escapeHtml(JOB_ALERT_FORM.intro)}</p>
${describe ? `<p class="mt-1 text-sm text-slate-600">${escapeHtml(describe)}</p>` : ''}
<form method="post" action="/api/job-alerts" class="mt-4 grid gap-4 sm:grid-cols-2"${fromAddress ? ' data-job-alert-form="address"' : ''}>
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name=${attr(name)} value=${attr(value)}>`)
  .join('')}
<div><label for=${attr(`${id}-email`)} class="block text-sm font-medium text-slate-900">${escapeHtml(JOB_ALERT_LABELS.email)}</label>
<input id=${attr(`${id}-email`)} name="email" type="email" required autocomplete="email" maxlength="254" class=${attr(emailClass)}></div>
<fieldset><legend class="block text-sm font-medium text-slate-900">${escapeHtml(JOB_ALERT_LABELS.frequency)}</legend><div class="mt-2 flex gap-6">${frequencies}</div></fieldset>
<label class="flex items-start gap-2 text-sm text-slate-700 sm:col-span-2"><input type="checkbox" name="consent" value="on" required class="mt-1">
<span>${escapeHtml(CONSENT_STATEMENT)} <a href="/privacy-notice" class="font-semibold text-indigo-700 underline">Privacy notice</a></span></label>
${honeypotHtml()}
<div class="sm:col-span-2"><button type="submit" class=${attr(buttonVariants())}>${escapeHtml(JOB_ALERT_FORM.submit)}</button></div>
</form>
</section>`;
}
