import { randomBytes } from 'node:crypto';
import { unzipSync, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser';
import { axeViolations } from '../support/axe';
import { openSignedIn, toastText } from '../support/e2e-admin';
import { queryPreviewDatabase } from '../support/e2e-database';
import { libreOfficeFixture, wordDocument } from '../support/word-documents';
import { readableFileSize } from '../../src/utils/file-size';

// Sign-in, conversion and several API calls through preview: room on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

const browser = useBrowser();
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const FIXTURE_TITLES = [
  'Why Psychology Graduates Thrive in Sales',
  'Preparing for Your First Sales Interview',
  'Graduate Careers Beyond the Clinic',
];
const FIXTURE_SLUGS = [
  'why-psychology-graduates-thrive-in-sales',
  'preparing-for-your-first-sales-interview',
  'graduate-careers-beyond-the-clinic',
];
const STAGED_TITLE = 'A Large Document With Its Pictures';
/** The posts imported again, corrected: one unchanged, one changed, one new. */
const AGAIN = {
  unchanged: {
    title: 'Reading Body Language on Sales Calls',
    paragraphs: ['Good salespeople spot hesitation early.', 'Take our career quiz to find your role.'],
  },
  changed: {
    title: 'Three Questions Every Sales Interview Asks',
    paragraphs: ['Recruiters ask the same three things.'],
    sections: [{ heading: 'Three signals to watch', text: 'Crossed arms can mean an unspoken objection.' }],
  },
  added: { title: 'Closing a Sale Without Pressure', paragraphs: ['Ask for the decision once the buyer is ready.'] },
};
const AGAIN_SLUGS = [
  'reading-body-language-on-sales-calls',
  'three-questions-every-sales-interview-asks',
  'closing-a-sale-without-pressure',
];

beforeEach(async () => {
  await queryPreviewDatabase('delete from login_failures');
  await queryPreviewDatabase('delete from rate_limits');
});
// Leave the shared database as seeded for the other test files.
afterAll(async () => {
  await queryPreviewDatabase('delete from blog_posts where slug like any($1)', [
    [...FIXTURE_SLUGS, ...AGAIN_SLUGS].map((s) => `${s}%`).concat('a-large-document-with-its-pictures%'),
  ]);
  await queryPreviewDatabase('delete from rate_limits');
});

/** Opens /admin/blog-upload and signs in there. */
const openBlogUpload = (): Promise<Page> => openSignedIn(browser, '/admin/blog-upload', 'Blog Management');

const chooseFile = (page: Page, name: string, buffer: Buffer, mimeType = DOCX) =>
  page.getByLabel('Word document (.docx or .doc)').setInputFiles({ name, mimeType, buffer });

describe('/admin/blog-upload', () => {
  it('previews a LibreOffice document, publishes all, shows the result, and the post opens on the site', async () => {
    const page = await openBlogUpload();
    expect(await page.getByText('Formatting tips').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Guidelines' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const doc = libreOfficeFixture('source-three-posts.docx');
    await chooseFile(page, 'three posts.docx', doc);
    await page.getByText(`Selected: three posts.docx (${readableFileSize(doc.length)})`).waitFor();

    await page.getByRole('button', { name: 'Preview Blogs' }).click();
    expect(await toastText(page)).toBe('[default] Preview readyFound 3 blog posts. Review them before publishing.');
    const preview = page.getByRole('region', { name: /Preview: 3 blog posts/ });
    expect(await preview.getByRole('heading', { level: 3 }).allTextContents()).toEqual(FIXTURE_TITLES);
    const first = preview.getByRole('listitem').filter({ hasText: FIXTURE_TITLES[0] });
    expect(await first.textContent()).toContain('Sales Psychology');
    expect(await first.textContent()).toContain(`/blog/${FIXTURE_SLUGS[0]}`);
    expect(await first.textContent()).toContain('Excerpt: Psychology graduates understand motivation');
    expect(await axeViolations(page)).toEqual([]);

    await preview.getByRole('button', { name: 'Publish All' }).click();
    expect(await toastText(page)).toBe('[default] Publishing successful3 blog posts published to the database');
    const result = page.getByRole('region', { name: 'Upload Complete' });
    expect(await result.textContent()).toContain('3 successful');
    expect(await result.textContent()).toContain('0 failed');
    const lines = await result.getByRole('list', { name: 'Results' }).getByRole('listitem').allTextContents();
    expect(lines).toEqual(FIXTURE_TITLES.map((t, i) => `Published: '${t}' published at /blog/${FIXTURE_SLUGS[i]}`));
    expect(await preview.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await result.getByRole('button', { name: 'Upload Another Document' }).click();
    await result.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Word document (.docx or .doc)').inputValue()).toBe('');
    expect(await page.getByText(/^Selected:/).count()).toBe(0);

    // Built before the post existed: its page is the not-found page (404), whose island loads it from the API.
    const response = await page.goto(`/blog/${FIXTURE_SLUGS[1]}`);
    expect(response?.status()).toBe(404);
    await page.locator('h1', { hasText: FIXTURE_TITLES[1] }).waitFor();
    const body = page.locator('[data-post-body]');
    expect(await body.locator('table td').first().textContent()).toBe('Question');
    expect(await body.locator('a[href="/areas/manchester"]').textContent()).toBe('Manchester');
  });

  it('uploads a document too large for one request (staged in parts through preview) and publishes it directly', async () => {
    const page = await openBlogUpload();
    // A real document with 5 MB of picture data (never inflated: pictures are left out).
    const parts = unzipSync(new Uint8Array(await wordDocument([{ title: STAGED_TITLE, paragraphs: ['The pictures are left out.'] }])));
    parts['word/media/large.bin'] = new Uint8Array(randomBytes(5 * 1024 * 1024));
    const doc = Buffer.from(zipSync(parts, { level: 0 }));
    await chooseFile(page, 'large.docx', doc);
    await page.getByRole('button', { name: 'Upload & Publish Directly' }).click();
    expect(await toastText(page)).toBe('[default] Upload successful1 blog post added to the database');
    const lines = await page.getByRole('list', { name: 'Results' }).getByRole('listitem').allTextContents();
    expect(lines).toEqual([`Published: '${STAGED_TITLE}' published at /blog/a-large-document-with-its-pictures`]);
    const [row] = await queryPreviewDatabase<{ n: number }>("select count(*)::int as n from staged_uploads where purpose = 'document'");
    expect(row.n).toBe(0);
  });

  it('imports a corrected document again: the preview says which posts are unchanged, changed or new, and updates or skips them as chosen', async () => {
    const page = await openBlogUpload();
    await chooseFile(page, 'first.docx', await wordDocument([AGAIN.unchanged, AGAIN.changed]));
    await page.getByRole('button', { name: 'Upload & Publish Directly' }).click();
    expect(await toastText(page)).toBe('[default] Upload successful2 blog posts added to the database');

    const corrected = { ...AGAIN.changed, paragraphs: ['Recruiters ask the same three things, in this order.'] };
    await chooseFile(page, 'corrected.docx', await wordDocument([AGAIN.unchanged, corrected, AGAIN.added]));
    await page.getByRole('button', { name: 'Preview Blogs' }).click();
    expect(await toastText(page)).toBe('[default] Preview readyFound 3 blog posts. Review them before publishing.');
    const preview = page.getByRole('region', { name: /Preview: 3 blog posts/ });
    expect(await preview.getByText('1 new, 1 unchanged, 1 changed').isVisible()).toBe(true);
    const item = (title: string) => preview.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    const unchanged = await item(AGAIN.unchanged.title).textContent();
    expect(unchanged).toContain('Unchanged');
    expect(unchanged).toContain(`/blog/${AGAIN_SLUGS[0]}`);
    expect(unchanged).toContain('it will be skipped');
    // Paragraphs, headings and list items stay apart in the content's text (docs/decisions/word-import.md).
    expect(unchanged).toContain('Content: Good salespeople spot hesitation early. Take our career quiz');
    const changed = item(AGAIN.changed.title);
    expect(await changed.textContent()).toContain(`Changed`);
    expect(await changed.textContent()).toContain(`Slug: /blog/${AGAIN_SLUGS[1]}`);
    expect(await changed.textContent()).toContain('in this order. Three signals to watch Crossed arms');
    const choices = changed.getByRole('group', { name: `What to do with the post at /blog/${AGAIN_SLUGS[1]}` });
    expect(await choices.getByRole('radio', { name: /^Update existing post/ }).isChecked()).toBe(true);
    expect(await choices.getByRole('radio', { name: /^Skip/ }).isChecked()).toBe(false);
    expect(await item(AGAIN.added.title).textContent()).toContain(`New`);
    expect(await axeViolations(page)).toEqual([]);

    await preview.getByRole('button', { name: 'Publish All' }).click();
    expect(await toastText(page)).toBe('[default] Publishing successful1 blog post published to the database, 1 updated, 1 skipped');
    const result = page.getByRole('region', { name: 'Upload Complete' });
    expect(await result.textContent()).toContain('2 successful1 skipped0 failed');
    expect(await result.getByRole('list', { name: 'Results' }).getByRole('listitem').allTextContents()).toEqual([
      `Skipped: '${AGAIN.unchanged.title}' was already published at /blog/${AGAIN_SLUGS[0]}, unchanged: skipped`,
      `Published: '${AGAIN.changed.title}' updated at /blog/${AGAIN_SLUGS[1]}`,
      `Published: '${AGAIN.added.title}' published at /blog/${AGAIN_SLUGS[2]}`,
    ]);
    const rows = await queryPreviewDatabase<{ slug: string; content: string }>(
      'select slug, content from blog_posts where slug like any($1) order by slug',
      [AGAIN_SLUGS.map((slug) => `${slug}%`)],
    );
    expect(rows.map((r) => r.slug)).toEqual([...AGAIN_SLUGS].sort());
    expect(rows.find((r) => r.slug === AGAIN_SLUGS[1])?.content).toContain('in this order');

    // Changed again (one post: no section heading, which without page breaks would be a second title), skipped by choice: nothing is written.
    await result.getByRole('button', { name: 'Upload Another Document' }).click();
    await chooseFile(page, 'again.docx', await wordDocument([{ title: AGAIN.changed.title, paragraphs: ['A third version.'] }]));
    await page.getByRole('button', { name: 'Preview Blogs' }).click();
    expect(await toastText(page)).toBe('[default] Preview readyFound 1 blog post. Review it before publishing.');
    await page.getByRole('radio', { name: /^Skip/ }).check();
    await page.getByRole('button', { name: 'Publish All' }).click();
    expect(await toastText(page)).toBe('[default] Publishing successful0 blog posts published to the database, 1 skipped');
    const [row] = await queryPreviewDatabase<{ content: string }>('select content from blog_posts where slug = $1', [AGAIN_SLUGS[1]]);
    expect(row.content).toContain('in this order');
  });
});
