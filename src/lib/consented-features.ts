import { ATTRIBUTION_FIELDS, pageView, type Attribution } from '../schemas/visit-facts';
import type { CookiePreferences } from './cookie-consent';
import { ATTRIBUTION_KEY, forget, JOB_FILTERS_KEY, readStored, store, storedAttribution } from './visit-storage';

/**
 * What each optional cookie choice turns on (the dialog's texts, src/texts/cookies.ts, say the same), applied
 * as the page loads and again the moment the choice changes. Analytics: this page's view is sent once to
 * our own API, and the visit's landing page, referrer and UTM tags are kept in session storage to go with
 * an application or enquiry. Functional: the job search's filters are remembered (on /jobs, job-search.ts). Without a
 * choice, or once one is withdrawn, nothing is sent and what was kept is removed. Marketing turns nothing on.
 */

export const PAGE_VIEW_ENDPOINT = '/api/insights/views';

let counted = false;

export function applyConsent(preferences: CookiePreferences | undefined): void {
  if (preferences?.analytics) {
    const view = pageView(location, document.referrer, window.innerWidth);
    // A string body is text/plain: a simple request, which needs no preflight.
    if (!counted) counted = navigator.sendBeacon(PAGE_VIEW_ENDPOINT, JSON.stringify(view));
    // The first page of the visit is where it landed; later pages keep that.
    if (readStored('sessionStorage', ATTRIBUTION_KEY) === null) {
      const { path: landingPath, device: _device, ...source } = view;
      store('sessionStorage', ATTRIBUTION_KEY, JSON.stringify({ landingPath, ...source } satisfies Attribution));
    }
  } else {
    forget('sessionStorage', ATTRIBUTION_KEY);
  }
  if (!preferences?.functional) forget('localStorage', JOB_FILTERS_KEY);
}

/**
 * A form the browser sends itself (the island has not taken it over yet) carries the visit's attribution
 * as hidden fields; an island sends it in its JSON (storedAttribution). Listening late, on window, so a
 * submission an island cancels is left alone.
 */
export function attributeNativeForms(): void {
  window.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (event.defaultPrevented || !form.matches('[data-attribution]')) return;
    const attribution = storedAttribution();
    for (const name of ATTRIBUTION_FIELDS) {
      const value = attribution[name];
      if (!value || form.elements.namedItem(name)) continue;
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    }
    // Kept until the form is sent: a second form in this visit is not credited to the same arrival twice.
    forget('sessionStorage', ATTRIBUTION_KEY);
  });
}
