/**
 * The URL a request names on this site, as the functions and the CDN's own redirects must read it: the
 * origin is always the site's, whatever the request target says.
 *
 * A target is resolved by appending it to the origin, never as a relative reference against it (where
 * `//evil.com/api/jobs` names another host). The leading slashes of the path are then collapsed to one:
 * `//evil.com/api/jobs` is the path `/evil.com/api/jobs` (a 404), and no path can start with `//`, so no
 * redirect built from one can be read as another host (`Location: //evil.com/`). Collapsing rather than
 * refusing, because a browser does send such paths (`https://site//team`, a link joined with one slash too
 * many), and a 400 for them would be an answer of preview's own. A target that is not a path at all
 * (absolute-form `http://other.host/...`, `*`) names no page of this one site: undefined, for a 400.
 */
export function requestUrl(target: string, origin: string): URL | undefined {
  if (!target.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(origin + target);
  } catch {
    return undefined;
  }
  // After parsing: `/\evil.com` and `/..//evil.com` only become `//evil.com` once the URL is read.
  url.pathname = url.pathname.replace(/^\/{2,}/, '/');
  return url;
}
