import type { ClientDirective } from 'astro';
import { readConsent } from '../lib/cookie-consent';

/**
 * `client:no-consent`: hydrates the island when the browser is idle, but only if no cookie choice is
 * stored. A returning visitor downloads none of the cookie dialog's code (and, on a page with no other
 * island in use, no React at all). Footer 'Cookie Settings' clears the choice and reloads, so the dialog
 * then loads as on a first visit.
 */
const noConsent: ClientDirective = (load) => {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  if (readConsent(storage)) return;

  const hydrate = async () => (await load())();
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate());
  else setTimeout(() => void hydrate(), 200);
};

export default noConsent;
