import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settled, useBrowser, waitForIsland } from '../support/browser';
import { openDashboard, TAB_LOADED } from '../support/e2e-dashboard';
import { queryPreviewDatabase } from '../support/e2e-database';
import { XSS_URL, XSS_VECTORS } from '../support/xss-vectors';

/**
 * Every known vector, stored where visitors and admins write text, and shown wherever that text appears:
 * no script runs, no handler fires, no dialog opens, no element gets a handler or a javascript: address.
 * Pages are opened with the Content-Security-Policy bypassed, so what is tested is the escaping and
 * sanitising itself; the policy (tests/e2e/security-headers.test.ts) is a second wall behind it.
 */
vi.setConfig({ testTimeout: 120_000 });

const browser = useBrowser();
const vector = (i: number) => XSS_VECTORS[i % XSS_VECTORS.length];
const ALL = XSS_VECTORS.join('\n\n');
const SLUGS = { html: 'xss-probe-html', markdown: 'xss-probe-markdown' };
let jobId = 0;
let builtPostSlug = '';

beforeAll(async () => {
  await cleanUp();
  const day = "now() - interval '1 day'";
  // One post whose body is HTML (it has <p>), one that is markdown; both published after the build, so their
  // pages are rendered in the browser from the API (the built pages use the same renderer: src/blog/render.ts).
  await queryPreviewDatabase(
    `insert into blog_posts (title, slug, content, author, excerpt, published_at) values ($1, $2, $3, $4, $5, ${day}), ($6, $7, $8, $9, $10, ${day})`,
    [vector(0), SLUGS.html, `<p>Intro</p>\n${ALL}`, vector(1), vector(2), vector(3), SLUGS.markdown, ALL, vector(4), null],
  );
  jobId = (
    await queryPreviewDatabase<{ id: number }>(
      `insert into jobs (title, company, location, type, description, requirements, salary, benefits, application_url, contact_email) values ($1, $2, $3, 'Full-time', $4, $5, $6, $7, $8, 'jobs@example.com') returning id`,
      [vector(5), vector(6), vector(7), ALL, ALL, vector(8), ALL, XSS_URL],
    )
  )[0].id;
  const [post] = await queryPreviewDatabase<{ id: number; slug: string }>(
    "select id, slug from blog_posts where published_at < now() - interval '2 days' order by id limit 1",
  );
  builtPostSlug = post.slug;
  for (const [i, v] of XSS_VECTORS.entries()) {
    await queryPreviewDatabase(
      'insert into comments (blog_post_id, author_name, author_email, content, author_website, is_approved) values ($1, $2, $3, $4, $5, $6)',
      [post.id, v, 'xss.e2e@example.com', v, i % 2 ? XSS_URL : `https://example.com/${encodeURIComponent(v)}`, i % 3 !== 0],
    );
    await queryPreviewDatabase("insert into contacts (name, email, subject, message) values ($1, 'xss.e2e@example.com', 'general', $2)", [
      v,
      v,
    ]);
    await queryPreviewDatabase(
      "insert into applications (first_name, last_name, email, phone, degree, interest, bio, consent) values ($1, $2, 'xss.e2e@example.com', $3, 'bachelor', 'b2b', $4, true)",
      [v, v, v, v],
    );
  }
});
afterAll(cleanUp);

async function cleanUp() {
  await queryPreviewDatabase("delete from comments where author_email = 'xss.e2e@example.com'");
  await queryPreviewDatabase("delete from contacts where email = 'xss.e2e@example.com'");
  await queryPreviewDatabase("delete from applications where email = 'xss.e2e@example.com'");
  await queryPreviewDatabase('delete from blog_posts where slug = any($1)', [Object.values(SLUGS)]);
  await queryPreviewDatabase("delete from jobs where contact_email = 'jobs@example.com' and application_url = $1", [XSS_URL]);
}

/** Opens a page with a trap for the vectors: any call of __xss, and any dialog, is recorded. */
async function openTrapped(path: string, open = browser.open) {
  const fired: string[] = [];
  const page = await open(path, {
    bypassCSP: true,
    beforeLoad: async (p: Page) => {
      await p.exposeFunction('__xssReport', (n: unknown) => void fired.push(`__xss(${n})`));
      await p.addInitScript(() => {
        (window as unknown as { __xss: (n: unknown) => void }).__xss = (n) =>
          (window as unknown as { __xssReport: (n: unknown) => void }).__xssReport(n);
      });
      p.on('dialog', (dialog) => {
        fired.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
    },
  });
  return { page, fired };
}

/** Elements that carry an event handler attribute, or an address that would run script. */
function dangerousElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes]
        .filter(
          (a) =>
            /^on/i.test(a.name) ||
            (/^(href|src|action|formaction|data|srcdoc)$/i.test(a.name) && /^\s*(javascript|data:text\/html)/i.test(a.value)) ||
            a.name === 'srcdoc',
        )
        .map((a) => `<${el.tagName.toLowerCase()} ${a.name}="${a.value.slice(0, 60)}">`),
    ),
  );
}

async function expectInert(page: Page, fired: string[]) {
  expect(await dangerousElements(page)).toEqual([]);
  expect(fired).toEqual([]);
}

describe('XSS vectors stay text', () => {
  it.each(Object.values(SLUGS))('a post published after the build (/blog/%s): title, author and body', async (slug) => {
    const { page, fired } = await openTrapped(`/blog/${slug}`);
    await page.locator('[data-post-body]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(slug === SLUGS.html ? vector(0) : vector(3));
    await settled(page);
    await expectInert(page, fired);
  });

  it('a job published after the build: every field, and an apply link that is not javascript:', async () => {
    const { page, fired } = await openTrapped(`/jobs/${jobId}`);
    await page.getByRole('heading', { level: 1, name: vector(5) }).waitFor();
    await settled(page);
    await expectInert(page, fired);
  });

  it('approved comments on a post: names, text and websites', async () => {
    const { page, fired } = await openTrapped(`/blog/${builtPostSlug}`);
    const section = page.locator('section[aria-labelledby="comments-heading"]');
    await waitForIsland(section); // the comments island hydrates when scrolled into view
    await section.getByText(vector(1)).first().waitFor();
    await settled(page);
    await expectInert(page, fired);
  });

  it.each(['Applications', 'Contacts', 'Comments', 'Blog', 'Jobs'] as const)('the dashboard %s tab', async (tab) => {
    const { page, fired } = await openTrapped(`#${tab.toLowerCase()}`, (path, options) => openDashboard(browser, path, options));
    await page.getByRole('tabpanel').getByText(TAB_LOADED[tab]).first().waitFor();
    await expectInert(page, fired);
  });
});
