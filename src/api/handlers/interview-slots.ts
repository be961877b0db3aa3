import { enforceRateLimit, RATE_LIMITS, RateLimitExceededError } from '../../abuse/rate-limit';
import { buttonVariants } from '../../components/ui/button';
import { inputVariants, labelClass } from '../../components/ui/input';
import { getDb } from '../../db/client';
import { answerSlots, findInterviewByToken, INTERVIEW_SLOTS_PATH } from '../../interviews/interviews';
import { choiceLabel, INTERVIEW_MODES } from '../../config/choices';
import { slotChoiceSchema } from '../../schemas/placements';
import { SLOT_PAGE_TEXT } from '../../texts/placements';
import { formatDate } from '../../utils/date-format';
import { escapeHtml } from '../../utils/html';
import { fromUkWallClock } from '../../utils/uk-time';
import { sendAfterAnswer } from '../after-answer';
import { htmlAnswer, htmlPage } from '../html-page';
import { readJsonOrForm, route, type Handler } from '../http';

const T = SLOT_PAGE_TEXT;
const page = (title: string, body: string) => htmlPage({ title, body: `<h1>${escapeHtml(title)}</h1>\n${body}` });
const message = (title: string, text: string, status = 200) => htmlAnswer(page(title, `<p>${escapeHtml(text)}</p>`), status);
const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';
const invalidLink = () => message(T.invalidLink.title, T.invalidLink.body, 404);
/** A slot ('2027-03-26T10:00', UK time) or an instant, as people read it: '26 Mar 2027, 10:00 GMT'. */
function when(slot: string | Date): string {
  if (slot instanceof Date) return formatDate(slot, 'withZone');
  const read = fromUkWallClock(slot);
  return 'date' in read ? formatDate(read.date, 'withZone') : slot;
}

/** Every request for the emailed link counts against one limit per client network; over it, a page that says so. */
function limited(handler: Handler): Handler {
  return async (req, ctx) => {
    try {
      await enforceRateLimit(getDb(), RATE_LIMITS.interviewLinks, ctx.ip);
    } catch (error) {
      if (!(error instanceof RateLimitExceededError)) throw error;
      return htmlAnswer(page(T.tooMany, `<p>${escapeHtml(error.message)}</p>`), 429, { 'retry-after': String(error.retryAfterSeconds) });
    }
    return handler(req, ctx);
  };
}

/** The page: the interview, the adjustments box and its share tick, and one POST button per slot and "none". */
async function slotPage(token: string, notice?: string): Promise<Response> {
  const found = await findInterviewByToken(getDb(), token);
  if (!found) return invalidLink();
  const { interview, facts } = found;
  if (interview.chosenSlot) return message(T.chosen.title, T.alreadyChosen(when(interview.chosenSlot)));
  const button = (value: string, label: string, variant: 'primary' | 'secondary') =>
    `<li class="mt-3"><button type="submit" name="slot" value="${escapeHtml(value)}" class="${buttonVariants({ variant, focusRing: true })}">${escapeHtml(label)}</button></li>`;
  return htmlAnswer(
    page(
      T.title,
      `${notice ? `<p role="alert"><strong>${escapeHtml(notice)}</strong></p>\n` : ''}<p>${escapeHtml(T.intro(facts))}</p>
<dl>
<dt>${escapeHtml(T.how)}</dt><dd>${escapeHtml(choiceLabel(INTERVIEW_MODES, facts.mode))}</dd>
<dt>${escapeHtml(T.where)}</dt><dd>${escapeHtml(facts.where)}</dd>
</dl>
<form method="post" action="${INTERVIEW_SLOTS_PATH}?token=${encodeURIComponent(token)}">
<label for="adjustments" class="${labelClass}">${escapeHtml(T.adjustmentsLabel)}</label>
<p id="adjustments-hint" class="text-sm text-slate-700">${escapeHtml(T.adjustmentsHint)}</p>
<textarea id="adjustments" name="adjustments" rows="3" maxlength="2000" aria-describedby="adjustments-hint" class="${inputVariants({ validated: false, className: 'mt-1 max-w-md' })}"></textarea>
<p class="mt-2"><label class="flex items-start gap-2 text-sm text-slate-700"><input type="checkbox" name="shareAdjustments" value="on" class="mt-1" aria-describedby="share-hint"> ${escapeHtml(T.shareLabel)}</label></p>
<p id="share-hint" class="text-sm text-slate-700">${escapeHtml(T.shareHint)}</p>
<fieldset class="mt-4">
<legend class="${labelClass}">${escapeHtml(T.slotsLegend)}</legend>
<ul>
${interview.slots.map((slot) => button(slot, T.choose(when(slot)), 'primary')).join('\n')}
${button('none', T.none, 'secondary')}
</ul>
</fieldset>
</form>`,
    ),
  );
}

/**
 * /api/interviews/slots?token=: the candidate's page. GET shows the slots and changes nothing (mail
 * scanners open links); its buttons POST the choice, or "none of these work" (docs/decisions/placements.md).
 */
export const interviewSlots = route({
  GET: limited(async (req) => slotPage(tokenOf(req))),
  POST: limited(async (req, ctx) => {
    const token = tokenOf(req);
    const answer = await readJsonOrForm(req, slotChoiceSchema);
    const result = await answerSlots(getDb(), token, answer);
    switch (result.kind) {
      case 'invalid':
        return invalidLink();
      case 'unknown-slot':
        return slotPage(token, T.unknownSlot);
      case 'already':
        return message(T.chosen.title, T.alreadyChosen(when(result.when)));
      case 'none':
        await sendAfterAnswer(ctx, result.topic);
        return message(T.noneSent.title, T.noneSent.body);
      case 'chosen':
        await sendAfterAnswer(ctx, result.topic);
        return message(T.chosen.title, T.chosen.body(when(result.when)));
    }
  }),
});
