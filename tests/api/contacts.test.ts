import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { inOneRateWindow } from '../support/rate-window';
import { callApi } from '../support/call-api';

let t: TestDatabase;
let n = 0;
const post = (json: unknown, ip = `192.0.2.${++n}`) => callApi('/api/contacts', { method: 'POST', json }, { ip });
const valid = {
  name: 'Priya Shah',
  email: 'priya@example.com',
  subject: 'employer',
  message: 'We are hiring two graduate SDRs in Bristol.',
};
const stored = async () => t.db.selectFrom('contacts').selectAll().execute();

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('contacts').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

describe('POST /api/contacts', () => {
  it('stores the enquiry and returns its id', async () => {
    const res = await post({ ...valid, name: '  Priya Shah  ' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await stored();
    expect(row).toMatchObject({ id, name: 'Priya Shah', email: 'priya@example.com', subject: 'employer', message: valid.message });
  });

  it.each([
    ["another site's page, by fetch", { 'sec-fetch-site': 'cross-site' }],
    ["another site's form, in an older browser", { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses an enquiry sent from %s with 403, storing and mailing nothing', async (_name, headers) => {
    const body = new URLSearchParams(valid).toString();
    const mails = () => t.db.selectFrom('outbox').select('id').execute();
    const mailsBefore = await mails();
    const res = await callApi(
      '/api/contacts',
      { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } },
      { ip: '192.0.2.250' },
    );
    expect(res.status).toBe(403);
    expect(await stored()).toEqual([]);
    expect(await mails()).toEqual(mailsBefore);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: 'priya@' }, 'Valid email is required'],
    ['subject', { subject: 'sales' }, 'Please choose a subject'],
    ['subject', { subject: undefined }, 'Please choose a subject'],
    ['message', { message: '   ' }, 'Message is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Must be 5000 characters or fewer'],
  ])('refuses an invalid %s with 400 naming it', async (field, change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toEqual([message]);
    expect(await stored()).toHaveLength(0);
  });

  it.each([
    ['malformed JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name"' }],
    ['a form-encoded body', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' }],
  ])('refuses %s with 400', async (_name, init) => {
    const res = await callApi('/api/contacts', init, { ip: '192.0.2.200' });
    expect(res.status).toBe(400);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const res = await post({ ...valid, website: 'buy-now.example' });
    expect(res.status).toBe(201);
    expect(await stored()).toHaveLength(0);
  });

  it('allows 10 enquiries an hour from one address, then answers 429', async () => {
    await inOneRateWindow(15_000);
    for (let i = 0; i < 10; i++) expect((await post(valid, '203.0.113.50')).status).toBe(201);
    const res = await post(valid, '203.0.113.50');
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/Too many messages/);
    expect(await stored()).toHaveLength(10);
  });

  it('does not count refused enquiries against the hourly limit, only received ones', async () => {
    await inOneRateWindow(15_000);
    for (let i = 0; i < 12; i++) expect((await post({ ...valid, message: '' }, '203.0.113.51')).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await post(valid, '203.0.113.51')).status).toBe(201);
    expect((await post(valid, '203.0.113.51')).status).toBe(429);
  });

  it("answers 401 to GET without a session: the list is the admin's (tests/api/admin-authorization.test.ts)", async () => {
    const res = await callApi('/api/contacts');
    expect(res.status).toBe(401);
  });
});
