import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../src/build/dist-files';
import { classNames, SITE_STYLESHEET, stylesheetNames } from '../../src/build/page-styles';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, useBrowser, waitForIsland } from '../support/browser';
import { E2E_ADMIN, openSignedIn } from '../support/e2e-admin';

/**
 * Each built page carries only the rules it can use (src/build/page-styles-integration.ts): nothing a
 * page shows, or its islands and the admin bundle draw after hydration, may lose its style.
 */
const browser = useBrowser();
const dist = new URL('../../dist/', import.meta.url).pathname;

describe('per-page stylesheets', () => {
  it("keep a rule for every class in a page's HTML that any page's stylesheet styles", async () => {
    const pages = (await htmlFiles(dist))
      .map((file) => ({ file, html: readFileSync(file, 'utf8') }))
      .filter((p) => SITE_STYLESHEET.test(p.html));
    expect(pages.length).toBeGreaterThan(50);
    const styledAnywhere = new Set(pages.flatMap((p) => [...stylesheetNames(SITE_STYLESHEET.exec(p.html)![2])]));
    for (const { file, html } of pages) {
      const own = stylesheetNames(SITE_STYLESHEET.exec(html)![2]);
      // As the browser reads them: `[&amp;_h2]:text-2xl` in the HTML is the class `[&_h2]:text-2xl`.
      const classes = classNames(html.replace(SITE_STYLESHEET, ''));
      const lost = [...classes].filter((name) => styledAnywhere.has(name) && !own.has(name));
      expect(lost, file.slice(dist.length)).toEqual([]);
    }
  });

  it("keep a post body's child-selector rules, whose classes its HTML writes with &amp;", () => {
    const post = readFileSync(`${dist}blog/why-psychology-graduates-make-great-salespeople.html`, 'utf8');
    expect(post).toContain('[&amp;_h2]:text-2xl');
    const names = stylesheetNames(SITE_STYLESHEET.exec(post)![2]);
    for (const name of ['[&_h2]:text-2xl', '[&_ul]:list-disc', '[&_a]:underline', '[&_td]:border'])
      expect(names.has(name), name).toBe(true);
  });

  it('are smaller than the whole stylesheet: a legal page keeps none of the forms', () => {
    const terms = readFileSync(`${dist}terms-of-service.html`, 'utf8');
    const home = readFileSync(`${dist}index.html`, 'utf8');
    const names = (html: string) => stylesheetNames(SITE_STYLESHEET.exec(html)![2]);
    // A class only the home page's forms use.
    expect(names(home).has('aria-[invalid=true]:border-red-700')).toBe(true);
    expect(names(terms).has('aria-[invalid=true]:border-red-700')).toBe(false);
  });

  it("style what an island draws only after hydration (a post's comment form)", async () => {
    const page = await browser.open('/blog/from-dissertation-to-discovery-call');
    const section = page.locator('section[aria-labelledby="comments-heading"]');
    await waitForIsland(section);
    await section.getByRole('button', { name: 'Leave a Comment' }).click();
    // The form's fields have `shadow-sm`, which nothing in the post's own HTML has.
    const form = section.getByRole('form', { name: 'Leave a Comment' });
    const shadow = await form
      .getByRole('textbox')
      .first()
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).not.toBe('none');
  });

  it("style what the cookie script draws (the dialog's Customize view, on a page that has no switch)", async () => {
    const page = await browser.open('/terms-of-service', { firstVisit: true });
    await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('button', { name: 'Customize' }).click();
    // `aria-checked:bg-indigo-700` on the locked Essential switch, `rounded-full` on its track and knob.
    const essential = dialog.getByRole('switch', { name: 'Essential' });
    expect(await essential.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await essential.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
    expect(await essential.locator('span').evaluate((el) => getComputedStyle(el).translate)).not.toBe('none');
  });

  it("style what the admin bundle draws once signed in (the dashboard's tabs)", async () => {
    const page = await openSignedIn(browser, '/admin', `Welcome, ${E2E_ADMIN.firstName}`);
    // The selected tab: `data-[state=active]:bg-white`, a class only the dashboard's chunk names.
    const tab = page.getByRole('tab', { name: 'Overview' });
    expect(await tab.getAttribute('data-state')).toBe('active');
    expect(await tab.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  it.each(['/admin', '/admin/directory-helper'])(
    "on %s, show the site's navigation at 1280 px and its menu button at 390 px",
    async (path) => {
      // The admin pages' stylesheet comes after the site's: its `.hidden` must not undo the header's `lg:block`.
      const desktop = await browser.open(path, { viewport: DESKTOP_VIEWPORT });
      const nav = desktop.getByRole('navigation', { name: 'Main' });
      expect(await nav.isVisible()).toBe(true);
      const links = nav.getByRole('link');
      expect(await links.count()).toBeGreaterThan(5);
      for (const link of await links.all()) expect(await link.isVisible(), (await link.textContent()) ?? '').toBe(true);
      expect(await desktop.getByRole('banner').getByRole('link', { name: 'Submit CV' }).isVisible()).toBe(true);
      expect(await desktop.locator('[data-menu-button]').isVisible()).toBe(false);

      const phone = await browser.open(path, { viewport: MOBILE_VIEWPORT });
      expect(await phone.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await phone.locator('[data-menu-button]').isVisible()).toBe(true);
    },
  );
});
