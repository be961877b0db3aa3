import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { ceilingWindow, SITE_BUSY_MESSAGE, SITE_CEILINGS, SITE_CLIENT_KEY, type SiteCeiling } from '../../src/abuse/site-ceilings';
import { site } from '../../src/config/site';
import { CONFIRM_TEMPLATE } from '../../src/job-alerts/subscriptions';
import { CONSULTANT_TEMPLATES } from '../../src/notifications/templates';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { inOneRateWindow } from '../support/rate-window';
import { sendPart, stageFile, startUpload } from '../support/staged-upload';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi, sendApi } from '../support/call-api';

let t: TestDatabase;
let n = 0;
/** Each call a new client address, as many machines would send. */
const freshIp = () => `198.51.100.${(++n % 250) + 1}`;
const enquiry = (i: number) => ({
  name: `Sender ${i}`,
  email: `sender${i}@example.com`,
  subject: 'general',
  message: `Enquiry number ${i}.`,
});
const postEnquiry = (json: unknown, ip = freshIp()) => callApi('/api/contacts', { method: 'POST', json }, { ip });
const count = async (table: 'contacts' | 'applications' | 'comments' | 'stagedUploadParts') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const ceilingMails = () =>
  t.db.selectFrom('outbox').select(['topic', 'recipient', 'subject']).where('template', '=', CONSULTANT_TEMPLATES.siteCeiling).execute();
/** The site's count this hour as if `hits` had already arrived from many addresses. */
const alreadyCounted = (ceiling: SiteCeiling, hits: number) =>
  t.db
    .insertInto('rateLimits')
    .values({ bucket: ceiling.bucket, clientKey: SITE_CLIENT_KEY, windowStart: ceilingWindow(new Date()), hits })
    .execute();

async function expectPaused(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ message: SITE_BUSY_MESSAGE });
}

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
// Up to a minute's wait for the hour to turn (inOneRateWindow), then the clean-up: longer than a hook's usual limit.
beforeEach(async () => {
  await inOneRateWindow(60_000);
  for (const table of [
    'contacts',
    'applications',
    'comments',
    'stagedUploads',
    'jobAlertSubscriptions',
    'rateLimits',
    'outbox',
    'pageViews',
  ] as const)
    await t.db.deleteFrom(table).execute();
}, 120_000);

describe('site-wide hourly ceilings', () => {
  it(`takes ${SITE_CEILINGS.enquiries.limit} enquiries an hour from many addresses, then answers 503 to everyone and tells the consultant once`, async () => {
    for (let i = 0; i < SITE_CEILINGS.enquiries.limit; i++) expect((await postEnquiry(enquiry(i))).status).toBe(201);
    for (let i = 0; i < 3; i++) await expectPaused(await postEnquiry(enquiry(100 + i)));
    expect(await count('contacts')).toBe(SITE_CEILINGS.enquiries.limit);
    const mails = await ceilingMails();
    expect(mails).toEqual([
      {
        topic: expect.stringContaining(SITE_CEILINGS.enquiries.bucket),
        recipient: site.email,
        subject: `The website paused ${SITE_CEILINGS.enquiries.paused} for the rest of the hour`,
      },
    ]);
  });

  it('leaves a single address under its own limit alone below the ceiling: its own limit (429) is what it meets', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < RATE_LIMITS.contacts.limit; i++) expect((await postEnquiry(enquiry(i), ip)).status).toBe(201);
    expect((await postEnquiry(enquiry(99), ip)).status).toBe(429);
    expect((await postEnquiry(enquiry(98))).status).toBe(201);
    expect(await ceilingMails()).toEqual([]);
  });

  it('does not count refused submissions: invalid ones cannot close the form', async () => {
    await alreadyCounted(SITE_CEILINGS.enquiries, SITE_CEILINGS.enquiries.limit - 1);
    for (let i = 0; i < 5; i++) expect((await postEnquiry({ ...enquiry(i), email: 'not-an-email' })).status).toBe(400);
    expect((await postEnquiry(enquiry(1))).status).toBe(201);
    await expectPaused(await postEnquiry(enquiry(2)));
  });

  it('pauses applications at their hourly number, a CV staying unstored', async () => {
    await alreadyCounted(SITE_CEILINGS.applications, SITE_CEILINGS.applications.limit - 1);
    const apply = (email: string) => sendApi(applicationRequest({ ...validApplication, email }, { data: realPdf() }), { ip: freshIp() });
    expect((await apply('last.one@example.com')).status).toBe(201);
    await expectPaused(await apply('one.too.many@example.com'));
    expect(await count('applications')).toBe(1);
    expect((await ceilingMails()).map((m) => m.topic)).toEqual([expect.stringContaining(SITE_CEILINGS.applications.bucket)]);
  });

  it('pauses applications once their CVs’ bytes this hour would pass the ceiling, sent whole or staged', async () => {
    const cv = realPdf();
    await alreadyCounted(SITE_CEILINGS.applicationBytes, SITE_CEILINGS.applicationBytes.limit - cv.length);
    const apply = (email: string, file: { data: Buffer } | null, extra: Record<string, string> = {}) =>
      sendApi(applicationRequest({ ...validApplication, email }, file, extra), { ip: freshIp() });
    expect((await apply('fits@example.com', { data: cv })).status).toBe(201);
    await expectPaused(await apply('whole@example.com', { data: cv }));
    const staged = await stageFile(cv, freshIp());
    await expectPaused(await apply('staged@example.com', null, { uploadId: staged.id }));
    expect(await count('applications')).toBe(1);
    expect((await ceilingMails()).map((m) => m.topic)).toEqual([expect.stringContaining(SITE_CEILINGS.applicationBytes.bucket)]);
  });

  it('pauses comments at their hourly number', async () => {
    const postId = (
      await t.db
        .insertInto('blogPosts')
        .values({
          title: 'Ceiling',
          slug: `ceiling-${Date.now()}`,
          content: 'Body',
          author: 'A',
          publishedAt: new Date(Date.now() - 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await alreadyCounted(SITE_CEILINGS.comments, SITE_CEILINGS.comments.limit - 1);
    const comment = () =>
      callApi(
        '/api/comments',
        {
          method: 'POST',
          json: { blogPostId: postId, authorName: 'Sophie', authorEmail: 'sophie@example.com', content: 'A comment.' },
        },
        { ip: freshIp() },
      );
    expect((await comment()).status).toBe(201);
    await expectPaused(await comment());
    expect(await count('comments')).toBe(1);
  });

  it('pauses job alert sign-ups at their hourly number: no confirmation to anyone past it, the consultant told once', async () => {
    await alreadyCounted(SITE_CEILINGS.jobAlerts, SITE_CEILINGS.jobAlerts.limit - 1);
    const signUp = (email: string, q = '') =>
      callApi('/api/job-alerts', { method: 'POST', json: { email, q, frequency: 'daily', consent: true } }, { ip: freshIp() });
    // Refused sign-ups (keywords no alert takes) are not counted.
    expect((await signUp('refused@example.com', 'win \u202E')).status).toBe(400);
    expect((await signUp('last.one@example.com')).status).toBe(202);
    for (let i = 0; i < 3; i++) await expectPaused(await signUp(`stranger${i}@example.com`));
    const confirmations = await t.db.selectFrom('outbox').select('recipient').where('template', '=', CONFIRM_TEMPLATE).execute();
    expect(confirmations).toEqual([{ recipient: 'last.one@example.com' }]);
    expect(await ceilingMails()).toEqual([
      {
        topic: expect.stringContaining(SITE_CEILINGS.jobAlerts.bucket),
        recipient: site.email,
        subject: `The website paused ${SITE_CEILINGS.jobAlerts.paused} for the rest of the hour`,
      },
    ]);
  });

  it('pauses staged parts at their hourly number', async () => {
    await alreadyCounted(SITE_CEILINGS.stagedParts, SITE_CEILINGS.stagedParts.limit - 1);
    const cv = realPdf();
    const ip = freshIp();
    const first = await (await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: cv.length }, ip)).json();
    expect((await sendPart(first.id, 1, cv, ip)).status).toBe(204);
    const second = await (await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: cv.length }, ip)).json();
    await expectPaused(await sendPart(second.id, 1, cv, ip));
    expect(await count('stagedUploadParts')).toBe(1);
  });

  it(`takes ${SITE_CEILINGS.insightKeys.limit} new insights rows an hour; past it, known rows keep counting, new ones are dropped, and the consultant is told once`, async () => {
    const beacon = (referrerHost: string) =>
      callApi(
        '/api/insights/views',
        {
          method: 'POST',
          body: JSON.stringify({ path: '/jobs/7', referrerHost, device: 'mobile' }),
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'sec-fetch-site': 'same-origin',
            'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
          },
        },
        { ip: freshIp() },
      );
    const views = async () =>
      Object.fromEntries(
        (await t.db.selectFrom('pageViews').select(['referrerHost', 'views']).execute()).map((r) => [r.referrerHost, r.views]),
      );
    await alreadyCounted(SITE_CEILINGS.insightKeys, SITE_CEILINGS.insightKeys.limit - 5);
    expect((await beacon('www.linkedin.com')).status).toBe(204);
    // Of ten new rows at once with room for four, exactly four are stored.
    await Promise.all(Array.from({ length: 10 }, (_, i) => beacon(`at-once-${i}.example`)));
    // Past the ceiling the answer is the same (a beacon's is never read), and nothing new is stored.
    for (let i = 0; i < 3; i++) expect((await beacon(`planted-${i}.example`)).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await beacon('www.linkedin.com')).status).toBe(204);
    const stored = await views();
    expect(stored['www.linkedin.com']).toBe(3);
    expect(Object.keys(stored).filter((host) => host.startsWith('at-once-'))).toHaveLength(4);
    expect(Object.keys(stored)).toHaveLength(5);
    expect(await ceilingMails()).toEqual([
      {
        topic: expect.stringContaining(SITE_CEILINGS.insightKeys.bucket),
        recipient: site.email,
        subject: 'The website stopped adding new pages and sources to the visitor insights for the rest of the hour',
      },
    ]);
  });
});
