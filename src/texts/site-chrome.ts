/**
 * The words of the header, menu and footer every page shows: the static pages (SiteLayout) and the pages
 * the API writes (src/api/html-page.ts) alike, through src/components/site-chrome.ts.
 */
import { site } from '../config/site';

export const SITE_CHROME_TEXT = {
  skipToContent: 'Skip to content',
  submitCv: 'Submit CV',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  sendCv: 'Send Your CV',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  footerAbout: 'Specialist recruitment placing psychology graduates into sales, business development and marketing roles across the UK.',
  footerSections: 'Footer sections',
  quickLinks: 'Quick links',
  footerPages: 'Footer pages',
  resources: 'Resources',
  contact: 'Contact',
  social: { linkedin: 'LinkedIn', x: 'X (Twitter)', facebook: 'Facebook', instagram: 'Instagram' },
  copyright: (year: number) => `© ${year} ${site.legalName}. Registered in England and Wales.`,
} as const;
