import { createHash } from 'node:crypto';
import { API_PAGE_CSS } from '../data/api-page-css';

/**
 * The security headers every answer carries, pages and API alike. Pages get them from `dist/_headers`
 * (written at build by src/build/security-headers-integration.ts, so the script hashes are those of the HTML
 * actually built); functions set their own (src/api/netlify.ts), because Netlify applies its header rules
 * only to the files it serves itself.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Two years, subdomains too; not 'preload', which is a commitment for the owner to make.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The pages' policy: scripts only from this origin or inline ones whose hash was built; styles may be
 * inline (React's style attributes, Astro's scoped styles); images may come from any https address,
 * because post bodies can show them; the forms post only here; no framing, plugins or <base>.
 */
export function pageContentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The API's policy: its answers are JSON, files and the pages it writes (src/api/html-page.ts), which carry
 * the site's stylesheet inline (allowed by its hash: no other inline style), take the icon from the site
 * and run no script.
 */
export const API_CONTENT_SECURITY_POLICY = `default-src 'none'; style-src 'self' '${sha256Source(API_PAGE_CSS)}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** Every header an API answer carries: never indexed either. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Robots-Tag': 'noindex, nofollow',
};

/**
 * The CSP source ('sha256-...') of each script a browser would run inline in an HTML document: classic
 * and module scripts without src. Data blocks (JSON-LD and any other type) are not run, so need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !RUNNABLE_SCRIPT_TYPES.has(type)) continue;
    hashes.push(sha256Source(body));
  }
  return hashes;
}

/** The CSP source ('sha256-...') that allows an inline script or style element with this text. */
function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const RUNNABLE_SCRIPT_TYPES = new Set(['module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** A Netlify `_headers` file: each rule's path, then its headers indented. */
export function headersFile(rules: Array<{ path: string; headers: Record<string, string> }>): string {
  return (
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n\n') + '\n'
  );
}
