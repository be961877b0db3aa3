import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDrafts } from '../../src/blog-import/publish';
import { NO_PAGE_BREAKS_CODE, type BlogPreviewItem } from '../../src/schemas/word-upload';
import { useSignedInAdmin } from '../support/admin-session';
import { realPdf } from '../support/files';
import {
  deeplyNestedDocx,
  docxWithUnwritablePartName,
  FIVE_POSTS,
  libreOfficeFixture,
  lyingZipBomb,
  wordDocument,
  zipWithDocumentOf,
} from '../support/word-documents';
import { callApi } from '../support/call-api';

const { db, admin } = useSignedInAdmin();

/** The admin cookie, read from the helper's calls (it signs in once for the file). */
let cookie = '';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function sendDocument(path: string, data: Buffer, fileName = 'posts.docx', type = DOCX) {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(data)], { type }), fileName);
  const res = await callApi(path, { method: 'POST', body: form, cookie });
  return { status: res.status, body: await res.json() };
}

const preview = (data: Buffer, fileName?: string, type?: string) => sendDocument('/api/admin/preview-blogs', data, fileName, type);
const upload = (data: Buffer, fileName?: string, type?: string) => sendDocument('/api/admin/upload-blogs', data, fileName, type);

/** The build hook: a local server counting calls. */
let hook: Server;
let hookCalls = 0;

beforeAll(async () => {
  // useSignedInAdmin's cookie is private; one call through it shows the session works, then sign in here too.
  const { signInCookie } = await import('../support/admin-session');
  cookie = await signInCookie('admin@example.com');
  hook = createServer((_req, res) => {
    hookCalls++;
    res.end('ok');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  await new Promise((resolve) => hook.close(resolve));
});

const publicPost = async (slug: string) => {
  const res = await callApi(`/api/blog/${slug}`);
  return { status: res.status, body: await res.json() };
};

describe('preview and publish (documents made by the docx package)', () => {
  let blogs: BlogPreviewItem[];

  it('previews five posts with titles, categories, slugs, excerpts and content; keeps lists, links and tables; drops the image with a warning', async () => {
    const { status, body } = await preview(await wordDocument(FIVE_POSTS));
    expect(status).toBe(200);
    blogs = body.blogs;
    expect(blogs.map((b) => b.title)).toEqual(FIVE_POSTS.map((p) => p.title));
    expect(blogs.map((b) => b.estimatedSlug)).toEqual([
      'why-psychology-graduates-thrive-in-sales',
      'preparing-for-your-first-sales-interview',
      'graduate-careers-beyond-the-clinic',
      'five-habits-of-successful-sales-graduates',
      'marketing-or-sales-choosing-your-path',
    ]);
    expect(blogs.map((b) => b.category)).toEqual([
      'Sales Psychology',
      'Sales Recruitment',
      'Psychology Graduate Careers',
      'Psychology Graduate Careers',
      'General',
    ]);
    expect(blogs.map((b) => b.status)).toEqual(Array(5).fill('new'));
    expect(blogs[0].excerpt).toBe(FIVE_POSTS[0].paragraphs[0]);
    expect(blogs[0].content).toContain('<li>Active listening</li>');
    expect(blogs[0].content).toContain('<a href="https://example.org/vacancies">our vacancies</a>');
    expect(blogs[0].content).not.toContain(FIVE_POSTS[0].title);
    expect(blogs[1].content).toMatch(/<table>.*Sell me this pen.*<\/table>/s);
    expect(blogs[1].content).toContain('<a href="/career-quiz">career quiz</a>');
    expect(blogs[0].content).toContain('<a href="/areas/london">London</a>');
    expect(blogs[2].content).not.toContain('<img');
    expect(body.notes).toEqual(["⚠ 'Graduate Careers Beyond the Clinic': 1 image was left out (images cannot be imported)"]);
    expect(
      await db()
        .selectFrom('blogPosts')
        .select('id')
        .where(
          'slug',
          'in',
          blogs.map((b) => b.estimatedSlug),
        )
        .execute(),
    ).toEqual([]);
  });

  it('publishes the previewed list, each post live, with one rebuild request for the batch', async () => {
    const before = hookCalls;
    const { status, body } = await admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs } });
    expect(status).toBe(200);
    expect(body.details).toMatchObject({ success: 5, added: 5, updated: 0, skipped: 0, failed: 0 });
    expect(body.message).toBe('5 blog posts published to the database');
    expect(body.details.blogs[0]).toBe(
      "✓ 'Why Psychology Graduates Thrive in Sales' published at /blog/why-psychology-graduates-thrive-in-sales",
    );
    const live = await publicPost('preparing-for-your-first-sales-interview');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({
      title: 'Preparing for Your First Sales Interview',
      category: 'Sales Recruitment',
      author: 'PsychGrad Recruitment Team',
    });
    expect(live.body.contentHtml).toContain('<table>');
    expect(hookCalls - before).toBe(1);
  });

  it("reports the parts the preview could not import, as publishing directly does: the result's failed count includes them", async () => {
    const post = { ...blogs[0], title: 'A Post Published Beside a Failed One', content: '<p>Its own content.</p>' };
    const notes = [
      '✗ Post 2: No title found',
      "⚠ 'A Post Published Beside a Failed One': 1 image was left out (images cannot be imported)",
    ];
    const { status, body } = await admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs: [post], notes } });
    expect(status).toBe(200);
    expect(body.details).toMatchObject({ success: 1, failed: 1 });
    expect(body.details.blogs).toEqual([
      ...notes,
      "✓ 'A Post Published Beside a Failed One' published at /blog/a-post-published-beside-a-failed-one",
    ]);
  });

  it('previews a post already there by its title: unchanged (same content) or changed, at its own address, never a numbered one', async () => {
    const corrected = {
      ...FIVE_POSTS[0],
      title: ' why psychology  graduates thrive in sales',
      paragraphs: [...FIVE_POSTS[0].paragraphs, 'A corrected paragraph.'],
    };
    const { status, body } = await preview(
      await wordDocument([
        FIVE_POSTS[0],
        corrected,
        FIVE_POSTS[1],
        { title: 'A Post Nobody Has Published Yet', paragraphs: ['New here.'] },
      ]),
    );
    expect(status).toBe(200);
    expect(body.blogs.map((b: BlogPreviewItem) => [b.status, b.estimatedSlug, b.onExisting])).toEqual([
      ['unchanged', 'why-psychology-graduates-thrive-in-sales', undefined],
      ['changed', 'why-psychology-graduates-thrive-in-sales', 'update'],
      ['unchanged', 'preparing-for-your-first-sales-interview', undefined],
      ['new', 'a-post-nobody-has-published-yet', undefined],
    ]);
  });

  it('updates a changed post in place when chosen (address, category, publication and comments kept; a rebuild asked for), skips it when not', async () => {
    const slug = 'why-psychology-graduates-thrive-in-sales';
    const before = await db().selectFrom('blogPosts').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
    await db().updateTable('blogPosts').set({ category: 'Career Guidance' }).where('id', '=', before.id).execute();
    const comment = await db()
      .insertInto('comments')
      .values({
        blogPostId: before.id,
        parentId: null,
        authorName: 'Reader',
        authorEmail: 'reader@example.com',
        content: 'A comment that must survive the update.',
        authorWebsite: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const corrected = {
      ...blogs[0],
      title: 'Why Psychology Graduates Thrive in Sales ',
      content: `${blogs[0].content}<p>A corrected paragraph.</p>`,
    };
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('blogPosts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const posts = await count();
    /** When the site was last marked as changed (a rebuild asked for; the hook itself is called at most once a minute). */
    const lastChange = async () =>
      (await db().selectFrom('siteRebuilds').select('lastChangeAt').where('id', '=', 1).executeTakeFirstOrThrow()).lastChangeAt;

    const unmarked = await lastChange();
    const skipped = await admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs: [{ ...corrected, onExisting: 'skip' }] } });
    expect(skipped.body.details).toEqual({
      success: 0,
      failed: 0,
      added: 0,
      updated: 0,
      skipped: 1,
      blogs: [`– 'Why Psychology Graduates Thrive in Sales' skipped: the post at /blog/${slug} was left as it is`],
    });
    expect(skipped.body.message).toBe('0 blog posts published to the database, 1 skipped');
    expect(await lastChange()).toEqual(unmarked);

    // Upload & Publish Directly has no preview to ask in: it never overwrites, and says so.
    const direct = await publishDrafts(db(), [corrected]);
    expect(direct.blogs).toEqual([
      `⚠ 'Why Psychology Graduates Thrive in Sales' differs from the post at /blog/${slug}, which was left as it is: preview the document to update it`,
    ]);
    expect((await db().selectFrom('blogPosts').select('content').where('id', '=', before.id).executeTakeFirstOrThrow()).content).toBe(
      before.content,
    );

    const updated = await admin('POST', '/api/admin/publish-previewed-blogs', {
      json: { blogs: [{ ...corrected, onExisting: 'update' }, blogs[1]] },
    });
    expect(updated.body.details).toEqual({
      success: 1,
      failed: 0,
      added: 0,
      updated: 1,
      skipped: 1,
      blogs: [
        `✓ 'Why Psychology Graduates Thrive in Sales' updated at /blog/${slug}`,
        "– 'Preparing for Your First Sales Interview' was already published at /blog/preparing-for-your-first-sales-interview, unchanged: skipped",
      ],
    });
    expect(updated.body.message).toBe('0 blog posts published to the database, 1 updated, 1 skipped');
    expect(await lastChange()).not.toEqual(unmarked);
    expect(await count()).toBe(posts);
    const after = await db().selectFrom('blogPosts').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      slug,
      title: 'Why Psychology Graduates Thrive in Sales',
      category: 'Career Guidance',
      publishedAt: before.publishedAt,
      author: before.author,
    });
    expect(after.content).toContain('A corrected paragraph.');
    expect((await publicPost(slug)).body.contentHtml).toContain('A corrected paragraph.');
    expect(await db().selectFrom('comments').select('id').where('blogPostId', '=', before.id).execute()).toEqual([comment]);

    // The same corrected list again: now unchanged, so skipped.
    const again = await admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs: [{ ...corrected, onExisting: 'update' }] } });
    expect(again.body.details).toMatchObject({ success: 0, updated: 0, skipped: 1 });
    await db().deleteFrom('comments').where('id', '=', comment.id).execute();
    await db()
      .updateTable('blogPosts')
      .set({ title: before.title, content: before.content, excerpt: before.excerpt, category: before.category })
      .where('id', '=', before.id)
      .execute();
  });

  it('refuses a choice other than update or skip', async () => {
    const { status, body } = await admin('POST', '/api/admin/publish-previewed-blogs', {
      json: { blogs: [{ ...blogs[0], onExisting: 'overwrite' }] },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('updated or skipped');
  });

  it('publishing the same list again (a retry, a second tab) writes no duplicates', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('blogPosts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const again = await admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs: blogs.slice(0, 2) } });
    expect(again.status).toBe(200);
    expect(again.body.details).toMatchObject({ success: 0, added: 0, skipped: 2, failed: 0 });
    expect(again.body.details.blogs[0]).toBe(
      "– 'Why Psychology Graduates Thrive in Sales' was already published at /blog/why-psychology-graduates-thrive-in-sales, unchanged: skipped",
    );
    expect(await count()).toBe(before);
  });

  const laterYear = new Date().getUTCFullYear() + 5;
  it.each([
    [
      'a draft',
      null,
      "⚠ 'Why Psychology Graduates Thrive in Sales' is already imported at /blog/why-psychology-graduates-thrive-in-sales as a draft",
    ],
    [
      'scheduled',
      new Date(Date.UTC(laterYear, 6, 1, 9)),
      `⚠ 'Why Psychology Graduates Thrive in Sales' is already imported at /blog/why-psychology-graduates-thrive-in-sales, scheduled for 1 July ${laterYear}`,
    ],
  ])(
    'publishing a post made %s since is not reported as published, and leaves it as the admin set it',
    async (_name, publishedAt, line) => {
      const slug = 'why-psychology-graduates-thrive-in-sales';
      const { publishedAt: live } = await db()
        .selectFrom('blogPosts')
        .select('publishedAt')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      await db().updateTable('blogPosts').set({ publishedAt }).where('slug', '=', slug).execute();
      try {
        const before = hookCalls;
        const again = await admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs: [blogs[0]] } });
        expect(again.body.details).toEqual({ success: 0, failed: 0, added: 0, updated: 0, skipped: 1, blogs: [line] });
        expect(
          (await db().selectFrom('blogPosts').select('publishedAt').where('slug', '=', slug).executeTakeFirstOrThrow()).publishedAt,
        ).toEqual(publishedAt);
        expect(hookCalls).toBe(before);
      } finally {
        await db().updateTable('blogPosts').set({ publishedAt: live }).where('slug', '=', slug).execute();
      }
    },
  );

  it('publishing one new list from two tabs at the same moment writes each post once', async () => {
    const fresh = blogs
      .slice(2, 4)
      .map((b) => ({ ...b, title: `${b.title}, Two Tabs`, content: `${b.content}<p>Published from two tabs at once.</p>` }));
    const publish = () => admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs: fresh } });
    const answers = await Promise.all([publish(), publish(), publish()]);
    // Each post is added by one answer and skipped (already there) by the others.
    expect(answers.map((a) => a.body.details.added + a.body.details.skipped)).toEqual([2, 2, 2]);
    expect(answers.reduce((sum, a) => sum + a.body.details.added, 0)).toBe(2);
    for (const post of fresh) {
      const rows = await db().selectFrom('blogPosts').select('slug').where('content', '=', post.content).execute();
      expect(rows).toHaveLength(1);
    }
  });

  it('checks a previewed list again: bad titles, categories and slugs fail per post; script is sanitised away on display', async () => {
    const { body } = await admin('POST', '/api/admin/publish-previewed-blogs', {
      json: {
        blogs: [
          { title: 'Too short', category: 'General', estimatedSlug: 'too-short', excerpt: '', content: '<p>x</p>' },
          { title: 'A valid title for a post', category: 'Gossip', estimatedSlug: 'gossip-post', excerpt: '', content: '<p>x</p>' },
          { title: 'Reserved slug attempt here', category: 'General', estimatedSlug: 'category', excerpt: '', content: '<p>x</p>' },
          {
            title: 'Hostile content is harmless',
            category: 'General',
            estimatedSlug: 'hostile-content',
            excerpt: '',
            content: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
          },
        ],
      },
    });
    expect(body.details).toMatchObject({ success: 1, failed: 3 });
    expect(body.details.blogs.slice(0, 3).every((line: string) => line.startsWith('✗ '))).toBe(true);
    expect(body.details.blogs[0]).toContain('10-80 characters');
    const hostile = await publicPost('hostile-content');
    expect(hostile.body.contentHtml).not.toMatch(/<script|onerror/);
  });

  it('refuses an empty list with "No blogs to publish"', async () => {
    const { status, body } = await admin('POST', '/api/admin/publish-previewed-blogs', { json: { blogs: [] } });
    expect(status).toBe(400);
    expect(body.message).toContain('No blogs to publish');
  });
});

describe('direct upload', () => {
  it('publishes a document with pageBreakBefore titles and bold titles, reporting a title too short as failed', async () => {
    const doc = await wordDocument(
      [
        { title: 'Negotiation Lessons From Psychology', titleAs: 'bold', paragraphs: ['Persuasion and influence are learnt.'] },
        { title: 'Too short', paragraphs: ['This post has a title that is too short.'] },
        { title: 'Salary Expectations for Graduate Recruiters', paragraphs: ['Recruitment salaries vary by region.'] },
      ],
      { breaks: 'before' },
    );
    const { status, body } = await upload(doc);
    expect(status).toBe(200);
    expect(body.details).toEqual({
      success: 2,
      failed: 1,
      added: 2,
      updated: 0,
      skipped: 0,
      blogs: [
        "✗ 'Too short': The title must be 10-80 characters long; it has 9",
        "✓ 'Negotiation Lessons From Psychology' published at /blog/negotiation-lessons-from-psychology",
        "✓ 'Salary Expectations for Graduate Recruiters' published at /blog/salary-expectations-for-graduate-recruiters",
      ],
    });
    expect((await publicPost('negotiation-lessons-from-psychology')).status).toBe(200);
  });

  it('accepts more than five posts with a warning line', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ title: `Sixfold Post Number ${i + 1}`, paragraphs: [`Body ${i + 1}`] }));
    const { body } = await upload(await wordDocument(six));
    expect(body.details.success).toBe(6);
    expect(body.details.blogs[0]).toBe('⚠ This document has 6 posts; 5 or fewer per document are recommended');
  });

  it('takes a document staged in parts (too large for one request) by its uploadId', async () => {
    const doc = await wordDocument([{ title: 'A Staged Document Post Title', paragraphs: ['Staged body'] }]);
    const start = await callApi(
      '/api/uploads',
      {
        method: 'POST',
        json: { purpose: 'document', fileName: 'big.docx', size: doc.length },
        headers: { cookie },
      },
      { ip: '203.0.113.7' },
    );
    expect(start.status).toBe(201);
    const { id } = await start.json();
    const part = await callApi(
      `/api/uploads/${id}/parts/1`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array(doc),
      },
      { ip: '203.0.113.7' },
    );
    expect(part.status).toBe(204);
    const form = new FormData();
    form.append('uploadId', id);
    const res = await callApi('/api/admin/upload-blogs', { method: 'POST', body: form, headers: { cookie } });
    expect((await res.json()).details.blogs).toEqual(["✓ 'A Staged Document Post Title' published at /blog/a-staged-document-post-title"]);
  });

  it('lets only an admin start a staged document upload', async () => {
    const res = await callApi(
      '/api/uploads',
      { method: 'POST', json: { purpose: 'document', fileName: 'x.docx', size: 10 } },
      { ip: '203.0.113.8' },
    );
    expect(res.status).toBe(401);
  });
});

describe('documents written by LibreOffice', () => {
  it.each(['source-three-posts.docx', 'source-three-posts.doc'])('previews the three posts of %s', async (name) => {
    const { status, body } = await preview(libreOfficeFixture(name), name, name.endsWith('.doc') ? 'application/msword' : DOCX);
    expect(status).toBe(200);
    expect(body.blogs.map((b: { title: string }) => b.title)).toEqual([
      'Why Psychology Graduates Thrive in Sales',
      'Preparing for Your First Sales Interview',
      'Graduate Careers Beyond the Clinic',
    ]);
    expect(body.blogs[0].content).toContain('<strong>B2B sales</strong>');
    expect(body.blogs[0].content).toContain('<li>Building rapport</li>');
    expect(body.blogs[0].content).toContain('href="https://www.psychgradsales.co.uk/jobs"');
    expect(body.blogs[1].content).toMatch(/<table>.*Sell me this pen.*<\/table>/s);
  });

  it('previews the same posts from the .doc and the .docx Writer saved of one document (Heading styles, ordered and bulleted lists)', async () => {
    const previewed = async (name: string) => {
      const { status, body } = await preview(libreOfficeFixture(name), name, name.endsWith('.doc') ? 'application/msword' : DOCX);
      expect(status).toBe(200);
      return body.blogs.map(({ title, content }: { title: string; content: string }) => ({ title, content }));
    };
    const fromDoc = await previewed('writer-headings-lists.doc');
    expect(fromDoc.map((b: { title: string }) => b.title)).toEqual([
      'Reading Body Language on Sales Calls',
      'Marketing Analytics for New Graduates',
      'Business Development in Your First Year',
    ]);
    expect(fromDoc[0].content).toMatch(/^<p>.*<\/p><h2>Three signals to watch<\/h2><ol><li>Crossed arms/);
    expect(fromDoc[1].content).toContain(
      '<ul><li>Spreadsheets and pivot tables</li><li>Web analytics</li></ul><h2>Where to start</h2><h3>A first project</h3><ol>',
    );
    expect(fromDoc[2].content).toContain(
      '<h2>Habits that help</h2><ul><li>Keep notes after every call</li><li>Follow up within two days</li></ul><ol><li>List the accounts you want</li>',
    );
    expect(fromDoc).toEqual(await previewed('writer-headings-lists.docx'));
  });

  it('uploads the .doc directly', async () => {
    const { body } = await upload(libreOfficeFixture('no-breaks-one-post.doc'), 'one.doc', 'application/msword');
    expect(body.details.success).toBe(1);
  });
});

describe('refusals (400 with a clear message)', () => {
  it('a document with several titles and no page breaks: "No page breaks detected" with what to fix', async () => {
    const { status, body } = await preview(
      await wordDocument(
        FIVE_POSTS.slice(0, 2).map((p) => ({ ...p, titleAs: 'heading' as const })),
        { breaks: 'none' },
      ),
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/^No page breaks detected: this document has 2 titles but no page breaks between them\. Put a page break/);
    // The upload page recognises this refusal by its code, not by its wording.
    expect(body.code).toBe(NO_PAGE_BREAKS_CODE);
  });

  it('a renamed PDF', async () => {
    const { status, body } = await preview(realPdf(), 'posts.docx');
    expect({ status, message: body.message }).toEqual({ status: 400, message: 'Please select a Word document (.docx or .doc)' });
  });

  it('no file', async () => {
    const form = new FormData();
    const res = await callApi('/api/admin/preview-blogs', { method: 'POST', body: form, headers: { cookie } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('No file selected');
  });

  it.each([
    [
      'a corrupt zip',
      () => Buffer.concat([Buffer.from('PK\x03\x04word/'), Buffer.alloc(2000, 7)]),
      /damaged or not really a Word document/,
    ],
    ['a zip bomb (200 MB declared)', () => zipWithDocumentOf(200 * 1024 * 1024), /zip bomb/],
    ['a zip bomb that lies about its size', () => lyingZipBomb(50 * 1024 * 1024, 1000), /damaged or not really a Word document/],
    ['huge XML', () => zipWithDocumentOf(9 * 1024 * 1024), /more text than can be imported/],
    ['deeply nested XML', () => deeplyNestedDocx(100_000), /nested too deeply/],
    [
      'a part whose name cannot be written into a ZIP again (was a 500)',
      () => docxWithUnwritablePartName(),
      /damaged or not really a Word document/,
    ],
    [
      'a fake .doc (compound-file signature, nothing inside)',
      () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4000)]),
      /could not be read/,
    ],
  ])(
    '%s',
    async (_name, make, message) => {
      const { status, body } = await preview(make());
      expect(status).toBe(400);
      expect(body.message).toMatch(message);
    },
    90_000,
  ); // building the bombs takes seconds on a busy machine

  it('a document over 10 MB: 413 while streaming', async () => {
    const { status, body } = await preview(Buffer.concat([await wordDocument(FIVE_POSTS), Buffer.alloc(10 * 1024 * 1024)]));
    expect(status).toBe(413);
    expect(body.message).toBe('The document must be 10 MB or smaller');
  });

  it('anyone but a signed-in admin: 401', async () => {
    const form = new FormData();
    form.append('document', new Blob([new Uint8Array(await wordDocument(FIVE_POSTS))]), 'a.docx');
    const res = await callApi('/api/admin/preview-blogs', { method: 'POST', body: form });
    expect(res.status).toBe(401);
  });
});
