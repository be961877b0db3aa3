import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LINKEDIN_VERSION, linkedinConfigFromEnv } from '../../src/linkedin/client';
import { shareOnLinkedIn, STALE_CLAIM_MS } from '../../src/linkedin/share';
import { postCard, SHARE_CARD_SIZE } from '../../src/share-cards/cards';
import { renderShareCard } from '../../src/share-cards/render';
import { useSignedInAdmin } from '../support/admin-session';
import { pngSize } from '../support/png';

const { db, admin } = useSignedInAdmin();

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * LinkedIn's stand-in, and the site's: records each request to LinkedIn and answers a post with what the
 * test set; an image upload is accepted (initializeUpload gives an upload address on this server) unless
 * the test set another answer. As the site, it serves the share cards in `cards` (the build's, by path).
 */
let server: Server;
let received: Received[] = [];
let answer: { status: number; headers?: Record<string, string>; body?: string; delayMs?: number; hangUp?: boolean };
/** LinkedIn's answer at one step of the image upload, when a test makes it fail. */
let imageRefusal: { url: string; status: number; body: string } | undefined;
const cards = new Map<string, Buffer>();
const IMAGE_URN = 'urn:li:image:C4D10AQGShareCard';

const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url!.startsWith('/og/')) {
      const card = cards.get(req.url!);
      res.writeHead(card ? 200 : 404, { 'content-type': card ? 'image/png' : 'text/html' });
      return void res.end(card ?? 'Not found');
    }
    const raw = Buffer.concat(chunks);
    received.push({
      method: req.method!,
      url: req.url!,
      headers: req.headers,
      body: req.headers['content-type'] === 'application/json' ? JSON.parse(raw.toString() || 'null') : raw,
    });
    if (req.url !== '/rest/posts') {
      const uploading = req.url === '/rest/images?action=initializeUpload';
      const reply =
        imageRefusal && imageRefusal.url === req.url
          ? imageRefusal
          : {
              status: uploading ? 200 : 201,
              body: uploading ? JSON.stringify({ value: { uploadUrl: `${origin()}/dms-uploads/card-1`, image: IMAGE_URN } }) : '',
            };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      return void res.end(reply.body ?? '');
    }
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    // The request arrived, but the answer never goes back (a timeout or a dropped connection looks the same).
    if (answer.hangUp) return void req.socket.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The posts LinkedIn was asked to make (beside them, each share uploads its image first). */
const postsSent = () => received.filter((r) => r.url === '/rest/posts');

const ENV = {
  LINKEDIN_ACCESS_TOKEN: 'test-token-123',
  LINKEDIN_AUTHOR_URN: 'urn:li:organization:424242',
};
beforeEach(() => {
  // The stand-in is the site too: SITE_URL is where the post's page and card are.
  Object.assign(process.env, ENV, { LINKEDIN_API_BASE: origin(), SITE_URL: origin() });
  received = [];
  answer = { status: 201, headers: { 'x-restli-id': 'urn:li:share:7000000000000000001' } };
  imageRefusal = undefined;
});
afterEach(() => {
  for (const name of [...Object.keys(ENV), 'SITE_URL', 'LINKEDIN_API_BASE', 'LINKEDIN_VERSION']) delete process.env[name];
});

/** One card for every post (they differ only by their words): drawn once, as the build draws them. */
let cardPng: Buffer;
beforeAll(async () => {
  cardPng = await renderShareCard(postCard({ slug: 'any', title: 'Why psychology graduates sell well', category: 'Career Guidance' }));
});

let nextSlug = 1;
/** A post, its page and card on the site as after a build (`built: false`, published since the last build). */
async function post(
  fields: { publishedAt?: Date | null; excerpt?: string | null; title?: string; content?: string; built?: boolean } = {},
) {
  const slug = `linkedin-post-${nextSlug++}`;
  const row = await db()
    .insertInto('blogPosts')
    .values({
      title: fields.title ?? 'Why psychology graduates sell well',
      slug,
      category: 'Career Guidance',
      content: fields.content ?? '<p>Body</p>',
      author: 'PsychGrad Recruitment Team',
      excerpt: fields.excerpt === undefined ? 'Empathy, curiosity & data: the (real) reasons.' : fields.excerpt,
      publishedAt: fields.publishedAt === undefined ? new Date('2026-01-10T09:00:00Z') : fields.publishedAt,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  if (fields.built !== false) cards.set(`/og/blog/${slug}.png`, cardPng);
  return row;
}
const share = (id: number) => admin('POST', `/api/blog/${id}/post-linkedin`);
const stored = (id: number) =>
  db()
    .selectFrom('blogPosts')
    .select(['linkedinPosted', 'linkedinPostUrl', 'linkedinPostingSince'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/blog/{id}/post-linkedin', () => {
  it('uploads the post’s share card to LinkedIn, sends an article share of the page with it as thumbnail, and stores the post URL', async () => {
    const { id, slug } = await post();
    const { status, body } = await share(id);
    expect(status).toBe(200);
    expect(body).toEqual({
      linkedinPosted: true,
      linkedinPostUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7000000000000000001/',
    });
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /rest/images?action=initializeUpload',
      'PUT /dms-uploads/card-1',
      'POST /rest/posts',
    ]);
    const [initialize, upload, request] = received;
    expect(initialize.headers.authorization).toBe('Bearer test-token-123');
    expect(initialize.headers['linkedin-version']).toBe(DEFAULT_LINKEDIN_VERSION);
    expect(initialize.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(initialize.body).toEqual({ initializeUploadRequest: { owner: 'urn:li:organization:424242' } });
    // The bytes LinkedIn receives are the card the site serves: the 1200x630 PNG the page names as og:image.
    expect(upload.headers.authorization).toBe('Bearer test-token-123');
    expect(upload.headers['content-type']).toBe('image/png');
    expect((upload.body as Buffer).equals(cardPng)).toBe(true);
    expect(pngSize(upload.body as Buffer)).toEqual(SHARE_CARD_SIZE);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/rest/posts');
    expect(request.headers.authorization).toBe('Bearer test-token-123');
    expect(request.headers['linkedin-version']).toBe(DEFAULT_LINKEDIN_VERSION);
    expect(request.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      author: 'urn:li:organization:424242',
      commentary: 'Why psychology graduates sell well\n\nEmpathy, curiosity & data: the \\(real\\) reasons.',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      content: {
        article: {
          source: `${origin()}/blog/${slug}`,
          title: 'Why psychology graduates sell well',
          description: 'Empathy, curiosity & data: the (real) reasons.',
          thumbnail: IMAGE_URN,
          thumbnailAltText: 'Why psychology graduates sell well, Career Guidance: from the PsychGrad Sales Recruitment blog',
        },
      },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
    expect(await stored(id)).toEqual({ linkedinPosted: true, linkedinPostUrl: body.linkedinPostUrl, linkedinPostingSince: null });
  });

  it.each([
    ['no excerpt', null],
    ['a blank excerpt', '  '],
  ])('shares a post with %s with the start of its text, as the site shows it', async (_what, excerpt) => {
    const { id } = await post({ excerpt, content: 'Psychology graduates **read people** & the data backs it (really).' });
    expect((await share(id)).status).toBe(200);
    const { commentary, content } = postsSent()[0].body as { commentary: string; content: { article: { description: string } } };
    expect(content.article.description).toBe('Psychology graduates read people & the data backs it (really).');
    expect(commentary).toBe('Why psychology graduates sell well\n\nPsychology graduates read people & the data backs it \\(really\\).');
  });

  it("does not count sharing as modifying the post (its updated_at, the page's modified time); an edit still does", async () => {
    const { id } = await post();
    const updatedAt = async () =>
      (await db().selectFrom('blogPosts').select('updatedAt').where('id', '=', id).executeTakeFirstOrThrow()).updatedAt;
    const before = await updatedAt();
    expect((await share(id)).status).toBe(200);
    expect(await updatedAt()).toEqual(before);
    await db().updateTable('blogPosts').set({ title: 'Why psychology graduates sell well, revised' }).where('id', '=', id).execute();
    expect((await updatedAt()).getTime()).toBeGreaterThan(before.getTime());
  });

  it('uses the configured LinkedIn-Version', async () => {
    process.env.LINKEDIN_VERSION = '202601';
    const { id } = await post();
    expect((await share(id)).status).toBe(200);
    expect(received.filter((r) => r.url.startsWith('/rest/')).map((r) => r.headers['linkedin-version'])).toEqual(['202601', '202601']);
  });

  it('refuses a second post of the same blog post with 409 and does not call LinkedIn again', async () => {
    const { id } = await post();
    await share(id);
    const again = await share(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This post has already been posted to LinkedIn');
    expect(postsSent()).toHaveLength(1);
  });

  it('lets only one of two racing requests reach LinkedIn', async () => {
    const { id } = await post();
    answer.delayMs = 300;
    const results = await Promise.all([share(id), share(id), share(id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // One image upload (initializeUpload, then the bytes) and one post.
    expect(received).toHaveLength(3);
    expect((await stored(id)).linkedinPosted).toBe(true);
  });

  it('answers 503 when LinkedIn is not configured, without calling it', async () => {
    delete process.env.LINKEDIN_ACCESS_TOKEN;
    const { id } = await post();
    const { status, body } = await share(id);
    expect(status).toBe(503);
    expect(body.message).toBe('LinkedIn is not configured');
    expect(received).toHaveLength(0);
  });

  it.each([
    ['a draft', null],
    ['a scheduled post', new Date(Date.now() + 86_400_000)],
  ])('refuses %s with 400', async (_what, publishedAt) => {
    const { id } = await post({ publishedAt });
    const { status, body } = await share(id);
    expect(status).toBe(400);
    expect(body.message).toBe('Only a published post can be posted to LinkedIn');
    expect(received).toHaveLength(0);
  });

  it('refuses with 409 a post whose page and card the site does not have yet, without calling LinkedIn, and shares it once they are there', async () => {
    const { id, slug } = await post({ built: false });
    const { status, body } = await share(id);
    expect(status).toBe(409);
    expect(body.message).toBe(
      `The post's share image (${origin()}/og/blog/${slug}.png) is not on the site yet (the site answered 404, text/html). It is published with the post's page when the site is rebuilt: try again once the site is updated.`,
    );
    expect(received).toHaveLength(0);
    expect(await stored(id)).toEqual({ linkedinPosted: false, linkedinPostUrl: null, linkedinPostingSince: null });

    cards.set(`/og/blog/${slug}.png`, cardPng);
    expect((await share(id)).status).toBe(200);
    expect(postsSent()).toHaveLength(1);
  });

  it.each([
    ['refuses to start the upload', '/rest/images?action=initializeUpload', 403],
    ['refuses the bytes', '/dms-uploads/card-1', 400],
    ['fails on the bytes', '/dms-uploads/card-1', 500],
  ])('when LinkedIn %s, answers 502, posts nothing and leaves the post free to try again', async (_what, failing, code) => {
    const { id } = await post();
    imageRefusal = { url: failing, status: code, body: JSON.stringify({ status: code, message: 'Not allowed for this owner' }) };
    const { status, body } = await share(id);
    expect(status).toBe(502);
    expect(body.message).toBe(`LinkedIn refused the share image (${code}): Not allowed for this owner`);
    expect(postsSent()).toHaveLength(0);
    expect(await stored(id)).toEqual({ linkedinPosted: false, linkedinPostUrl: null, linkedinPostingSince: null });
  });

  it('answers 404 for an unknown post', async () => {
    expect((await share(999999)).status).toBe(404);
  });

  it("answers 502 with LinkedIn's message when it refuses, and leaves the post free to try again", async () => {
    const { id } = await post();
    answer = { status: 422, body: JSON.stringify({ status: 422, message: 'ERROR :: /content/article/source :: invalid URL' }) };
    const { status, body } = await share(id);
    expect(status).toBe(502);
    expect(body.message).toBe('LinkedIn refused the post (422): ERROR :: /content/article/source :: invalid URL');
    expect(await stored(id)).toEqual({ linkedinPosted: false, linkedinPostUrl: null, linkedinPostingSince: null });

    answer = { status: 201, headers: { 'x-restli-id': 'urn:li:share:7000000000000000002' } };
    expect((await share(id)).status).toBe(200);
  });

  it('says plainly that the access token has expired', async () => {
    const { id } = await post();
    answer = {
      status: 401,
      body: JSON.stringify({
        status: 401,
        serviceErrorCode: 65601,
        code: 'EXPIRED_ACCESS_TOKEN',
        message: 'The token used in the request has expired',
      }),
    };
    const { status, body } = await share(id);
    expect(status).toBe(502);
    expect(body.message).toBe(
      'The LinkedIn access token has expired (The token used in the request has expired). Create a new token and set LINKEDIN_ACCESS_TOKEN.',
    );
    expect((await stored(id)).linkedinPosted).toBe(false);
  });

  it('marks the post shared when LinkedIn publishes it without saying its id, and never sends it again', async () => {
    const { id } = await post();
    answer = { status: 201 };
    const { status, body } = await share(id);
    expect(status).toBe(200);
    expect(body).toEqual({ linkedinPosted: true, linkedinPostUrl: null });
    expect(await stored(id)).toEqual({ linkedinPosted: true, linkedinPostUrl: null, linkedinPostingSince: null });
    expect((await share(id)).status).toBe(409);
    expect(postsSent()).toHaveLength(1);
  });

  it('when the answer is lost after sending, says the post may be live and refuses to send it again at once', async () => {
    const { id } = await post();
    answer = { status: 201, hangUp: true };
    const { status, body } = await share(id);
    expect(status).toBe(502);
    expect(body.message).toMatch(/so the post may have been shared\. Check the company page on LinkedIn before trying again\.$/);
    expect((await stored(id)).linkedinPostingSince).not.toBeNull();
    answer = { status: 201, headers: { 'x-restli-id': 'urn:li:share:7000000000000000003' } };
    expect((await share(id)).status).toBe(409);
    expect(postsSent()).toHaveLength(1);
  });

  it.each([500, 502, 504])('after a server error (%i), says the post may be live and refuses to send it again at once', async (code) => {
    const { id } = await post();
    answer = { status: code, body: 'upstream request timeout' };
    const { status, body } = await share(id);
    expect(status).toBe(502);
    expect(body.message).toBe(
      `LinkedIn answered ${code}, so the post may have been shared. Check the company page on LinkedIn before trying again.`,
    );
    expect((await stored(id)).linkedinPostingSince).not.toBeNull();
    answer = { status: 201, headers: { 'x-restli-id': 'urn:li:share:7000000000000000004' } };
    expect((await share(id)).status).toBe(409);
    expect(postsSent()).toHaveLength(1);
  });

  it('answers 502 when LinkedIn cannot be reached', async () => {
    process.env.LINKEDIN_API_BASE = 'http://127.0.0.1:9';
    const { id } = await post();
    const { status, body } = await share(id);
    expect(status).toBe(502);
    expect(body.message).toMatch(/^LinkedIn could not be reached/);
    // Nothing was sent, so the post is free to try again.
    expect((await stored(id)).linkedinPostingSince).toBeNull();
  });

  describe('when marking the post shared fails after LinkedIn published it', () => {
    /** The database refuses to mark a post shared the first `times` times it is asked (a blip, a statement timeout). */
    async function refuseRecording(times: number) {
      await sql`create sequence record_refusals`.execute(db());
      await sql`create function refuse_record() returns trigger language plpgsql as $$ begin
        if new.linkedin_posted and not old.linkedin_posted and nextval('record_refusals') <= ${sql.lit(times)} then
          raise exception 'canceling statement due to statement timeout';
        end if;
        return new;
      end $$`.execute(db());
      await sql`create trigger refuse_record before update on blog_posts for each row execute function refuse_record()`.execute(db());
    }
    let log: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      log = vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(async () => {
      log.mockRestore();
      await sql`drop trigger if exists refuse_record on blog_posts`.execute(db());
      await sql`drop function if exists refuse_record()`.execute(db());
      await sql`drop sequence if exists record_refusals`.execute(db());
    });

    it('tries again, and records it once the database answers', async () => {
      const { id } = await post();
      await refuseRecording(2);
      const { status, body } = await share(id);
      expect(status).toBe(200);
      expect(body).toEqual({
        linkedinPosted: true,
        linkedinPostUrl: 'https://www.linkedin.com/feed/update/urn:li:share:7000000000000000001/',
      });
      expect(await stored(id)).toEqual({ linkedinPosted: true, linkedinPostUrl: body.linkedinPostUrl, linkedinPostingSince: null });
      expect(postsSent()).toHaveLength(1);
    });

    it('when it keeps failing, says the post is on LinkedIn, and never lets it be sent again, however long after', async () => {
      const { id } = await post();
      await refuseRecording(Number.MAX_SAFE_INTEGER);
      const { status, body } = await share(id);
      expect(status).toBe(502);
      const url = 'https://www.linkedin.com/feed/update/urn:li:share:7000000000000000001/';
      expect(body.message).toBe(
        `The post was shared on LinkedIn (${url}), but this site could not record that. Do not post it again: it shows as not posted until it is marked as posted in the database.`,
      );
      expect(
        await db().selectFrom('blogPosts').select(['linkedinPosted', 'linkedinPostUrl']).where('id', '=', id).executeTakeFirstOrThrow(),
      ).toEqual({ linkedinPosted: false, linkedinPostUrl: url });

      expect((await share(id)).status).toBe(409);
      const muchLater = new Date(Date.now() + 100 * STALE_CLAIM_MS);
      await expect(shareOnLinkedIn(db(), id, { config: linkedinConfigFromEnv(), now: muchLater })).rejects.toMatchObject({
        reason: 'already-posted',
      });
      expect(postsSent()).toHaveLength(1);
    });
  });
});
