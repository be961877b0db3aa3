import { COOKIE_TEXT } from '../texts/cookies';

/**
 * The cookie dialog's Customize view, which only its script can reach (without JavaScript the dialog is
 * not shown): the script draws it (cookie-dialog.ts), so its switches and their descriptions are not in
 * every page's HTML. CookieConsent.astro draws the rest.
 */

const CATEGORIES = (['essential', 'analytics', 'marketing', 'functional'] as const).map((key) => ({ key, ...COOKIE_TEXT.categories[key] }));

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The Customize view's HTML: a switch per category (Essential on and locked), Save Preferences and Back,
 * drawn as the first view's buttons (their classes are given, so this file names none of buttonVariants').
 * In forced colours the track's transparent border is its outline, and the knob is drawn in system
 * colours (CookieConsent.astro's style): text colour when off, the highlight when on.
 */
export function customizeViewHtml(buttons: { primary: string; secondary: string }): string {
  const switches = CATEGORIES.map(({ key, label, description }) => {
    const essential = key === 'essential';
    return `<li class="flex items-start justify-between gap-4 py-3"><div><label for="cookie-${key}" class="text-sm font-semibold">${escape(label)}</label><p id="cookie-${key}-desc" class="text-sm text-slate-600">${escape(description)}</p></div><button type="button" role="switch" id="cookie-${key}" data-category="${key}" aria-describedby="cookie-${key}-desc" aria-checked="${essential}"${essential ? ' disabled' : ''} class="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-70 aria-checked:bg-indigo-700"><span class="block size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5"></span></button></li>`;
  }).join('');
  return `<div data-view="customize" hidden><p id="cookie-consent-customize" class="mt-3 text-sm text-slate-700">${escape(COOKIE_TEXT.customizeIntro)}</p><ul class="mt-4 divide-y divide-slate-200">${switches}</ul><form method="dialog" class="mt-6 flex flex-col gap-3 sm:flex-row"><button value="custom" class="${buttons.primary}">${escape(COOKIE_TEXT.save)}</button><button type="button" data-show="summary" class="${buttons.secondary}">${escape(COOKIE_TEXT.back)}</button></form></div>`;
}
