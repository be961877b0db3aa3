import { NOT_FOR_US_REASONS, SHORTLIST_DECISIONS } from '../../config/choices';
import { consentPath, shortlistCvPath, shortlistDecisionPath } from '../../config/introductions';
import { buttonVariants } from '../../components/ui/button';
import type { ConsentQuestion } from '../../introductions/consent';
import type { ShortlistCandidate, ShortlistView } from '../../introductions/shortlists';
import {
  CONSENT_PAGE_TEXT,
  consentClosing,
  consentIntro,
  consentQuestion,
  decisionLabel,
  LINK_NOT_FOUND_TEXT,
  profileRows,
  SHORTLIST_PAGE_TEXT,
} from '../../texts/introductions';
import { escapeHtml } from '../../utils/html';
import { htmlPage } from '../html-page';

/** The pages of the candidate's question and of the reviewer's shortlist (docs/decisions/introductions.md). */

const page = (title: string, body: string) => htmlPage({ title, body });
const paragraphs = (...lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
const button = (variant: 'primary' | 'outline') => buttonVariants({ variant, focusRing: true });

/** The one page for every link that opens nothing: wrong, mistyped, revoked or expired look the same. */
export const linkNotFoundPage = () =>
  page(LINK_NOT_FOUND_TEXT.title, `<h1>${escapeHtml(LINK_NOT_FOUND_TEXT.title)}</h1>\n${paragraphs(LINK_NOT_FOUND_TEXT.explain)}`);

/** The candidate's question: the text exactly as stored (what they consent to), then Yes and No; or their answer. */
export function consentPage(token: string, q: ConsentQuestion): string {
  const t = CONSENT_PAGE_TEXT;
  if (q.status !== 'asked') return consentAnsweredPage(q);
  // The words of the stored consent text (consentText), laid out: the same functions write both.
  const rows = profileRows(q.profile).map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`);
  return page(
    t.title,
    `<h1>${escapeHtml(consentQuestion(q))}</h1>
${paragraphs(consentIntro(q.employerShown))}
<dl>${rows.join('')}</dl>
${paragraphs(consentClosing(q.dueOn))}
<form method="post" action="${escapeHtml(consentPath(token))}" class="flex flex-wrap gap-3">
<button type="submit" name="answer" value="yes" class="${button('primary')}">${escapeHtml(t.yes)}</button>
<button type="submit" name="answer" value="no" class="${button('outline')}">${escapeHtml(t.no)}</button>
</form>
${paragraphs(t.private)}`,
  );
}

/** What the candidate answered (or that the question closed), shown after answering and on every later visit. */
export function consentAnsweredPage(q: ConsentQuestion): string {
  const t = CONSENT_PAGE_TEXT;
  const line =
    q.status === 'declined' || (q.status === 'withdrawn' && !q.answeredAt)
      ? t.answeredNo(q.roleTitle, q.employerShown)
      : q.status === 'not-given'
        ? t.closed(q.roleTitle, q.employerShown)
        : t.answeredYes(q.roleTitle, q.employerShown, q.answeredAt ?? new Date());
  return page(t.answeredTitle, `<h1>${escapeHtml(t.answeredTitle)}</h1>\n${paragraphs(line, t.private)}`);
}

function candidateSection(token: string, c: ShortlistCandidate): string {
  const t = SHORTLIST_PAGE_TEXT;
  const id = `candidate-${c.introductionId}`;
  const rows = profileRows(c.profile)
    .slice(1, -1)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const cv = c.hasCv
    ? `<p><a href="${escapeHtml(shortlistCvPath(token, c.introductionId))}">${escapeHtml(t.viewCv)}</a> · <a href="${escapeHtml(shortlistCvPath(token, c.introductionId, true))}">${escapeHtml(t.downloadCv)}</a></p>`
    : paragraphs(t.noCv);
  const decided = c.decision ? paragraphs(t.decided(decisionLabel(c.decision.decision), c.decision.decidedAt)) : '';
  const radios = SHORTLIST_DECISIONS.map(
    (d) =>
      `<label class="flex items-center gap-2"><input type="radio" name="decision" value="${d.value}" required${c.decision?.decision === d.value ? ' checked' : ''}> ${escapeHtml(d.label)}</label>`,
  ).join('\n');
  const reasons = [
    `<option value="">-</option>`,
    ...NOT_FOR_US_REASONS.map(
      (r) => `<option value="${r.value}"${c.decision?.reason === r.value ? ' selected' : ''}>${escapeHtml(r.label)}</option>`,
    ),
  ].join('');
  return `<section aria-labelledby="${id}" class="space-y-3 border-t border-slate-200 pt-6" data-candidate>
<h2 id="${id}">${escapeHtml(c.shownName)}</h2>
${paragraphs(t.willing(c.consentedAt))}
<dl>${rows}</dl>
${cv}
${decided}
<form method="post" action="${escapeHtml(shortlistDecisionPath(token, c.introductionId))}" class="space-y-3">
<fieldset class="space-y-2"><legend class="font-semibold">${escapeHtml(t.decisionLegend)}</legend>
${radios}
</fieldset>
<p><label for="reason-${c.introductionId}" class="block font-semibold">${escapeHtml(t.reasonLabel)}</label>
<select id="reason-${c.introductionId}" name="reason" class="mt-1 rounded border border-slate-400 bg-white p-2">${reasons}</select></p>
<p><label for="comment-${c.introductionId}" class="block font-semibold">${escapeHtml(t.commentLabel)}</label>
<textarea id="comment-${c.introductionId}" name="comment" rows="3" maxlength="1000" class="mt-1 w-full rounded border border-slate-400 bg-white p-2">${escapeHtml(c.decision?.comment ?? '')}</textarea></p>
<button type="submit" class="${button('primary')}">${escapeHtml(t.send)}</button>
</form>
</section>`;
}

/** The reviewer's page: every candidate with a Yes on the job, their decisions, and the date to respond by. */
export function shortlistPage(token: string, view: ShortlistView): string {
  const t = SHORTLIST_PAGE_TEXT;
  const title = t.title(view.roleTitle);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${paragraphs(t.intro(view.shortlist.reviewerName, view.employer))}
<p><strong data-due>${escapeHtml(t.respondBy(view.shortlist.dueOn))}</strong></p>
${view.candidates.length ? view.candidates.map((c) => candidateSection(token, c)).join('\n') : paragraphs(t.none)}
${paragraphs(t.private)}`,
  );
}

/** After a decision: thanks, and the way back. */
export function decisionSentPage(backHref: string): string {
  const t = SHORTLIST_PAGE_TEXT;
  return page(
    t.thanksTitle,
    `<h1>${escapeHtml(t.thanksTitle)}</h1>\n${paragraphs(t.thanks)}\n<p><a href="${escapeHtml(backHref)}">${escapeHtml(t.back)}</a></p>`,
  );
}

/** A decision that could not be taken (no reason for "Not for us"): the message, and the way back. */
export function decisionProblemPage(message: string, backHref: string): string {
  const t = SHORTLIST_PAGE_TEXT;
  return page(
    t.decisionLegend,
    `<h1>${escapeHtml(t.decisionLegend)}</h1>\n${paragraphs(message)}\n<p><a href="${escapeHtml(backHref)}">${escapeHtml(t.back)}</a></p>`,
  );
}
