import { site } from '../config/site';
import { escapeHtml } from '../utils/html';
import type { Handler } from './http';

/** How a form's own (no-JavaScript) submission is answered. */
export interface NativeFormAnswers {
  /** The prebuilt page a successful submission is redirected to (303). */
  receivedPath: string;
  /** Where the form is, for the link back. */
  formPath: string;
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
export function problemPage(answers: NativeFormAnswers, body: { message?: unknown; errors?: unknown }): string {
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, unknown>) : {};
  const problems = Object.entries(errors)
    .filter(([field]) => field in answers.labels)
    .map(([field, messages]) => `<li><strong>${escapeHtml(answers.labels[field])}</strong>: ${escapeHtml(String((messages as unknown[])[0] ?? ''))}</li>`);
  const message = typeof body.message === 'string' && body.message ? body.message : answers.failure.fallback;
  const summary = problems.length ? `<p>Please correct the following:</p><ul>${problems.join('')}</ul>` : `<p>${escapeHtml(message)}</p>`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(answers.failure.title)} | ${escapeHtml(site.name)}</title>
<style>body{font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0}main{max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6}h1{color:#b91c1c}li{margin:.25rem 0}a{color:#4338ca;font-weight:600}</style>
</head>
<body>
<main>
<h1>${escapeHtml(answers.failure.title)}</h1>
${summary}
<p>Use your browser's <strong>Back</strong> button to return to the form: what you typed is kept there (a chosen file may need choosing again).</p>
<p><a href="${escapeHtml(answers.formPath)}">Open the form again</a></p>
</main>
</body>
</html>
`;
}

/**
 * Wraps a JSON API handler so that a form's own submission (no JavaScript) is answered for a person:
 * success with 303 to the prebuilt 'received' page, failure with the problem page and the API's status.
 * Scripts keep getting the JSON answers exactly as before.
 */
export function answerNativeForms(handler: Handler, answers: NativeFormAnswers): Handler {
  return async (req, ctx) => {
    const res = await handler(req, ctx);
    if (req.method !== 'POST' || !isNativeFormSubmission(req)) return res;
    if (res.ok) return new Response(null, { status: 303, headers: { location: answers.receivedPath, 'cache-control': 'no-store' } });
    const body = await res.json().catch(() => ({}));
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    const retryAfter = res.headers.get('retry-after');
    if (retryAfter) headers.set('retry-after', retryAfter);
    return new Response(problemPage(answers, body), { status: res.status, headers });
  };
}
