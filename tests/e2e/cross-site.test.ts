import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { openDashboard } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';

/**
 * Another origin's page makes the visitor's browser post to the site's API: refused, nothing stored or
 * changed. The other origin is the same host on another port, so it is the same *site* and the admin's
 * SameSite=Strict cookie goes with its requests: only the API's own check stands in the way.
 */
const browser = useBrowser();
let other: Server;
let otherOrigin: string;

/** The page the other origin serves: a form that posts itself to `action` as soon as it loads. */
function autoPostingForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><title>Prize draw</title><form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>`;
}

beforeAll(async () => {
  other = createServer((req, res) => {
    const { searchParams } = new URL(req.url ?? '/', 'http://x');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(autoPostingForm(searchParams.get('action') ?? '', JSON.parse(searchParams.get('fields') ?? '{}')));
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(() => {
  other.closeAllConnections();
  return new Promise<void>((resolve) => other.close(() => resolve()));
});
beforeEach(() => queryPreviewDatabase('delete from rate_limits'));

/** Opens the other origin's page, which posts to the site's `path`; the site's answer to that post. */
async function postFromOtherOrigin(page: Page, path: string, fields: Record<string, string> = {}) {
  const action = new URL(path, browser.baseUrl()).href;
  const answer = page.waitForResponse((res) => res.url() === action && res.request().method() === 'POST');
  await page.goto(`${otherOrigin}/?${new URLSearchParams({ action, fields: JSON.stringify(fields) })}`);
  return answer;
}

describe('a page on another origin posting to the API', () => {
  it('cannot send an enquiry in the visitor’s name', async () => {
    const page = await browser.open('/');
    const enquiry = {
      name: 'Cross Site',
      email: 'cross.site@example.com',
      subject: 'general',
      message: 'Sent by another site without the visitor knowing.',
    };
    const answer = await postFromOtherOrigin(page, '/api/contacts', enquiry);

    expect(answer.status()).toBe(403);
    expect(await queryPreviewDatabase('select id from contacts where email = $1', [enquiry.email])).toHaveLength(0);
  });

  it('cannot sign the admin out, though the session cookie goes with the request', async () => {
    const page = await openDashboard(browser);
    const answer = await postFromOtherOrigin(page, '/api/auth/logout');

    expect(answer.status()).toBe(403);
    expect(await answer.request().headerValue('cookie')).toMatch(/session/);
    const still = await page.context().request.get(new URL('/api/auth/user', browser.baseUrl()).href);
    expect(still.status()).toBe(200);
  });
});
