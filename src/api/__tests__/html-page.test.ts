import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { htmlPage } from '../html-page';
import { siteFooterHtml, siteHeaderHtml } from '../../components/site-chrome';
import { footerPageLinks, mainNav, mobileNav } from '../../config/navigation';
import { fullAddress, formatPhone, site } from '../../config/site';
import { API_CONTENT_SECURITY_POLICY } from '../../security/headers';
import { escapeHtml } from '../../utils/html';

const page = htmlPage({ title: 'A <title> & more', body: '<h1>Heading</h1><p>Text</p>' });

describe('the shell of the pages the API writes', () => {
  it('is a whole document with the page’s title after the site’s name, escaped, and never indexed', () => {
    expect(page.startsWith('<!doctype html>\n<html lang="en-GB">')).toBe(true);
    expect(page).toContain(`<title>A &lt;title&gt; &amp; more | ${site.name}</title>`);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<h1>Heading</h1><p>Text</p>');
  });

  it('carries the static pages’ own header and footer: the navigation, the phone menu and the company’s details', () => {
    expect(page).toContain(siteHeaderHtml());
    expect(page).toContain(siteFooterHtml());
    for (const item of [...mainNav, ...mobileNav, ...footerPageLinks]) expect(page).toContain(`href="${item.href}"`);
    expect(page).toContain('popovertarget="mobile-menu-panel"');
    expect(page).toContain(escapeHtml(fullAddress));
    expect(page).toContain('<main id="main"');
    expect(page).toContain('href="#main"');
  });

  it('makes the phone and the email links a phone or a mail app opens', () => {
    expect(page).toContain(`href="tel:${site.phone}">${formatPhone()}</a>`);
    expect(page).toContain(`href="mailto:${site.email}">${site.email}</a>`);
  });

  it('has one style element, whose hash the API’s policy allows, no other style and no script', () => {
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0], 'utf8').digest('base64');
    expect(API_CONTENT_SECURITY_POLICY).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(page.replace(/<style>[\s\S]*?<\/style>/, '')).not.toMatch(/<style|\sstyle=|<link rel="stylesheet"|<script/i);
    expect(API_CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(API_CONTENT_SECURITY_POLICY).not.toContain('script-src');
  });
});
