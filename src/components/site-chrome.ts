/**
 * The header, phone menu and footer of every page, as HTML written once: the static pages take them through
 * SiteHeader.astro, MobileMenu.astro and SiteFooter.astro, and the pages the API writes through its shell
 * (src/api/html-page.ts), so a link or a fact changed here changes everywhere. What needs a script (the
 * menu's label, the cookie settings) is added by the Astro components; the HTML works without one.
 */
import { footerPageLinks, footerSectionLinks, mainNav, mobileNav } from '../config/navigation';
import { fullAddress, formatPhone, site } from '../config/site';
import { SITE_CHROME_TEXT as T } from '../texts/site-chrome';
import { escapeHtml } from '../utils/html';
import { buttonVariants } from './ui/button';

const link = (href: string, label: string, className: string, extra = '') =>
  `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}"${extra}>${escapeHtml(label)}</a>`;

/** The skip link, first in the body. */
export const skipLinkHtml = () =>
  `<a href="#main" class="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">${escapeHtml(T.skipToContent)}</a>`;

const icon = (className: string, path: string) =>
  `<svg class="${className}" aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="${path}"></path></svg>`;

/**
 * The phone menu (below the lg breakpoint): a popover its button toggles, so it opens without JavaScript
 * too; which icon shows follows the popover's own state (global.css).
 */
export function mobileMenuHtml(): string {
  const items = mobileNav
    .map(
      (item) =>
        `<li>${link(item.href, item.label, 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-700')}</li>`,
    )
    .join('');
  return `<div class="lg:hidden print:hidden" data-mobile-menu>
<button type="button" class="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700" popovertarget="mobile-menu-panel" aria-controls="mobile-menu-panel" aria-label="${escapeHtml(T.openMenu)}" data-open-label="${escapeHtml(T.openMenu)}" data-close-label="${escapeHtml(T.closeMenu)}" data-menu-button>${icon('menu-icon-open', 'M4 6h16M4 12h16M4 18h16')}${icon('menu-icon-close', 'M18 6 6 18M6 6l12 12')}</button>
<nav id="mobile-menu-panel" aria-label="${escapeHtml(T.mobileNav)}" popover class="fixed inset-x-0 top-16 bottom-auto w-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg" data-menu-panel>
<ul class="mx-auto max-w-6xl px-4 py-3">${items}<li class="pt-2 pb-1">${link('/#apply', T.sendCv, 'block rounded-md border border-transparent bg-indigo-700 px-4 py-3 text-center text-base font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700')}</li></ul>
</nav>
</div>`;
}

/** The fixed header: the name, the navigation (wide screens), Submit CV, and the phone menu given. */
export function siteHeaderHtml(mobileMenu: string = mobileMenuHtml()): string {
  const nav = mainNav.map((item) => `<li>${link(item.href, item.label, 'hover:text-indigo-700')}</li>`).join('');
  // On a wide screen a grid of three columns, not flex spacing: the navigation keeps its place while the
  // button after it is still arriving on a slow connection (no layout shift). Printed once, at the top of
  // the first page (global.css's print rules: `.fixed` is static on paper).
  return `<header class="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur">
<div class="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 lg:grid lg:grid-cols-[1fr_auto_1fr]">
${link('/', site.name, 'justify-self-start text-lg font-bold tracking-tight text-indigo-800')}
<nav aria-label="${escapeHtml(T.mainNav)}" class="hidden lg:block print:hidden"><ul class="flex items-center gap-5 text-sm font-medium text-slate-700">${nav}</ul></nav>
${link('/#apply', T.submitCv, buttonVariants({ size: 'sm', className: 'hidden lg:inline-block lg:justify-self-end print:hidden' }))}
${mobileMenu}
</div>
</header>`;
}

const footerLinks = (links: ReadonlyArray<{ label: string; href: string }>) =>
  links.map((l) => `<li>${link(l.href, l.label, 'hover:text-white')}</li>`).join('');

/** The footer; `cookieSettings` is the static pages' Cookie settings button (the API's pages set no cookies). */
export function siteFooterHtml(cookieSettings = '', year = new Date().getFullYear()): string {
  const social = (['linkedin', 'x', 'facebook', 'instagram'] as const)
    .map((name) => `<li>${link(site.social[name], T.social[name], 'hover:text-white', ' rel="noopener noreferrer"')}</li>`)
    .join('');
  const heading = (text: string) => `<h2 class="text-sm font-semibold uppercase tracking-wide text-white">${escapeHtml(text)}</h2>`;
  return `<footer class="mt-16 bg-slate-900 text-slate-300 print:hidden">
<div class="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
<div><p class="text-lg font-semibold text-white">${escapeHtml(site.name)}</p><p class="mt-2 text-sm">${escapeHtml(T.footerAbout)}</p></div>
<nav aria-label="${escapeHtml(T.footerSections)}">${heading(T.quickLinks)}<ul class="mt-3 space-y-2 text-sm">${footerLinks(footerSectionLinks)}</ul></nav>
<nav aria-label="${escapeHtml(T.footerPages)}">${heading(T.resources)}<ul class="mt-3 space-y-2 text-sm">${footerLinks(footerPageLinks)}${cookieSettings ? `<li>${cookieSettings}</li>` : ''}</ul></nav>
<div>${heading(T.contact)}
<address class="mt-3 space-y-2 text-sm not-italic"><p>${escapeHtml(fullAddress)}</p><p>${phoneLink('hover:text-white')}</p><p>${emailLink('wrap-anywhere hover:text-white')}</p></address>
<ul class="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">${social}</ul>
</div>
</div>
<p class="border-t border-slate-800 py-4 text-center text-xs text-slate-400">${escapeHtml(T.copyright(year))}</p>
</footer>`;
}

/** The office phone as a link a phone can call. */
export const phoneLink = (className = '') => link(`tel:${site.phone}`, formatPhone(), className);

/** The office email as a link that opens the mail app. */
export const emailLink = (className = '') => link(`mailto:${site.email}`, site.email, className);
