import { siteFooterHtml, siteHeaderHtml, skipLinkHtml } from '../components/site-chrome';
import { site } from '../config/site';
import { API_PAGE_CSS } from '../data/api-page-css';
import { escapeHtml } from '../utils/html';

/**
 * The column a page's own content sits in, and the look of its plain elements (a heading, paragraphs, a
 * list, a definition list, a link without classes of its own), so each page writes plain HTML. As
 * utilities, a static page (which never names them) has them trimmed from its stylesheet.
 */
const CONTENT_CLASS = [
  'mx-auto max-w-2xl px-4 py-12 sm:py-16 space-y-4',
  '[&>h1]:text-3xl [&>h1]:font-bold [&>h1]:tracking-tight [&>h2]:pt-4 [&>h2]:text-xl [&>h2]:font-semibold',
  '[&_ul:not([class])]:list-disc [&_ul:not([class])]:pl-5 [&_ul:not([class])]:space-y-1',
  '[&_dl]:grid [&_dl]:grid-cols-[max-content_1fr] [&_dl]:gap-x-4 [&_dl]:gap-y-1 [&_dt]:font-semibold',
  '[&_a:not([class])]:font-semibold [&_a:not([class])]:text-indigo-700 [&_a:not([class])]:underline',
].join(' ');

/**
 * The shell of every page the API writes (status and withdrawal pages, the job alert pages, a form's
 * problem page, the quiz's results, the comments and sign-in pages for a browser without JavaScript): the
 * site's header, phone menu and footer (site-chrome.ts, the static pages' own), its stylesheet written in
 * (src/data/api-page-css.ts; the API's policy allows it by its hash), and the page's content in one column.
 * Never indexed. No script runs here (the API's policy allows none):
 * the menu is a popover, which opens without one.
 */
export function htmlPage({ title, body }: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${API_PAGE_CSS}</style>
</head>
<body class="min-h-screen bg-slate-50 text-slate-900 antialiased">
${skipLinkHtml()}
${siteHeaderHtml()}
<main id="main" class="pt-16 print:pt-0">
<div class="${CONTENT_CLASS}">
${body}
</div>
</main>
${siteFooterHtml()}
</body>
</html>
`;
}

/** An HTML answer the browser shows as a page and never keeps. */
export function htmlAnswer(page: string, status = 200, headers: HeadersInit = {}): Response {
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
