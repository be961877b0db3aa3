import { PROBLEM_PAGE_TEXT } from '../texts/forms';
import { escapeHtml } from '../utils/html';
import { htmlAnswer, htmlPage } from './html-page';
import { withCookies, type Handler } from './http';
import { recordRoute } from './route-map';

/** How a form's own (no-JavaScript) submission is answered. */
export interface NativeFormAnswers {
  /**
   * Success: the prebuilt page to redirect to (303), or the page to show, written from the API's JSON
   * answer (the quiz's results, which no prebuilt page holds).
   */
  success: string | ((body: unknown) => string);
  /** A prebuilt page of this request's own to redirect to instead of a string `success`, if any (an application's job). */
  successFor?: (req: Request) => string | undefined;
  /** A page shown instead of the success redirect when the answer asks for another step (a sign-in's code). */
  successPage?: (body: unknown) => string | undefined;
  /** Where the form is, for the link back (or, from the request, where this one was). */
  formPath: string | ((req: Request) => string);
  /** The failure's heading and the text when the API gave none (spec 8). */
  failure: { title: string; fallback: string };
  /** Field labels, to name the fields a problem concerns. */
  labels: Record<string, string>;
}

/**
 * True for a browser navigating with a form's own submission (not a script's fetch): Sec-Fetch-Mode
 * says so in current browsers; without it, a request that prefers HTML.
 */
export function isNativeFormSubmission(req: Request): boolean {
  const mode = req.headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return /^text\/html\b/i.test(req.headers.get('accept') ?? '');
}

/** The problem page: what went wrong, field by field, and the way back with what was typed. */
export function problemPage(answers: NativeFormAnswers & { formPath: string }, body: { message?: unknown; errors?: unknown }): string {
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  const problems = Object.entries(errors)
    .filter(([field]) => field in answers.labels)
    .map(
      ([field, messages]) =>
        `<li><strong>${escapeHtml(answers.labels[field])}</strong>: ${escapeHtml(String((messages as unknown[])[0] ?? ''))}</li>`,
    );
  const message = typeof body.message === 'string' && body.message ? body.message : answers.failure.fallback;
  const t = PROBLEM_PAGE_TEXT;
  const summary = problems.length ? `<p>${escapeHtml(t.correct)}</p><ul>${problems.join('')}</ul>` : `<p>${escapeHtml(message)}</p>`;
  return htmlPage({
    title: answers.failure.title,
    body: `<h1>${escapeHtml(answers.failure.title)}</h1>
<div role="alert" class="space-y-2 text-red-800">${summary}</div>
<p>${escapeHtml(t.back)}</p>
<p><a href="${escapeHtml(answers.formPath)}">${escapeHtml(t.again)}</a></p>`,
  });
}

/**
 * Wraps a JSON API handler so that a form's own submission (no JavaScript) is answered for a person:
 * success with 303 to the prebuilt 'received' page (or with the page written from the answer), failure
 * with the problem page and the API's status. Scripts keep getting the JSON answers exactly as before.
 */
export function answerNativeForms(handler: Handler, answers: NativeFormAnswers): Handler {
  return recordRoute(async (req, ctx) => {
    const res = await handler(req, ctx);
    if (req.method !== 'POST' || !isNativeFormSubmission(req)) return res;
    // The API answer's cookies (a sign-in's session) go on the answer the person gets instead.
    const formPath = typeof answers.formPath === 'function' ? answers.formPath(req) : answers.formPath;
    const success = answers.successFor?.(req) ?? answers.success;
    return withCookies(await personalAnswer(res, { ...answers, formPath, success }), res.headers.getSetCookie());
  }, handler);
}

async function personalAnswer(res: Response, answers: NativeFormAnswers & { formPath: string }): Promise<Response> {
  const body = await res.json().catch(() => ({}));
  const nextStep = res.ok ? answers.successPage?.(body) : undefined;
  if (nextStep) return htmlAnswer(nextStep);
  if (res.ok && typeof answers.success === 'string')
    return new Response(null, { status: 303, headers: { location: answers.success, 'cache-control': 'no-store' } });
  if (res.ok && typeof answers.success === 'function') return htmlAnswer(answers.success(body));
  const retryAfter = res.headers.get('retry-after');
  return htmlAnswer(problemPage(answers, body), res.status, retryAfter ? { 'retry-after': retryAfter } : {});
}
