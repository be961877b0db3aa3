import { HttpError } from './http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request a browser sent from another site: Sec-Fetch-Site must be same-origin
 * when present, else Origin must be this origin when present. Clients that send neither are not
 * browsers acting for someone else (they carry no ambient cookie), so they pass.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const site = req.headers.get('sec-fetch-site');
  if (site) {
    if (site !== 'same-origin') throw new HttpError(403, 'Cross-site request refused');
    return;
  }
  const origin = req.headers.get('origin');
  if (origin === null) return;
  let sender: string | undefined;
  try {
    sender = new URL(origin).origin;
  } catch {
    sender = undefined;
  }
  if (sender !== new URL(req.url).origin) throw new HttpError(403, 'Cross-site request refused');
}
