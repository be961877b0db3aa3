import { buttonVariants } from '../../components/ui/button';
import { inputVariants, labelClass } from '../../components/ui/input';
import { JOB_TYPES, PATH_IDS } from '../../config/choices';
import { JOB_ALERT_FREQUENCIES } from '../../config/job-alerts';
import { describeCriteria } from '../../job-alerts/criteria';
import { JOB_ALERT_LINKS, type Subscription } from '../../job-alerts/subscriptions';
import { SALARY_STEPS } from '../../jobs/search/filters';
import { regionGroups, REMOTE } from '../../jobs/search/locations';
import { careerPaths } from '../../quiz/careerPaths';
import { JOB_ALERT_LABELS, JOB_ALERT_PAGES } from '../../texts/job-alerts';
import { escapeHtml } from '../../utils/html';
import { maskedEmail } from '../../utils/masked-email';
import { htmlPage } from '../html-page';

/** The pages of a job alert's emailed links: confirm, manage, and what each did. */

/** A job alert page, its title as its heading. */
export const alertPage = (title: string, body: string) => htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}` });
const button = (label: string, variant: 'primary' | 'danger' = 'primary') =>
  `<button type="submit" class="${buttonVariants({ variant, focusRing: true })}">${escapeHtml(label)}</button>`;
const jobsLink = `<p><a href="/jobs">${escapeHtml(JOB_ALERT_PAGES.seeJobs)}</a></p>`;
/** A page that says one thing, with the way to the jobs. */
export const messagePage = (title: string, text: string) => alertPage(title, `<p>${escapeHtml(text)}</p>\n${jobsLink}`);
const frequencyWords = (frequency: string) => (JOB_ALERT_FREQUENCIES.find((f) => f.value === frequency)?.label ?? frequency).toLowerCase();
const alertInWords = (sub: Subscription) =>
  `<strong>${escapeHtml(describeCriteria(sub))}</strong>, ${escapeHtml(frequencyWords(sub.frequency))}`;

/** The confirmation page: what the alert is for, and one button (mail scanners follow links; only the POST confirms). */
export function confirmPage(token: string, subs: Subscription[]): string {
  const { confirm } = JOB_ALERT_PAGES;
  const alerts =
    subs.length === 1
      ? `<p>${escapeHtml(confirm.alertFor)}: ${alertInWords(subs[0])}.</p>`
      : `<p>${escapeHtml(confirm.alertsFor)}</p>\n<ul>${subs.map((sub) => `<li>${alertInWords(sub)}</li>`).join('')}</ul>`;
  return alertPage(
    confirm.title,
    `<p>${escapeHtml(confirm.body)}</p>
${alerts}
<form method="post" action="${JOB_ALERT_LINKS.confirm}?token=${encodeURIComponent(token)}">${button(confirm.button)}</form>`,
  );
}

/** The alert is on: the way to its manage page. */
export function confirmedPage(manage: string): string {
  const c = JOB_ALERT_PAGES.confirmed;
  return alertPage(
    c.title,
    `<p>${escapeHtml(c.body)}</p>\n<p><a href="${escapeHtml(manage)}">${escapeHtml(c.manage)}</a> ${escapeHtml(c.manageNote)}</p>`,
  );
}

const option = (value: string, label: string, selected: string) =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** The manage page: the alert's criteria and frequency as a form, and the unsubscribe button. */
export function managePage(sub: Subscription, token: string): string {
  const m = JOB_ALERT_PAGES.manage;
  const action = `${JOB_ALERT_LINKS.manage}?token=${encodeURIComponent(token)}`;
  const field = inputVariants({ validated: false, className: 'mt-1 max-w-md' });
  const label = (name: keyof typeof JOB_ALERT_LABELS) =>
    `<label for="${name}" class="${labelClass}">${escapeHtml(JOB_ALERT_LABELS[name])}</label>`;
  const select = (name: keyof typeof JOB_ALERT_LABELS, options: string) =>
    `${label(name)}<select id="${name}" name="${name}" class="${field}">${options}</select>`;
  const locations = [
    option('', m.anyLocation, sub.location),
    option(REMOTE, 'Remote', sub.location),
    ...regionGroups().flatMap((g) => g.choices.map((c) => option(c.value, c.label, sub.location))),
  ].join('');
  const salaries = [
    option('', m.anySalary, String(sub.salary ?? '')),
    ...SALARY_STEPS.map((s) => option(String(s), `£${s.toLocaleString('en-GB')}+`, String(sub.salary ?? ''))),
  ];
  if (sub.salary && !(SALARY_STEPS as readonly number[]).includes(sub.salary))
    salaries.push(option(String(sub.salary), `£${sub.salary.toLocaleString('en-GB')}+`, String(sub.salary)));
  return alertPage(
    m.title,
    `<p>${escapeHtml(m.intro)}</p>
<p>${escapeHtml(m.sentTo)} <strong>${escapeHtml(maskedEmail(sub.email))}</strong>.</p>
<form method="post" action="${action}">
<input type="hidden" name="action" value="save">
${label('q')}<input id="q" name="q" value="${escapeHtml(sub.q)}" maxlength="200" class="${field}">
${select('interest', [option('', m.anyInterest, sub.interest), ...PATH_IDS.map((id) => option(id, careerPaths[id].title, sub.interest))].join(''))}
${select('location', locations)}
${select('type', [option('', m.anyType, sub.type), ...JOB_TYPES.map((t) => option(t.value, t.label, sub.type))].join(''))}
${select('salary', salaries.join(''))}
${select('frequency', JOB_ALERT_FREQUENCIES.map((f) => option(f.value, f.label, sub.frequency)).join(''))}
<p class="mt-6">${button(m.save)}</p>
</form>
<form method="post" action="${action}">
<input type="hidden" name="action" value="unsubscribe">
${button(m.unsubscribe, 'danger')}
</form>`,
  );
}
