const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser sent this state-changing request from another site: Sec-Fetch-Site must be
 * same-origin when present, else Origin must be this origin when present. Clients that send neither are
 * not browsers acting for someone else (they carry no ambient cookie), so they pass.
 */
export function isCrossSiteRequest(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin';
  const origin = req.headers.get('origin');
  if (origin === null) return false;
  let sender: string | undefined;
  try {
    sender = new URL(origin).origin;
  } catch {
    sender = undefined;
  }
  return sender !== new URL(req.url).origin;
}

/**
 * Whether a browser asked for this read for a page of another origin: Sec-Fetch-Site is neither
 * same-origin (the dashboard's own fetches and links) nor none (an address the admin typed or
 * bookmarked, which no page can cause). A sibling subdomain's page is same-site, so a SameSite=Strict
 * cookie goes with its navigation: only this header tells it apart. A request without the header passes:
 * every browser of this decade sends it, and a client that does not is no browser holding the admin's cookie.
 */
export function isOtherOriginRead(req: Request): boolean {
  const site = req.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}
