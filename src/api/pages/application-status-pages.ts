import type { ApplicationStanding } from '../../candidates/status-link';
import type { PersonIntroduction } from '../../introductions/ledger';
import { INTRODUCTION_PLAIN } from '../../texts/introductions';
import { statusPagePath, withdrawalPath } from '../../config/status-paths';
import { emailLink, phoneLink } from '../../components/site-chrome';
import { buttonVariants } from '../../components/ui/button';
import { firstNameOf } from '../../texts/greeting';
import {
  STATUS_IN_PLAIN_WORDS,
  STATUS_NOT_FOUND_TEXT,
  STATUS_PAGE_TEXT,
  STATUS_TOO_MANY_TEXT,
  WITHDRAW_TEXT,
} from '../../texts/application-status';
import { CONFIRMATION_TEXT } from '../../texts/forms';
import { formatDate } from '../../utils/dates';
import { escapeHtml } from '../../utils/html';
import { htmlPage } from '../html-page';

/** The pages of a candidate's status link: the status page, the withdrawal's confirmation and its outcome. */

const page = (title: string, body: string) => htmlPage({ title, body });
const paragraphs = (...lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
/** Who to call or write to, the phone and the address as links. */
const contact = ({ call, email, hours }: { call: string; email: string; hours: string }) =>
  `<p>${escapeHtml(call)} ${phoneLink()} ${escapeHtml(email)} ${emailLink()} ${escapeHtml(hours)}</p>`;

/** The same page for every token that opens nothing, whether it never existed or its application is gone. */
export const notFoundPage = () =>
  page(
    STATUS_NOT_FOUND_TEXT.title,
    `<h1>${escapeHtml(STATUS_NOT_FOUND_TEXT.title)}</h1>\n${paragraphs(STATUS_NOT_FOUND_TEXT.explain)}\n${contact(STATUS_NOT_FOUND_TEXT.contact)}`,
  );

/** Over the status links' limit (the message says when to try again). */
export function tooManyPage(message: string): string {
  const t = STATUS_TOO_MANY_TEXT;
  return page(t.title, `<h1>${escapeHtml(t.title)}</h1>\n${paragraphs(message)}\n${contact(t.contact)}`);
}

/** The candidate's status page (docs/decisions/application-status.md): where the application stands and how to withdraw it. */
export function standingPage(token: string, a: ApplicationStanding, introductions: readonly PersonIntroduction[] = []): string {
  const status = STATUS_IN_PLAIN_WORDS[a.status];
  const t = STATUS_PAGE_TEXT;
  return page(
    t.title,
    `<p>${escapeHtml(t.greeting(firstNameOf(a.firstName)))}</p>
<h1>${escapeHtml(t.title)}</h1>
<dl>
<dt>${escapeHtml(t.reference)}</dt><dd><strong data-reference>${escapeHtml(a.reference)}</strong></dd>
<dt>${escapeHtml(t.role)}</dt><dd>${escapeHtml(a.role ? t.roleAt(a.role.title, a.role.company) : t.generalApplication)}</dd>
<dt>${escapeHtml(t.status)}</dt><dd data-status><strong>${escapeHtml(status.words)}</strong></dd>
<dt>${escapeHtml(t.since)}</dt><dd>${escapeHtml(formatDate(a.statusChangedAt, 'long'))}</dd>
</dl>
${paragraphs(CONFIRMATION_TEXT.referenceHint)}
<h2>${escapeHtml(t.next)}</h2>
${paragraphs(...status.next)}
${introductionsSection(introductions)}
<h2>${escapeHtml(t.withdrawHeading)}</h2>
${paragraphs(t.withdrawIntro)}
<p><a href="${escapeHtml(withdrawalPath(token))}">${escapeHtml(t.withdrawLink)}</a></p>
${paragraphs(t.private)}
${contact(t.contact)}`,
  );
}

/** Each role we asked the candidate about, their answer, and what came of it (docs/decisions/introductions.md). */
export function introductionsSection(introductions: readonly PersonIntroduction[]): string {
  if (!introductions.length) return '';
  const items = introductions.map((i) =>
    [INTRODUCTION_PLAIN.asked(i.question, i.askedAt), i.answer, i.putForward, i.outcome]
      .filter((line): line is string => !!line)
      .map((line, n) => (n === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line)))
      .join('<br>'),
  );
  return `<h2>${escapeHtml(INTRODUCTION_PLAIN.heading)}</h2>\n<ul data-introductions>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** The withdrawal's confirmation: its form posts to the same address. */
export function confirmationPage(token: string): string {
  const t = WITHDRAW_TEXT;
  return page(
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
${paragraphs(t.explain, t.final)}
<form method="post" action="${escapeHtml(withdrawalPath(token))}"><button type="submit" class="${buttonVariants({ variant: 'destructive', focusRing: true })}">${escapeHtml(t.confirm)}</button></form>
<p><a href="${escapeHtml(statusPagePath(token))}">${escapeHtml(t.keep)}</a></p>`,
  );
}

export const withdrawnPage = () =>
  page(
    WITHDRAW_TEXT.doneTitle,
    `<h1>${escapeHtml(WITHDRAW_TEXT.doneTitle)}</h1>
${paragraphs(WITHDRAW_TEXT.done, WITHDRAW_TEXT.again)}
<p><a href="/">${escapeHtml(WITHDRAW_TEXT.home)}</a></p>`,
  );
