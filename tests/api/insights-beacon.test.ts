import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressKey, RATE_LIMITS } from '../../src/abuse/rate-limit';
import { PAGE_VIEW_MAX_BYTES } from '../../src/api/handlers/insights';
import { UTM_VALUE_MAX } from '../../src/schemas/visit';
import { ukDay } from '../../src/utils/uk-time';
import { createAccount, signInCookie } from '../support/admin-session';
import { inOneRateWindow } from '../support/rate-window';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const view = {
  path: '/jobs/7',
  referrerHost: 'www.linkedin.com',
  utmSource: 'linkedin',
  utmMedium: '',
  utmCampaign: 'x',
  device: 'mobile',
};

let t: TestDatabase;
let n = 0;
/** A beacon as navigator.sendBeacon sends a string: text/plain, same-origin. */
const beacon = (body: unknown, { ip = `192.0.2.${++n}`, ua = BROWSER, cookie = '' } = {}) =>
  callApi(
    '/api/insights/views',
    {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        'user-agent': ua,
        ...(cookie ? { cookie } : {}),
      },
    },
    { ip },
  );
const rows = () =>
  t.db
    .selectFrom('pageViews')
    .selectAll()
    .select((eb) => eb.cast<string>('day', 'text').as('day'))
    .execute();

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('pageViews').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

describe('POST /api/insights/views', () => {
  it('counts views of the same page and source on one row of the day, with nothing about the visitor', async () => {
    for (let i = 0; i < 3; i++) expect((await beacon(view)).status).toBe(204);
    await beacon({ ...view, device: 'desktop' });
    const stored = await rows();
    expect(stored).toHaveLength(2);
    expect(stored.find((r) => r.device === 'mobile')).toEqual({ day: ukDay(new Date()), ...view, views: 3 });
    // Only counts: no column could hold an address, a user agent or an identifier.
    expect(Object.keys(stored[0]).sort()).toEqual([
      'day',
      'device',
      'path',
      'referrerHost',
      'utmCampaign',
      'utmMedium',
      'utmSource',
      'views',
    ]);
  });

  it('names a page one way, however its address was written', async () => {
    for (const path of ['/jobs/7', '/jobs/7.html', '/jobs/7/', '/Jobs/7?x=1']) await beacon({ ...view, path });
    expect((await rows()).map((r) => [r.path, r.views])).toEqual([['/jobs/7', 4]]);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['curl', 'curl/8.5.0'],
    ['no user agent', ''],
  ])('does not count %s', async (_name, ua) => {
    expect((await beacon(view, { ua })).status).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it("does not count the admin's own visits", async () => {
    await createAccount(t.db, 'admin@example.com');
    const cookie = await signInCookie('admin@example.com');
    expect((await beacon(view, { cookie })).status).toBe(204);
    expect(await rows()).toEqual([]);
    // A cookie of that name that is not a genuine session counts as a visitor.
    await beacon(view, { cookie: 'admin_session=forged' });
    expect(await rows()).toHaveLength(1);
    // So does a genuine token of a session that was signed out (or revoked from the Security panel).
    await callApi('/api/auth/logout', { cookie, method: 'POST' });
    await beacon(view, { cookie });
    expect((await rows()).map((r) => Number(r.views))).toEqual([2]);
  });

  it('refuses a body over 2 KB (413), counting nothing', async () => {
    const res = await beacon({ ...view, utmCampaign: 'x'.repeat(PAGE_VIEW_MAX_BYTES) });
    expect(res.status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"path":'],
    ['a path that is not one', { ...view, path: 'https://evil.example/' }],
    ['an unknown device', { ...view, device: 'fridge' }],
  ])('refuses %s (400)', async (_name, body) => {
    expect((await beacon(body)).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('cuts long tags, so junk cannot widen a row', async () => {
    await beacon({ ...view, utmCampaign: 'c'.repeat(500) });
    expect((await rows())[0].utmCampaign).toBe('c'.repeat(UTM_VALUE_MAX));
  });

  it('keeps only a host name as the referrer and plain short tags: made-up text is not stored, the view still counts', async () => {
    const planted = [
      { referrerHost: 'Best jobs at evil dot com', utmCampaign: 'call +44 800 123 456' },
      { referrerHost: 'evil.example/phish', utmSource: 'https://evil.example/' },
      { referrerHost: '192.0.2.1', utmMedium: '<b>hired</b>' },
      { referrerHost: 'www.linkedin.com\u202e', utmMedium: 'sale\u202e' },
    ];
    for (const fields of planted) expect((await beacon({ ...view, ...fields })).status).toBe(204);
    await beacon({ ...view, referrerHost: 'WWW.LinkedIn.com:443', utmCampaign: 'Spring  Sale' });
    const sources = (await rows()).map(({ referrerHost, utmSource, utmMedium, utmCampaign, views }) => [
      referrerHost,
      utmSource,
      utmMedium,
      utmCampaign,
      views,
    ]);
    expect(sources.sort()).toEqual([
      ['', '', '', 'x', 1],
      ['', 'linkedin', '', '', 1],
      ['', 'linkedin', '', 'x', 2],
      ['www.linkedin.com', 'linkedin', '', 'spring sale', 1],
    ]);
    const stored = JSON.stringify(await rows());
    for (const text of ['evil', '800', 'hired', '192.0.2.1', '\u202e']) expect(stored).not.toContain(text);
  });

  it('refuses a beacon from another site (403)', async () => {
    const res = await callApi(
      '/api/insights/views',
      {
        method: 'POST',
        body: JSON.stringify(view),
        headers: { 'sec-fetch-site': 'cross-site', 'user-agent': BROWSER },
      },
      { ip: '192.0.2.200' },
    );
    expect(res.status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('limits each client (429 with Retry-After), not the others', async () => {
    await inOneRateWindow(10_000);
    const { limit, windowSeconds, bucket } = RATE_LIMITS.pageViews;
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    await t.db
      .insertInto('rateLimits')
      .values({ bucket, clientKey: addressKey('198.51.100.1'), windowStart, hits: limit })
      .execute();
    const refused = await beacon(view, { ip: '198.51.100.1' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await beacon(view, { ip: '198.51.100.2' })).status).toBe(204);
    expect((await rows())[0].views).toBe(1);
  });

  it('counts the limit over the last hour, not the clock hour: a full last minute of the hour before still refuses', async () => {
    const { limit, bucket } = RATE_LIMITS.pageViews;
    const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    await t.db
      .insertInto('rateLimits')
      .values({ bucket, clientKey: addressKey('198.51.100.3'), windowStart: new Date(hourStart - 60_000), hits: limit })
      .execute();
    const refused = await beacon(view, { ip: '198.51.100.3' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rows()).toEqual([]);
  });
});
