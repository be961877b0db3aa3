import { browserStorage } from './browser-storage';
import { clearConsent, CONSENT_EVENT, readConsent, type CookiePreferences } from './cookie-consent';
import { startCookieDialog } from './cookie-dialog';
import { applyConsent, attributeNativeForms } from './consented-features';

/**
 * The cookie choice's behaviour on every page (CookieConsent.astro fetches it once the page has painted):
 * applies the stored choice (src/lib/consented-features.ts), now and again the moment it changes; asks with
 * the server-rendered dialog when there is none (or it is unreadable); and makes the footer's Cookie
 * Settings forget it.
 */
const consent = readConsent(browserStorage());
applyConsent(consent?.preferences);
addEventListener(CONSENT_EVENT, (event) => applyConsent((event as CustomEvent<CookiePreferences>).detail));
attributeNativeForms();

const dialog = document.getElementById('cookie-consent') as HTMLDialogElement | null;
if (dialog && consent) {
  dialog.nextElementSibling?.remove();
  dialog.remove();
} else if (dialog) {
  // No choice, or an unreadable one (which the inline check took for a choice): ask.
  document.documentElement.removeAttribute('data-consent-stored');
  startCookieDialog(dialog);
}

// The footer's Cookie Settings (CookieSettingsButton.astro): forget the choice and ask again.
for (const button of document.querySelectorAll('[data-cookie-settings]')) {
  button.addEventListener('click', () => {
    clearConsent(browserStorage());
    window.location.reload();
  });
}
