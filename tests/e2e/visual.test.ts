import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../src/config/admin-cookies';
import { useBrowser } from '../support/browser';
import { openDashboard } from '../support/e2e-dashboard';
import { openSignedIn } from '../support/e2e-admin';
import { queryPreviewDatabase } from '../support/e2e-database';

/**
 * How pages look beyond the default screen: a post's body styles, print, forced colours (Windows High
 * Contrast), wider text spacing (WCAG 1.4.12) and larger text at 320 px, and reduced motion.
 */

// The dashboard test signs in and makes API calls through preview: room on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const browser = useBrowser();

const POST = '/blog/why-psychology-graduates-make-great-salespeople';
const PHONE_320 = { width: 320, height: 640 };
/** WCAG 1.4.12's text spacing, as the usual bookmarklet sets it. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/**
 * The page's width against the room it has (a page wider than that scrolls sideways). The room is the
 * body's width, not the viewport's: `scrollbar-gutter: stable` keeps a scrollbar's width free even where
 * scrollbars are hidden, so a page may overflow its room by up to that much and still be no wider than
 * the viewport.
 */
function widths(page: Page) {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.body.clientWidth }));
}

/** The colour a system colour keyword (Highlight, CanvasText) computes to in this page, as a background. */
function systemColour(page: Page, keyword: string) {
  return page.evaluate((keyword) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = keyword;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, keyword);
}

/** Waits for an element's CSS transitions and animations (and its children's) to finish. */
function transitionsDone(element: Locator) {
  return element.evaluate((el) =>
    Promise.all([el, ...el.children].flatMap((e) => e.getAnimations()).map((a) => a.finished)).then(() => undefined),
  );
}

/** An element's border as forced colours draw it: width, style, and whether its colour differs from its background. */
function border(element: Locator) {
  return element.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      width: s.borderTopWidth,
      style: s.borderTopStyle,
      seen: s.borderTopColor !== s.backgroundColor && s.borderTopColor !== 'rgba(0, 0, 0, 0)',
    };
  });
}

describe("a built post's body", () => {
  it('is styled: headings, lists, links and table cells', async () => {
    const page = await browser.open(POST);
    const body = page.locator('[data-post-body]');
    const h2 = await body
      .locator('h2')
      .first()
      .evaluate((el) => ({ size: getComputedStyle(el).fontSize, weight: getComputedStyle(el).fontWeight }));
    // text-2xl and font-semibold; without its rules a heading is body text (18 px, 400).
    expect(h2).toEqual({ size: '24px', weight: '600' });
    expect(
      await body
        .locator('ul')
        .first()
        .evaluate((el) => getComputedStyle(el).listStyleType),
    ).toBe('disc');
    const link = await body
      .locator('a')
      .first()
      .evaluate((el) => ({
        line: getComputedStyle(el).textDecorationLine,
        colour: getComputedStyle(el).color,
        text: getComputedStyle(el.parentElement!).color,
      }));
    // Told from the text around it by more than colour (WCAG 1.4.1), and by colour too.
    expect(link.line).toContain('underline');
    expect(link.colour).not.toBe(link.text);
    const cell = await body
      .locator('td')
      .first()
      .evaluate((el) => ({ width: getComputedStyle(el).borderTopWidth, style: getComputedStyle(el).borderTopStyle }));
    expect(cell).toEqual({ width: '1px', style: 'solid' });
  });

  it('holds its tables in boxes that scroll on their own: a wide one does not widen the page at 320 px', async () => {
    const page = await browser.open(POST, { viewport: PHONE_320 });
    const box = page.getByRole('region', { name: 'Table' });
    expect(await box.count()).toBe(1);
    expect(await box.getAttribute('tabindex')).toBe('0');
    // Two more columns of long words in every row: four columns, as the audit's wide table had.
    await box.locator('table').evaluate((table: HTMLTableElement) => {
      for (const row of table.rows) {
        for (const text of ['Understanding stakeholders', 'Troubleshooting misunderstandings']) {
          const cell = document.createElement(row.parentElement!.tagName === 'THEAD' ? 'th' : 'td');
          cell.textContent = text;
          row.append(cell);
        }
      }
    });
    const inside = await box.evaluate((el) => ({
      content: el.scrollWidth,
      box: el.clientWidth,
      overflowX: getComputedStyle(el).overflowX,
    }));
    expect(inside.overflowX).toBe('auto');
    expect(inside.content).toBeGreaterThan(inside.box);
    const { page: pageWidth, viewport } = await widths(page);
    expect(pageWidth).toBeLessThanOrEqual(viewport);
  });
});

describe('print', () => {
  it('prints a job on a first visit: its title and description, not the cookie dialog, the menu or the footer; all text dark', async () => {
    const page = await browser.open('/jobs/1', { firstVisit: true });
    // The dialog's script has run: it is modal, as a visitor who prints at once sees it.
    await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
    await page.emulateMedia({ media: 'print' });

    // CSS locators: behind a modal dialog the page is inert, out of the accessibility tree.
    expect(await page.locator('#cookie-consent').isVisible()).toBe(false);
    expect(await page.locator('.cookie-backdrop').isVisible()).toBe(false);
    const title = page.locator('main h1');
    expect(await title.isVisible()).toBe(true);
    expect((await title.textContent())?.trim()).toBeTruthy();
    const description = page.locator('section[aria-labelledby="description"]');
    expect(await description.isVisible()).toBe(true);
    expect((await description.locator('p').first().textContent())?.trim()).toBeTruthy();

    for (const left of ['[data-menu-button]', 'body > footer', 'section[aria-labelledby="help"]']) {
      expect(await page.locator(left).isVisible(), left).toBe(false);
    }
    // Printed once at the top, not fixed over every page's content.
    expect(await page.locator('body > header').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    // White text on a coloured button would print white on white: every text prints black.
    const pale = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.checkVisibility() && el.textContent?.trim() && getComputedStyle(el).color !== 'rgb(0, 0, 0)')
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 30)}": ${getComputedStyle(el).color}`),
    );
    expect(pale).toEqual([]);
  });

  it('prints a post without its share panel, call to action or comments', async () => {
    const page = await browser.open(POST);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-post-body]').isVisible()).toBe(true);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    for (const left of [
      'section[aria-labelledby="share-heading"]',
      'section[aria-labelledby="post-cta"]',
      'section[aria-labelledby="comments-heading"]',
      'body > footer',
    ]) {
      expect(await page.locator(left).isVisible(), left).toBe(false);
    }
    expect(await page.getByText('Loading comments...').isVisible()).toBe(false);
  });
});

describe('forced colours', () => {
  const forced = { beforeLoad: (page: Page) => page.emulateMedia({ forcedColors: 'active' }) };

  it('the cookie dialog has an edge, its buttons too, and its switches show on and off', async () => {
    const page = await browser.open('/', { firstVisit: true, ...forced });
    await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    expect(await border(dialog)).toEqual({ width: '1px', style: 'solid', seen: true });
    expect(await border(dialog.getByRole('button', { name: 'Accept All' }))).toEqual({ width: '1px', style: 'solid', seen: true });

    await dialog.getByRole('button', { name: 'Customize' }).click();
    const analytics = dialog.getByRole('switch', { name: 'Analytics' });
    await analytics.waitFor();
    const look = async () => {
      await transitionsDone(analytics);
      return analytics.evaluate((el) => {
        const knob = el.firstElementChild!;
        return {
          border: `${getComputedStyle(el).borderTopWidth} ${getComputedStyle(el).borderTopStyle}`,
          edgeSeen: getComputedStyle(el).borderTopColor !== getComputedStyle(el).backgroundColor,
          track: getComputedStyle(el).backgroundColor,
          knob: getComputedStyle(knob).backgroundColor,
          knobAt: knob.getBoundingClientRect().left - el.getBoundingClientRect().left,
        };
      });
    };
    const off = await look();
    expect(off.border).toBe('2px solid');
    expect(off.edgeSeen).toBe(true);
    expect(off.knob).toBe(await systemColour(page, 'CanvasText'));
    expect(off.knob).not.toBe(off.track);

    await analytics.click();
    expect(await analytics.getAttribute('aria-checked')).toBe('true');
    const on = await look();
    expect(on.knob).toBe(await systemColour(page, 'Highlight'));
    expect(on.knob).not.toBe(on.track);
    expect(on.knobAt).toBeGreaterThan(off.knobAt);
  });

  it("filled buttons keep an edge: the home page's calls to action and the application form", async () => {
    const page = await browser.open('/', forced);
    const filled = [
      page.getByRole('link', { name: 'Submit Your CV', exact: true }).first(),
      page.getByRole('link', { name: 'Brief Us on a Role', exact: true }),
      page.getByRole('button', { name: 'Submit Application', exact: true }),
      page.getByText('Choose file', { exact: true }),
    ];
    for (const control of filled) {
      const name = (await control.textContent())?.trim();
      expect({ name, ...(await border(control)) }).toEqual({ name, width: '1px', style: 'solid', seen: true });
    }
  });

  it('the quiz marks the answer already chosen with a tick, and its progress bar stays', async () => {
    const page = await browser.open('/career-quiz', forced);
    const label = page.getByText(/^Question 1 of \d+$/);
    await label.waitFor();
    const total = Number((await label.textContent())!.split(' of ')[1]);
    // The quiz's code loads when it is first used; the first click is kept.
    await page.locator('main ul button').first().click();
    await page.getByText(`Question 2 of ${total}`).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText(`Question 1 of ${total}`).waitFor();

    const options = page.locator('main ul button');
    expect(await options.first().getAttribute('aria-pressed')).toBe('true');
    expect(await options.first().textContent()).toContain('✓');
    for (let i = 1; i < (await options.count()); i++) expect(await options.nth(i).textContent()).not.toContain('✓');

    const fill = await page
      .getByRole('progressbar', { name: 'Quiz progress' })
      .evaluate((bar) => getComputedStyle(bar.firstElementChild!).backgroundColor);
    expect(fill).toBe(await systemColour(page, 'Highlight'));
  });
});

describe('text spacing (WCAG 1.4.12) and larger text', () => {
  it.each(['/areas/exeter', '/jobs', '/jobs/1', '/'])('%s at 320 px with wider text spacing is no wider than the screen', async (path) => {
    const page = await browser.open(path, { viewport: PHONE_320 });
    await page.addStyleTag({ content: TEXT_SPACING });
    const { page: pageWidth, viewport } = await widths(page);
    expect(pageWidth).toBeLessThanOrEqual(viewport);
  });

  it('/ at 320 px with wider text spacing: a long city name (Wolverhampton) stays in its tile', async () => {
    const page = await browser.open('/', { viewport: PHONE_320 });
    await page.addStyleTag({ content: TEXT_SPACING });
    const spilled = await page
      .locator('ul[aria-label="Cities we cover"] a')
      .evaluateAll((tiles) => tiles.filter((a) => a.scrollWidth > a.clientWidth).map((a) => a.textContent));
    expect(spilled).toEqual([]);
  });

  it("the footer's email address stays on screen with text at 200% (1280 px)", async () => {
    const page = await browser.open('/team');
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const right = await page.locator('body > footer a[href^="mailto:"]').evaluate((el) => el.getBoundingClientRect().right);
    const { page: pageWidth, viewport } = await widths(page);
    expect(right).toBeLessThanOrEqual(viewport);
    expect(pageWidth).toBeLessThanOrEqual(viewport);
  });
});

describe('reduced motion', () => {
  it("a job's loading placeholder pulses only for a reader who has not asked for reduced motion", async () => {
    for (const [motion, animation] of [
      ['reduce', 'none'],
      ['no-preference', 'pulse'],
    ] as const) {
      // The lookup of a job the build did not know is held, so its placeholder stays on screen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const page = await browser.open('/jobs/424242', {
        beforeLoad: async (p) => {
          await p.emulateMedia({ reducedMotion: motion });
          await p.route('**/api/jobs/424242', async (route) => {
            await held;
            await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Job not found"}' });
          });
        },
      });
      const placeholder = page.getByRole('status', { name: 'Loading the job' });
      await placeholder.waitFor();
      expect(await placeholder.evaluate((el) => getComputedStyle(el).animationName), motion).toBe(animation);
      release();
      await page.locator('main h1', { hasText: 'Job Not Found' }).waitFor();
    }
  });

  it("the dashboard's loading spinner turns only for a reader who has not asked for reduced motion", async () => {
    for (const [motion, animation] of [
      ['reduce', 'none'],
      ['no-preference', 'spin'],
    ] as const) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const page = await browser.open('/admin', {
        beforeLoad: async (p) => {
          // The signed-in hint: /admin shows its loading state and checks the session at once.
          await p.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: browser.baseUrl() }]);
          await p.emulateMedia({ reducedMotion: motion });
          await p.route('**/api/auth/user', async (route) => {
            await held;
            await route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":"Not signed in"}' });
          });
        },
      });
      const loading = page.getByRole('status').filter({ hasText: 'Loading admin dashboard' });
      await loading.waitFor();
      // Polled: hydration replaces the server-rendered spinner, and a node read as it is detached has no style.
      await expect
        .poll(() => loading.locator('[aria-hidden="true"]').evaluate((el) => getComputedStyle(el).animationName), { message: motion })
        .toBe(animation);
      release();
      // No session after all: the sign-in form.
      await page.getByRole('form', { name: 'Admin sign-in' }).waitFor();
    }
  });
});

describe('the dashboard', () => {
  // Every browser test comes from 127.0.0.1: start from clean throttles and rate limits.
  beforeEach(async () => {
    await queryPreviewDatabase('delete from login_failures');
    await queryPreviewDatabase('delete from rate_limits');
  });

  it('at 320 px with wider text spacing: the search box has a visible label and the pager wraps; in forced colours the open tab shows', async () => {
    const email = 'e2e.visual.pager@example.com';
    await queryPreviewDatabase(
      `insert into contacts (name, email, subject, message) select 'E2E Visual ' || n, $1, 'general', 'Layout.' from generate_series(1, 26) as n`,
      [email],
    );
    try {
      const page = await openDashboard(browser, '#contacts', { viewport: PHONE_320 });
      const search = page.getByRole('searchbox', { name: 'Search enquiries' });
      // Named by a label on screen, not by a faint placeholder that goes as one types.
      expect(await page.locator('label', { hasText: 'Search enquiries' }).isVisible()).toBe(true);
      expect(await search.getAttribute('placeholder')).toBeNull();
      await search.fill(email);
      await page.getByText('1–25 of 26 enquiries').waitFor();

      await page.addStyleTag({ content: TEXT_SPACING });
      const pager = page.getByRole('navigation', { name: 'enquiries pages' });
      const next = await pager.getByRole('button', { name: 'Next' }).boundingBox();
      const { viewport } = await widths(page);
      expect(next!.x + next!.width).toBeLessThanOrEqual(viewport);
      expect(await pager.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);

      await page.emulateMedia({ forcedColors: 'active' });
      const open = page.getByRole('tab', { name: 'Contacts' });
      expect(await open.getAttribute('data-state')).toBe('active');
      expect(await open.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await systemColour(page, 'Highlight'));
      expect(await page.getByRole('tab', { name: 'Overview' }).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
        await systemColour(page, 'Highlight'),
      );
    } finally {
      await queryPreviewDatabase('delete from contacts where email = $1', [email]);
    }
  });

  it("the Directory Helper's website and email break rather than widen the page at 320 px with wider text spacing; its main button keeps an edge in forced colours", async () => {
    const page = await openSignedIn(browser, '/admin/directory-helper', 'Directory Submission Helper', { viewport: PHONE_320 });
    await page.addStyleTag({ content: TEXT_SPACING });
    const { page: pageWidth, viewport } = await widths(page);
    expect(pageWidth).toBeLessThanOrEqual(viewport);

    // The dashboard's shared primary button (buttonClass.primary).
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await border(page.getByRole('button', { name: 'Download Complete Business Data' }))).toEqual({
      width: '1px',
      style: 'solid',
      seen: true,
    });
  });
});
