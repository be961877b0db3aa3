import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, hydrateIslands, MOBILE_VIEWPORT, useBrowser, waitForIsland } from '../support/browser';
import { axeViolations } from '../support/axe';
import { confirmedBrief, pendingBrief } from '../support/e2e-briefs';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { BRIEF_FORM_TEXT, BRIEF_TEXT } from '../../src/texts/employers';
import { TABLE_TEXT } from '../../src/texts/admin';
import { createHash, randomBytes } from 'node:crypto';
import { MY_LINK_PATH } from '../../src/people/sign-in';
import { MY_LINK_PAGE, MY_PAGE, MY_VIEW } from '../../src/texts/my-data';
import { CONSENT_PAGE_TEXT, SHORTLIST_PAGE_TEXT } from '../../src/texts/introductions';
import { knownIntroductionLinks } from '../support/e2e-introductions';

const browser = useBrowser();

// Each page's own audit (axe, structure) is in page-audits.test.ts; these are the states a page load does not show.
describe.each([
  ['desktop 1280 px', DESKTOP_VIEWPORT],
  ['phone 390 px', MOBILE_VIEWPORT],
])('accessibility at %s', (_label, viewport) => {
  it('/ with the cookie dialog open on a first visit has no axe violations', async () => {
    const page = await browser.open('/', { viewport, firstVisit: true });
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor({ state: 'visible' });
    // Its script has run (the dialog is then modal), so Customize below works.
    await page.waitForFunction(() => document.getElementById('cookie-consent')?.matches(':modal'));
    await hydrateIslands(page);
    expect(await axeViolations(page)).toEqual([]);

    // And the detail view, with its switches.
    await dialog.getByRole('button', { name: 'Customize' }).click();
    await dialog.getByRole('switch', { name: 'Analytics' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/employers with the brief’s field errors, a brief’s confirmation page and the Clients tab open on it have no axe violations', async () => {
    await queryPreviewDatabase('delete from rate_limits');
    const page = await browser.open('/employers', { viewport });
    await hydrateIslands(page);
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: BRIEF_FORM_TEXT.name });
    await form.getByRole('button', { name: BRIEF_FORM_TEXT.submit }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const company = `Accessible Brief Ltd ${viewport.width}`;
    await page.goto(await pendingBrief(`${company} (pending)`, `pending.${viewport.width}@example.com`));
    await page.getByRole('button', { name: BRIEF_TEXT.confirm.button }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const briefId = await confirmedBrief(company, `accessible.${viewport.width}@example.com`);
    const admin = await openDashboard(browser, `#clients/brief-${briefId}`, { viewport });
    await admin.getByRole('region', { name: TABLE_TEXT.detailsOf(company) }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('a candidate’s question and a reviewer’s shortlist page have no axe violations', async () => {
    await queryPreviewDatabase('delete from rate_limits');
    const links = await knownIntroductionLinks(
      `Axe ${viewport.width}`,
      randomBytes(32).toString('base64url'),
      randomBytes(32).toString('base64url'),
    );
    const page = await browser.open(links.consent, { viewport });
    await page.getByRole('button', { name: CONSENT_PAGE_TEXT.yes }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(links.shortlist);
    await page.getByRole('heading', { name: SHORTLIST_PAGE_TEXT.title('Graduate Sales Executive'), level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Amelia Hughes', level: 2 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});

describe('My data', () => {
  it('/my signed out, a sign-in link’s page, /my signed in and its erasure’s confirmation have no axe violations', async () => {
    const page = await browser.open('/my');
    await hydrateIslands(page);
    await page.getByRole('button', { name: MY_PAGE.send }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A person of their own, with a link made for this test (the email's round trip is tests/e2e/my-data.test.ts').
    const email = `my.axe.${Date.now()}@example.com`;
    const registered = await fetch(`${browser.baseUrl()}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Axe',
        email,
        phone: '07700 900555',
        consentFindWork: true,
        consentKeepDetails: true,
      }),
    });
    expect(registered.status).toBe(201);
    const token = randomBytes(32).toString('base64url');
    await queryPreviewDatabase(
      `insert into person_sign_in_links (token_hash, person_id, email, expires_at)
       select $1, person_id, email, now() + interval '15 minutes' from person_emails where email = $2`,
      [createHash('sha256').update(token).digest('hex'), email],
    );
    await page.goto(`${MY_LINK_PATH}?token=${token}`);
    await page.getByRole('heading', { name: MY_LINK_PAGE.title }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: MY_LINK_PAGE.continue }).click();
    await page.getByText(MY_VIEW.signedInAs('Ada Axe')).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: MY_VIEW.erase }).click();
    await page.getByRole('button', { name: MY_VIEW.eraseConfirm }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('/register (docs/decisions/people.md)', () => {
  // Axe runs in the page, so only with JavaScript; without it the page is the same HTML (its keyboard focus is checked below).
  it.each([
    ['desktop 1280 px', DESKTOP_VIEWPORT],
    ['phone 390 px', MOBILE_VIEWPORT],
  ])('has no axe violations at %s', async (_label, viewport) => {
    const page = await browser.open('/register', { viewport });
    await hydrateIslands(page);
    await page.getByRole('button', { name: 'Register' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the mobile menu', () => {
  it('/ at phone 390 px with the menu open has no axe violations', async () => {
    const page = await browser.open('/', { viewport: MOBILE_VIEWPORT });
    await hydrateIslands(page);
    await page.locator('[data-menu-button]').click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('visible labels in accessible names (WCAG 2.5.3)', () => {
  it("the CV picker's file control, drawn as 'Choose file', is named with those words", async () => {
    const page = await browser.open('/#apply');
    const form = page.getByRole('form', { name: 'CV application' });
    await waitForIsland(form);
    const control = form.getByRole('button', { name: 'Choose file' });
    expect(await control.count()).toBe(1);
    expect(await control.evaluate((e) => `${e.tagName} ${e.getAttribute('type')}`)).toBe('INPUT file');
  });
});

/**
 * Where keyboard focus is now, and whether it shows: the focused element's outline, ring, border or
 * background must differ from when it is not focused, or, for a control drawn by something else (a
 * visually hidden file input), that of its label or of a box around it.
 */
async function focusShows(page: Page): Promise<{ control: string; shows: boolean } | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const look = (e: Element) => {
      const s = getComputedStyle(e);
      return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor, s.textDecorationLine].join(
        '|',
      );
    };
    const box = element.getBoundingClientRect();
    const drawnElsewhere = box.width < 4 || box.height < 4;
    const ancestors = [
      element.parentElement,
      element.parentElement?.parentElement,
      element.parentElement?.parentElement?.parentElement,
    ].filter((e): e is HTMLElement => Boolean(e));
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    const watched = [...(drawnElsewhere ? [] : [element]), ...labels, ...(drawnElsewhere ? ancestors : [])];
    const focusedLooks = watched.map(look);
    element.blur();
    const shows = watched.some((e, i) => look(e) !== focusedLooks[i]);
    element.focus({ preventScroll: true });
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { control: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`, shows };
  });
}

describe('keyboard focus', () => {
  it.each<[string, { firstVisit?: boolean; javaScriptEnabled?: boolean }]>([
    ['/', { firstVisit: true }],
    ['/', {}],
    ['/', { javaScriptEnabled: false }],
    ['/career-quiz', {}],
    ['/jobs', {}],
    ['/register', {}],
    ['/register', { javaScriptEnabled: false }],
    ['/blog/why-psychology-graduates-make-great-salespeople', {}],
  ])('is visible on every control of %s (%o), reached with Tab', async (path, options) => {
    const page = await browser.open(path, options);
    if (options.javaScriptEnabled !== false) await hydrateIslands(page);
    // Styles settle at once, so the focused look is read as it ends, not where a transition starts.
    // (Added by hand: addStyleTag waits for a load event that never comes when scripts are off.)
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
    const unseen: string[] = [];
    const visited = new Set<string>();
    for (let stop = 0; stop < 300; stop++) {
      await page.keyboard.press('Tab');
      const focus = await focusShows(page);
      if (!focus) continue;
      const key = `${focus.control} ${await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return `${r.x + scrollX},${r.y + scrollY}`;
      })}`;
      if (visited.has(key)) break;
      visited.add(key);
      if (!focus.shows) unseen.push(focus.control);
    }
    // The first-visit cookie dialog holds focus until answered: its own controls are what is reached.
    expect(visited.size).toBeGreaterThan(options.firstVisit ? 2 : 10);
    expect(unseen).toEqual([]);
  });
});
