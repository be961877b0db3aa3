import { describe, expect, it } from 'vitest';
import { cities, homeGridCities } from '../../src/data/cities';
import { accessibleExpanded, MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { expectAtHeaderOffset, HEADER_OFFSET_PX, settledTop } from '../support/scroll';

const browser = useBrowser();

describe('home page, as a visitor sees it', () => {
  it('has the home, apply, services, about, areas and contact sections in that order (spec: apply, services, about, contact), with #application inside apply', async () => {
    const page = await browser.open('/');
    const wanted = ['home', 'apply', 'services', 'about', 'areas', 'contact'];
    const ids = await page.locator('main [id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids.filter((id) => wanted.includes(id))).toEqual(wanted);
    expect(await page.locator('#apply #application').count()).toBe(1);
    await expect(page.locator('h1').textContent()).resolves.toBe('Turn Your Psychology Degree into Sales Success');
  });

  it('shows the desktop navigation items and the Submit CV button', async () => {
    const page = await browser.open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(true);
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Team',
      'Areas',
      'Jobs',
      'Blog',
      'Employers',
      'Contact',
    ]);
    const submit = page.locator('header').getByRole('link', { name: 'Submit CV', exact: true });
    expect(await submit.isVisible()).toBe(true);
    expect(await submit.getAttribute('href')).toBe('/#apply');
    // The mobile menu button is not offered on a desktop screen.
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });

  it("links the areas grid to the specification's 48 cities; every one of the 50 city pages exists", async () => {
    const page = await browser.open('/');
    const links = page.getByRole('list', { name: 'Cities we cover' }).getByRole('link');
    const found = await links.evaluateAll((els) => els.map((a) => ({ href: a.getAttribute('href'), name: a.textContent?.trim() })));
    expect(found).toHaveLength(48);
    expect(found).toEqual(homeGridCities.map((city) => ({ href: `/areas/${city.key}`, name: city.name })));
    // The preview answers unknown cities with the not-found screen (status 200 locally), so check content.
    for (const city of cities) {
      const response = await page.request.get(`/areas/${city.key}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`Psychology Recruitment in ${city.name}`);
    }
  });

  it("sends 'Don't see your area listed?' visitors to the contact section", async () => {
    const page = await browser.open('/');
    const prompt = page.locator('#areas').getByText("Don't see your area listed?");
    expect(await prompt.isVisible()).toBe(true);
    const button = page.locator('#areas').getByRole('link', { name: 'Contact Us' });
    expect(await button.getAttribute('href')).toBe('#contact');
    await button.click();
    await page.waitForURL(/#contact$/);
    expectAtHeaderOffset(await settledTop(page, '#contact'));
  });

  it('shows one testimonial with five stars, a quote, initials, a role and a company', async () => {
    const page = await browser.open('/');
    const cards = page.locator('#success-stories figure');
    expect(await cards.count()).toBe(1);
    const rating = cards.getByRole('img', { name: 'Rated 5 out of 5' });
    expect(await rating.locator('svg').count()).toBe(5);
    const text = (await cards.textContent())!;
    expect(text).toContain('Sophie Marshall');
    expect(text).toContain('SM');
    expect(text).toContain('Business Development Executive');
    expect(text).toContain('B2B software company, Bristol');
    expect(await cards.locator('blockquote').textContent()).toMatch(/^\s*“.+”\s*$/s);
  });

  it(`scrolls a nav link to its section leaving ${HEADER_OFFSET_PX} px for the fixed header`, async () => {
    const page = await browser.open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/#contact$/);
    expectAtHeaderOffset(await settledTop(page, '#contact'));
    // The section is not hidden under the header: the header ends where the offset begins.
    const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(headerBottom).toBeLessThanOrEqual(HEADER_OFFSET_PX);
  });

  it('scrolls Home back to the top of the page, the alert banner and its close button clear of the header', async () => {
    const page = await browser.open('/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    expect(await banner.isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(/#contact$/);
    expectAtHeaderOffset(await settledTop(page, '#contact'));

    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/#home$/);
    const bannerTop = await settledTop(page, '[data-alert-banner]');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bannerTop).toBeGreaterThanOrEqual(headerBottom);
    // What a click at the close button's centre reaches: the button, not the header over it.
    const close = banner.getByRole('button', { name: 'Dismiss announcement' });
    const reachesClose = await close.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(reachesClose).toBe(true);
  });

  it(`opens /#apply from another page with the apply section ${HEADER_OFFSET_PX} px from the top`, async () => {
    const page = await browser.open('/team');
    await page.locator('header').getByRole('link', { name: 'Submit CV', exact: true }).click();
    await page.waitForURL(/\/#apply$/);
    await page.waitForLoadState('load');
    expectAtHeaderOffset(await settledTop(page, '#apply', { minWaitMs: 1000 }));
  });

  it('opens /#application (the alias) at the apply section too', async () => {
    const page = await browser.open('/jobs');
    await page.locator('a[href="/#application"]').first().click();
    await page.waitForURL(/\/#application$/);
    await page.waitForLoadState('load');
    expectAtHeaderOffset(await settledTop(page, '#apply', { minWaitMs: 1000 }));
  });

  it('hides the alert banner for the rest of the session once dismissed', async () => {
    const page = await browser.open('/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('psychology graduates');
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    expect(await banner.isVisible()).toBe(false);

    await page.reload();
    expect(await banner.isVisible()).toBe(false);

    // A new browsing session (a fresh context) shows it again.
    const fresh = await browser.open('/');
    expect(await fresh.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
  });

  it('links the footer to career resources, the privacy notice, the terms, My data and the accessibility statement', async () => {
    const page = await browser.open('/');
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Career Resources', '/career-resources'],
      ['For Employers', '/employers'],
      ['Privacy Notice', '/privacy-notice'],
      ['Terms of Service', '/terms-of-service'],
      ['My data', '/my'],
      ['Accessibility', '/accessibility'],
    ]) {
      const link = footer.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      expect((await page.request.get(href)).status()).toBe(200);
    }
    await footer.getByRole('link', { name: 'Terms of Service', exact: true }).click();
    await page.waitForURL(/\/terms-of-service\/?$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Client Services Agreement');
  });
});

describe('home page on a 390 px phone', () => {
  const MOBILE_ITEMS = ['Home', 'About', 'Team', 'Areas', 'Services', 'Jobs', 'Blog', 'Employers', 'Contact', 'Send Your CV'];

  it('opens a menu with the navigation items plus Services and Send Your CV', async () => {
    const page = await browser.open('/', { viewport: MOBILE_VIEWPORT });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await accessibleExpanded(page, '[data-menu-button]')).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);

    await button.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await accessibleExpanded(page, '[data-menu-button]')).toBe(true);
    expect(await page.locator('[data-menu-button]').getAttribute('aria-label')).toBe('Close menu');
    expect((await menu.getByRole('link').allTextContents()).map((t) => t.trim())).toEqual(MOBILE_ITEMS);
    expect(await menu.getByRole('link', { name: 'Send Your CV' }).getAttribute('href')).toBe('/#apply');
    // The panel fits the phone's width.
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  });

  it('closes the menu when an item is chosen and scrolls to its section', async () => {
    const page = await browser.open('/', { viewport: MOBILE_VIEWPORT });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(/#services$/);
    expect(await menu.isVisible()).toBe(false);
    expect(await accessibleExpanded(page, '[data-menu-button]')).toBe(false);
    expectAtHeaderOffset(await settledTop(page, '#services'));
  });

  it('closes the menu on Escape and returns focus to the menu button', async () => {
    const page = await browser.open('/', { viewport: MOBILE_VIEWPORT });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Home');
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-button'))).toBe(true);
    expect(await page.locator('[data-menu-button]').getAttribute('aria-label')).toBe('Open menu');
  });
});
