import { RATE_LIMITS } from '../../abuse/rate-limit';
import { getDb } from '../../db/client';
import { answerConsent, askCandidate, findConsentQuestion, introductionTopic } from '../../introductions/consent';
import { listIntroductions } from '../../introductions/ledger';
import { previewIntroductionUnsuccessful, tellCandidateNotForUs, undoTellCandidateNotForUs } from '../../introductions/outcome';
import {
  createShortlist,
  decideOnCandidate,
  decisionTopic,
  openShortlistPage,
  revokeShortlist,
  shortlistCv,
  shortlistsOfJob,
  shortlistTopic,
} from '../../introductions/shortlists';
import { shortlistPath } from '../../config/introductions';
import { consentAnswerSchema, introductionSchema, shortlistDecisionSchema, shortlistSchema } from '../../schemas/introductions';
import { SHORTLIST_PAGE_TEXT } from '../../texts/introductions';
import { attachmentDisposition } from '../../utils/content-disposition';
import { adminOnly } from '../admin-guard';
import { sendAfterAnswer } from '../after-answer';
import { HttpError, json, parseId, positiveId, readJson, readJsonOrForm, route } from '../http';
import {
  consentAnsweredPage,
  consentPage,
  decisionProblemPage,
  decisionSentPage,
  linkNotFoundPage,
  shortlistPage,
} from '../pages/introduction-pages';
import { linkLimited, privatePage } from '../private-link';

const notFound = () => privatePage(linkNotFoundPage(), 404);

/** The one id a list of introductions or shortlists is asked for (`?jobId=`...); 400 naming it when it is not an id. */
function idParam(req: Request, name: string): number | undefined {
  const raw = new URL(req.url).searchParams.get(name);
  if (raw === null) return undefined;
  const id = positiveId(raw);
  if (id === undefined) throw new HttpError(400, `${name} must be a record id`, { errors: { [name]: ['Must be a record id'] } });
  return id;
}

/**
 * /api/admin/introductions (admin; docs/decisions/introductions.md). POST { personId, jobId, ...profile }:
 * asks the person (201, status asked), 409 when they hide from the employer or are already asked. GET
 * ?jobId=, ?personId= or ?clientId= (the candidate-protection register: the last 12 months).
 */
export const adminIntroductions = route({
  GET: adminOnly(async (req) => {
    const by = { jobId: idParam(req, 'jobId'), clientId: idParam(req, 'clientId'), personId: idParam(req, 'personId') };
    if (by.jobId === undefined && by.clientId === undefined && by.personId === undefined)
      throw new HttpError(400, 'Give jobId, clientId or personId', { errors: { jobId: ['Give jobId, clientId or personId'] } });
    return json(await listIntroductions(getDb(), by));
  }),
  POST: adminOnly(async (req, ctx) => {
    const introduction = await askCandidate(getDb(), await readJson(req, introductionSchema));
    await sendAfterAnswer(ctx, introductionTopic(introduction.id));
    const { consentTokenHash: _, reminderTokenHash: __, ...shown } = introduction;
    return json(shown, 201);
  }),
});

/**
 * /api/admin/introductions/{id}/unsuccessful-email (admin). GET: the kind email a "Not for us" leads to,
 * as it would go (nothing sent). POST: the consultant confirms; it goes after the grace period (202).
 * DELETE: Undo while it waits: withdrawn, the candidate no longer told (200); 409 once sent or none queued.
 */
export const adminIntroductionUnsuccessfulEmail = route({
  GET: adminOnly(async (_req, { params }) => {
    const preview = await previewIntroductionUnsuccessful(getDb(), parseId(params.id, 'Introduction'));
    if (!preview) throw new HttpError(404, 'Introduction not found');
    return json(preview);
  }),
  POST: adminOnly(async (_req, { params }) => json(await tellCandidateNotForUs(getDb(), parseId(params.id, 'Introduction')), 202)),
  DELETE: adminOnly(async (_req, { params }) => {
    const id = parseId(params.id, 'Introduction');
    await undoTellCandidateNotForUs(getDb(), id);
    return json({ id, candidateToldAt: null });
  }),
});

/** /api/admin/shortlists (admin). POST { jobId, reviewerName, reviewerEmail, blind }: 201, the reviewer emailed their link. GET ?jobId=: the links with their openings, downloads and decisions. */
export const adminShortlists = route({
  GET: adminOnly(async (req) => {
    const jobId = idParam(req, 'jobId');
    if (jobId === undefined) throw new HttpError(400, 'Give jobId', { errors: { jobId: ['Give jobId'] } });
    return json(await shortlistsOfJob(getDb(), jobId));
  }),
  POST: adminOnly(async (req, ctx) => {
    const shortlist = await createShortlist(getDb(), await readJson(req, shortlistSchema));
    await sendAfterAnswer(ctx, shortlistTopic(shortlist.id));
    return json(shortlist, 201);
  }),
});

/** DELETE /api/admin/shortlists/{id} (admin): the link stops working at once (204). */
export const adminShortlistItem = route({
  DELETE: adminOnly(async (_req, { params }) => {
    if (!(await revokeShortlist(getDb(), parseId(params.id, 'Shortlist')))) throw new HttpError(404, 'Shortlist not found');
    return new Response(null, { status: 204 });
  }),
});

const consentLimited = (handler: Parameters<typeof linkLimited>[1]) => linkLimited(RATE_LIMITS.consentLinks, handler);

/** /api/introductions/{token}: the candidate's question (GET shows, changes nothing); their Yes or No (POST, a plain form). */
export const consentLink = route({
  GET: consentLimited(async (token) => {
    const question = await findConsentQuestion(getDb(), token);
    return question ? privatePage(consentPage(token, question)) : notFound();
  }),
  POST: consentLimited(async (token, req) => {
    const { answer } = await readJsonOrForm(req, consentAnswerSchema);
    const question = await answerConsent(getDb(), token, answer);
    return question ? privatePage(consentAnsweredPage(question)) : notFound();
  }),
});

const shortlistLimited = (handler: Parameters<typeof linkLimited>[1]) => linkLimited(RATE_LIMITS.shortlistLinks, handler);

/** GET /api/shortlists/{token}: the reviewer's page (each opening logged), or the one 404 page for a wrong, revoked or expired link. */
export const shortlistLink = route({
  GET: shortlistLimited(async (token) => {
    const view = await openShortlistPage(getDb(), token);
    return view ? privatePage(shortlistPage(token, view)) : notFound();
  }),
});

/** GET /api/shortlists/{token}/cv/{introductionId}[?download=1]: a candidate's CV, shown or downloaded (each logged). */
export const shortlistCvFile = route({
  GET: shortlistLimited(async (token, req, { params }) => {
    const id = positiveId(params.id);
    const cv = id === undefined ? undefined : await shortlistCv(getDb(), token, id);
    if (!cv) return notFound();
    const disposition = attachmentDisposition(cv.fileName, 'cv');
    const download = new URL(req.url).searchParams.has('download');
    return new Response(new Uint8Array(cv.data), {
      headers: {
        'content-type': cv.contentType,
        'content-disposition': download ? disposition : disposition.replace(/^attachment/, 'inline'),
        'content-length': String(cv.data.length),
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
        'referrer-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  }),
});

/** POST /api/shortlists/{token}/decisions/{introductionId}: the reviewer's decision (a plain form); the consultant is mailed at once. */
export const shortlistDecision = route({
  POST: shortlistLimited(async (token, req, ctx) => {
    const id = positiveId(ctx.params.id);
    const back = shortlistPath(token);
    let input;
    try {
      input = await readJsonOrForm(req, shortlistDecisionSchema);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      return privatePage(decisionProblemPage(SHORTLIST_PAGE_TEXT.reasonNeeded, back), 400);
    }
    const now = new Date();
    const view = id === undefined ? undefined : await decideOnCandidate(getDb(), token, id, input, { now });
    if (!view) return notFound();
    await sendAfterAnswer(ctx, decisionTopic(id!, now));
    return privatePage(decisionSentPage(back));
  }),
});
