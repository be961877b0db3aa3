import { API_SECURITY_HEADERS } from '../../src/security/headers';

/**
 * What Netlify's CDN answers itself, before any file or function: the methods it takes, the control files
 * it never serves, and the security headers on its own answers (a redirect, a refusal), which preview
 * gives its own 301, 400, 405, 413 and 500 too, from the one list the functions use.
 */

/** Methods the site answers; any other (TRACE, which fetch cannot even carry, CONNECT, WebDAV's) is a 405. */
export const SITE_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const isSiteMethod = (method: string | undefined): boolean => (SITE_METHODS as readonly string[]).includes(method ?? '');

/** Netlify reads these from the publish directory and never serves them. */
const CONTROL_FILES = ['/_headers', '/_redirects'];

/**
 * Whether a path names one of Netlify's control files, however written: with a trailing slash (the local
 * emulation serves `/_headers/` as the file) or percent-encoded (`/%5Fheaders`).
 */
export function isControlFilePath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: no file's name either.
  }
  return CONTROL_FILES.includes(path.replace(/\/+$/, ''));
}

/** The headers of an answer preview makes itself: the security headers, then the answer's own. */
export function ownAnswerHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return { ...API_SECURITY_HEADERS, ...headers };
}
