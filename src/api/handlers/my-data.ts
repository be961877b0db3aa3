import { enforceRateLimit, RateLimitExceededError, RATE_LIMITS, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { getDb } from '../../db/client';
import {
  CONSENT_KINDS,
  changeConsent,
  hideFromSchema,
  myData,
  preferencesSchema,
  primaryEmailOf,
  replaceCv,
  setHiddenEmployers,
  updatePreferences,
} from '../../people/my-data';
import { endPersonSession, isLiveSignInLink, MY_LINK_PATH, requestSignInLink, startPersonSession } from '../../people/sign-in';
import type { ConsentKind } from '../../people/consents';
import { myErasureSchema, signInLinkSchema } from '../../schemas/my-data';
import { recordSubjectRequest } from '../../subject-requests/log';
import { erasePersonalData } from '../../subject-requests/personal-data';
import { MY_LINK_FAILURE, MY_LINK_LABELS, MY_LINK_SENT } from '../../texts/my-data';
import { UploadError } from '../../uploads/errors';
import { parseMultipart } from '../../uploads/multipart';
import { acceptFile, CV_UPLOAD } from '../../uploads/purposes';
import { afterAnswer, sendTopic } from '../after-answer';
import { htmlAnswer } from '../html-page';
import { HttpError, json, readJson, readJsonOrForm, route, withCookies, type Handler, type RequestContext } from '../http';
import { answerNativeForms, isNativeFormSubmission } from '../native-form';
import { invalidLinkPage, linkSentPage, signInLinkPage, tooManyLinkPage } from '../pages/my-data-pages';
import { personalDataDownload } from '../personal-data-download';
import {
  clearedPersonSessionCookie,
  PERSON_HEADERS,
  personSessionCookie,
  personSessionToken,
  personSignedIn,
  type PersonHandler,
} from '../person-session';

/** "My data" (docs/decisions/people.md): a person's own records, reached with a link emailed to them. */

/**
 * POST /api/my/sign-in-link: { email }, as JSON or the /my page's own form. 202 with the same body for
 * every valid address, and in the same time: the lookup, the link and its email happen after the answer.
 * Limited per client network and site-wide here, and per address (silently) by requestSignInLink.
 */
export const mySignInLink = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const db = getDb();
      const { email } = await withinRateLimit(db, RATE_LIMITS.myDataLinks, ctx.ip, async () => {
        const data = await readJsonOrForm(req, signInLinkSchema);
        return withinSiteCeiling(db, SITE_CEILINGS.myDataLinks, 1, async () => data);
      });
      const work = requestSignInLink(db, email)
        .then((topic) => (topic ? sendTopic(topic) : undefined))
        .catch((error) => console.error('[my-data] sign-in link request failed:', error));
      await afterAnswer(ctx, work);
      return json({ message: MY_LINK_SENT.body }, 202, PERSON_HEADERS);
    },
  }),
  { success: linkSentPage, formPath: '/my', failure: MY_LINK_FAILURE, labels: MY_LINK_LABELS },
);

/**
 * A link's pages are capabilities: never kept by a cache, never indexed, and the address (the token) never
 * sent to another site in a Referer ('same-origin', not 'no-referrer', so Continue's form carries its Origin).
 */
const PRIVATE_PAGE = { ...PERSON_HEADERS, 'referrer-policy': 'same-origin' } as const;
const page = (html: string, status = 200, headers: Record<string, string> = {}) =>
  htmlAnswer(html, status, { ...PRIVATE_PAGE, ...headers });

/** Every request for a link's page or its Continue counts against one limit per network, found or not, as the status links do. */
function limited(handler: (token: string, req: Request) => Promise<Response>): Handler {
  return async (req: Request, ctx: RequestContext) => {
    try {
      await enforceRateLimit(getDb(), RATE_LIMITS.myDataLinkPages, ctx.ip);
    } catch (error) {
      if (!(error instanceof RateLimitExceededError)) throw error;
      return page(tooManyLinkPage(error.message), 429, { 'retry-after': String(error.retryAfterSeconds) });
    }
    return handler(new URL(req.url).searchParams.get('token') ?? '', req);
  };
}

/**
 * GET /api/my/sign-in?token=: the link's page, which changes nothing (mail scanners open links); its
 * Continue (POST, the same address) uses the link up, starts the person's session and goes to /my.
 */
export const mySignIn = route({
  GET: limited(async (token) =>
    (await isLiveSignInLink(getDb(), token))
      ? page(signInLinkPage(`${MY_LINK_PATH}?token=${encodeURIComponent(token)}`))
      : page(invalidLinkPage(), 404),
  ),
  POST: limited(async (token, req) => {
    const session = await startPersonSession(getDb(), token);
    if (!session) return page(invalidLinkPage(), 404);
    const res = new Response(null, { status: 303, headers: { location: '/my', ...PRIVATE_PAGE } });
    return withCookies(res, [personSessionCookie(req, session)]);
  }),
});

/** The answer that ends the session on this browser: /my again for a form's own post, else 204. */
const signedOut = (req: Request) =>
  withCookies(
    isNativeFormSubmission(req)
      ? new Response(null, { status: 303, headers: { location: '/my', ...PERSON_HEADERS } })
      : new Response(null, { status: 204, headers: PERSON_HEADERS }),
    [clearedPersonSessionCookie(req)],
  );

/** POST /api/my/sign-out: ends the person's session (any or none: signing out never fails). */
export const mySignOut = route({
  POST: async (req) => {
    await endPersonSession(getDb(), personSessionToken(req));
    return signedOut(req);
  },
});

/** The person's data after a change: what the page draws again. */
const write = (change: (...args: Parameters<PersonHandler>) => Promise<unknown>) =>
  personSignedIn(async (req, ctx) => {
    await change(req, ctx);
    return json(await myData(getDb(), ctx.personId));
  });

/** GET /api/my (a person's session): everything "My data" shows. */
export const myDataItem = route({
  GET: personSignedIn(async (_req, { personId }) => json(await myData(getDb(), personId))),
});

/** POST /api/my/consents/{find-work|keep-details}/{renew|withdraw}: a consent granted again from now, or withdrawn. */
export const myConsent = route({
  POST: write(async (_req, { params, personId }) => {
    const kind = params.kind as ConsentKind;
    const action = params.action;
    if (!CONSENT_KINDS.includes(kind) || (action !== 'renew' && action !== 'withdraw')) {
      throw new HttpError(404, 'Unknown consent or action: use find-work or keep-details, then renew or withdraw');
    }
    await changeConsent(getDb(), personId, kind, action);
  }),
});

/** PUT /api/my/preferences: { interests, locations, salaryFloor, earliestStart }, as the registration form takes them. */
export const myPreferences = route({
  PUT: write(async (req, { personId }) => updatePreferences(getDb(), personId, await readJson(req, preferencesSchema))),
});

/** PUT /api/my/hide-from: { hideFrom }, the whole list. */
export const myHideFrom = route({
  PUT: write(async (req, { personId }) => setHiddenEmployers(getDb(), personId, (await readJson(req, hideFromSchema)).hideFrom)),
});

/** PUT /api/my/cv: multipart with the new CV in `cv`, checked as an application's; counts against the site's CV bytes. */
export const myCv = route({
  PUT: write(async (req, { personId }) => {
    const { files } = await parseMultipart(req, { maxFileBytes: CV_UPLOAD.maxBytes, tooLargeMessage: CV_UPLOAD.messages.tooLarge });
    const file = files.find((f) => f.field === CV_UPLOAD.field && f.data.length > 0);
    const refuse = (message: string) =>
      new HttpError(400, `Invalid ${CV_UPLOAD.field}: ${message}`, { errors: { [CV_UPLOAD.field]: [message] } });
    if (!file) throw refuse(CV_UPLOAD.messages.required);
    let cv;
    try {
      cv = acceptFile(CV_UPLOAD, file);
    } catch (error) {
      if (error instanceof UploadError) throw refuse(error.message);
      throw error;
    }
    const db = getDb();
    await withinSiteCeiling(db, SITE_CEILINGS.applicationBytes, cv.data.length, () => replaceCv(db, personId, cv));
  }),
});

/** POST /api/my/download: the subject-access archive the consultant can make, of the person, as a zip download. */
export const myDownload = route({
  POST: personSignedIn(async (_req, { personId }) => {
    const db = getDb();
    return personalDataDownload(db, await primaryEmailOf(db, personId), null);
  }),
});

/**
 * POST /api/my/erasure: { confirm: true }: the existing erasure, of every address of the person, recorded as
 * the person's own request; the session goes with the person, and its cookie with it.
 */
export const myErasure = route({
  POST: personSignedIn(async (req, { personId }) => {
    await readJson(req, myErasureSchema);
    const db = getDb();
    const email = await primaryEmailOf(db, personId);
    const counts = await erasePersonalData(db, email, (trx, erased) => recordSubjectRequest(trx, 'erasure', email, erased, null));
    return withCookies(json({ counts }), [clearedPersonSessionCookie(req)]);
  }),
});
