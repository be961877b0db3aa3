/**
 * Where a job alert sign-up's problem page leads back to ('Open the form again'). The page that sent the
 * form is known only from the Referer, which anyone can set, so only the site's own pages that offer the
 * form are accepted: the jobs list (with its search), a job, the quiz, the application-received pages and
 * the home page (an application's sent state offers the form there). Anything else leads to the jobs list.
 */
import { QUIZ_FORM_PATH } from '../quiz/routes';

export const DEFAULT_ALERT_FORM_PATH = '/jobs';

const FORM_PAGES = [
  /^\/$/,
  /^\/jobs$/,
  /^\/jobs\/\d{1,9}$/,
  /^\/career-quiz$/,
  new RegExp(`^${QUIZ_FORM_PATH.replace(/[/-]/g, '\\$&')}$`),
  /^\/application-received$/,
  /^\/application-received\/\d{1,9}$/,
];

/** The path of the form page a Referer names, as a same-site path; DEFAULT_ALERT_FORM_PATH for any other. */
export function alertFormPath(referer: string | null | undefined): string {
  if (!referer) return DEFAULT_ALERT_FORM_PATH;
  let url: URL;
  try {
    // Relative to a base of our own: an absolute Referer keeps its host, which the path test ignores.
    url = new URL(referer, 'https://site.invalid');
  } catch {
    return DEFAULT_ALERT_FORM_PATH;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return DEFAULT_ALERT_FORM_PATH;
  const path = url.pathname.replace(/\.html$/, '');
  if (!FORM_PAGES.some((page) => page.test(path))) return DEFAULT_ALERT_FORM_PATH;
  // The jobs list keeps its search (re-encoded, so it can only be a query); other pages need none.
  const search = path === '/jobs' ? new URLSearchParams(url.searchParams).toString() : '';
  return search ? `${path}?${search}` : path;
}
