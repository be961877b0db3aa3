import { site } from '../config/site';
import { escapeHtml } from '../utils/html';

/**
 * A small page the API writes itself for a browser that submitted a form without JavaScript (a problem,
 * the quiz's results): the site's name, one main column and its own style (the API's policy allows only
 * inline style), never indexed.
 */
export function htmlPage({ title, body, style = '' }: { title: string; body: string; style?: string }): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>body{font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;margin:0}main{max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6}li{margin:.25rem 0}a{color:#4338ca;font-weight:600}${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** An HTML answer the browser shows as a page and never keeps. */
export function htmlAnswer(page: string, status = 200, headers: HeadersInit = {}): Response {
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
