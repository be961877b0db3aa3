/**
 * Netlify's CDN (with or without Pretty URLs) redirects a page's slash-ended address to its own with a 301,
 * where Netlify's local emulation serves the page at both:
 * - `/team/` → `/team` when `team.html` exists (the pages are built as files, `build.format: 'file'`);
 * - `/guide` → `/guide/` when only `guide/index.html` exists.
 * A file's own name (`/team.html`, `/guide/index.html`) is served as it is, as Netlify serves it (measured in
 * slorber/trailing-slash-guide); the pages' canonical links name the one address.
 * A function's path is never redirected: Netlify routes it to the function first.
 */
export interface Site {
  /** Whether the publish directory has this file (`/team.html`). */
  isFile(path: string): boolean;
  /** Whether a path is a function's (./functions.ts). */
  isFunctionPath(pathname: string): boolean;
}

/** The page's own address when `pathname` is another address of it, else undefined. */
export function prettyUrlRedirect(pathname: string, site: Site): string | undefined {
  if (site.isFunctionPath(pathname)) return undefined;
  if (pathname.endsWith('/')) return pathname !== '/' && site.isFile(`${pathname.slice(0, -1)}.html`) ? pathname.slice(0, -1) : undefined;
  if (/\.[a-z0-9]+$/i.test(pathname)) return undefined;
  return !site.isFile(`${pathname}.html`) && site.isFile(`${pathname}/index.html`) ? `${pathname}/` : undefined;
}
