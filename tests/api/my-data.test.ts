import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_LINKS_PER_ADDRESS_HOUR, personOfSession, requestSignInLink, startPersonSession } from '../../src/people/sign-in';
import { applicationRequest, validApplication } from '../support/application-request';
import { briefJob } from '../support/introductions';
import { realPdf } from '../support/files';
import { apiRequest, sendApi } from '../support/call-api';
import { tablesContaining } from '../support/tables-containing';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let n = 0;
/** Each request from its own network, so no per-network limit bites unless a test means it to. */
const send = (req: Request, ip = `198.51.100.${++n % 250}`) => sendApi(req, { ip });
const pdf = realPdf();

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const register = async (email: string, fields: Record<string, unknown> = {}) => {
  const json = { firstName: 'Ola', lastName: 'Nowak', email, phone: '07700 900321', consentFindWork: true, ...fields };
  expect((await send(apiRequest('/api/registrations', { method: 'POST', json }))).status).toBe(201);
};
const askForLink = (email: string, ip?: string) => send(apiRequest('/api/my/sign-in-link', { method: 'POST', json: { email } }), ip);

/** The sign-in links emailed to an address, newest last: the token each carries. */
async function linksTo(email: string): Promise<string[]> {
  const mails = await t.db
    .selectFrom('outbox')
    .select('text')
    .where('template', '=', 'my-data-sign-in')
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
  return mails.map((m) => /\/api\/my\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(m.text)![1]);
}
const linkPath = (token: string) => `/api/my/sign-in?token=${token}`;

/** Presses Continue on a link's page: the session cookie it sets ("name=value"), or undefined. */
async function pressContinue(token: string): Promise<{ status: number; cookie?: string; setCookie: string }> {
  const res = await send(apiRequest(linkPath(token), { method: 'POST' }));
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { status: res.status, cookie: setCookie ? setCookie.split(';')[0] : undefined, setCookie };
}

/** Asks for a link to `email` and follows it: the session cookie. */
async function signIn(email: string): Promise<string> {
  expect((await askForLink(email)).status).toBe(202);
  const { cookie } = await pressContinue((await linksTo(email)).at(-1)!);
  return cookie!;
}
const my = (cookie?: string) => send(apiRequest('/api/my', { cookie }));

describe('signing in to My data', () => {
  it('emails a link only to a known address, answering an unknown one the same', async () => {
    await register('known.one@example.com');
    const known = await askForLink(' Known.One@Example.com ');
    const unknown = await askForLink('nobody.here@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await linksTo('known.one@example.com')).toHaveLength(1);
    expect(await t.db.selectFrom('outbox').select('id').where('recipient', '=', 'nobody.here@example.com').execute()).toEqual([]);
    // Only the link's hash is stored.
    const [token] = await linksTo('known.one@example.com');
    expect(await tablesContaining(t.db, token!)).toEqual({ outbox: 1 });
  });

  it('answers a browser’s own form with a page, the same for any address', async () => {
    const res = await send(
      apiRequest('/api/my/sign-in-link', {
        method: 'POST',
        body: 'email=nobody.else%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Check your email');
  });

  it('refuses a request another site’s page sent, and a malformed address naming the field', async () => {
    const cross = await send(
      apiRequest('/api/my/sign-in-link', { method: 'POST', json: { email: 'a@example.com' }, headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(cross.status).toBe(403);
    const bad = await askForLink('not an address');
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(['email']);
  });

  it('changes nothing when the link is opened, signs in on Continue, and works once', async () => {
    const email = 'once.only@example.com';
    await register(email);
    expect((await send(applicationRequest({ ...validApplication, email }, { data: pdf }))).status).toBe(201);
    await askForLink(email);
    const [token] = await linksTo(email);
    for (let i = 0; i < 2; i++) {
      const page = await send(apiRequest(linkPath(token!)));
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('Continue');
    }
    expect(await t.db.selectFrom('personSessions').select('personId').execute()).toEqual([]);

    const first = await pressContinue(token!);
    expect(first.status).toBe(303);
    expect(first.setCookie).toMatch(/^__Host-my_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    const res = await my(first.cookie);
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ statusInWords: 'Received', role: null });
    expect(data.registrations).toHaveLength(1);
    expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['find-work']);
    // The session is kept only as its hash.
    expect(await tablesContaining(t.db, first.cookie!.split('=')[1]!)).toEqual({});

    expect((await pressContinue(token!)).status).toBe(404);
    expect((await send(apiRequest(linkPath(token!)))).status).toBe(404);
  });

  it('lets a link work for 15 minutes, no longer', async () => {
    const email = 'fifteen.minutes@example.com';
    await register(email);
    const asked = new Date(Date.now() - 16 * 60_000);
    await requestSignInLink(t.db, email, { now: asked });
    await requestSignInLink(t.db, email, { now: asked });
    const [late, inTime] = await linksTo(email);
    expect((await send(apiRequest(linkPath(late!)))).status).toBe(404);
    expect((await pressContinue(late!)).status).toBe(404);
    expect(await startPersonSession(t.db, inTime!, new Date(asked.getTime() + 14 * 60_000))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('ends a session after 30 minutes idle, and on sign out', async () => {
    const email = 'idle.person@example.com';
    await register(email);
    const start = new Date();
    await requestSignInLink(t.db, email, { now: start });
    const session = (await startPersonSession(t.db, (await linksTo(email)).at(-1)!, start))!;
    // Each request keeps it alive: 29 minutes, then 29 more.
    const later = new Date(start.getTime() + 29 * 60_000);
    await personOfSession(t.db, session, later);
    await personOfSession(t.db, session, new Date(later.getTime() + 29 * 60_000));
    await expect(personOfSession(t.db, session, new Date(later.getTime() + 60 * 60_000))).rejects.toThrow('sign in');

    const cookie = await signIn(email);
    expect((await my(cookie)).status).toBe(200);
    const out = await send(apiRequest('/api/my/sign-out', { method: 'POST', cookie }));
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await my(cookie)).status).toBe(401);
  });

  it('answers 401 without a person’s session', async () => {
    expect((await my()).status).toBe(401);
    expect((await my('__Host-my_session=nonsense')).status).toBe(401);
    expect((await send(apiRequest('/api/my/erasure', { method: 'POST', json: { confirm: true } }))).status).toBe(401);
  });

  it(`sends at most ${MY_LINKS_PER_ADDRESS_HOUR} links an hour to one address, answering every request the same`, async () => {
    const email = 'many.links@example.com';
    await register(email);
    for (let i = 0; i < MY_LINKS_PER_ADDRESS_HOUR + 2; i++) expect((await askForLink(email)).status).toBe(202);
    expect(await linksTo(email)).toHaveLength(MY_LINKS_PER_ADDRESS_HOUR);
  });

  it('limits the requests of one network as the other public forms', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await askForLink(`someone${i}@example.com`, '203.0.113.77')).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('my introductions', () => {
  it('shows each question, the answer, when I was put forward and what came of it, newest first', async () => {
    const email = 'asked.about@example.com';
    await register(email);
    const cookie = await signIn(email);
    const { personId } = await t.db.selectFrom('personEmails').select('personId').where('email', '=', email).executeTakeFirstOrThrow();
    const { clientId, jobId } = await briefJob(t.db, { company: 'Introductions Shown Ltd' });
    const second = await briefJob(t.db, { company: 'Introductions Also Shown Ltd' });
    const ask = (status: 'interview' | 'asked', days: Record<string, string>, job = { clientId, jobId }) =>
      t.db
        .insertInto('introductions')
        .values({
          personId,
          ...job,
          roleTitle: 'Graduate Sales Executive',
          employerName: 'Introductions Shown Ltd',
          employerShown: 'Introductions Shown Ltd',
          status,
          consentText: 'The question as sent',
          createdAt: new Date(days.asked!),
          ...(days.answered && { answeredAt: new Date(days.answered) }),
          ...(days.sent && { sentAt: new Date(days.sent) }),
        })
        .execute();
    await ask('interview', { asked: '2026-11-02T10:00:00Z', answered: '2026-11-03T10:00:00Z', sent: '2026-11-04T10:00:00Z' });
    await ask('asked', { asked: '2026-12-01T10:00:00Z' }, second);
    const body = await (await my(cookie)).json();
    expect(body.introductions).toHaveLength(2);
    expect(body.introductions[0]).toMatchObject({ answer: 'Waiting for your answer', putForward: null, outcome: null });
    expect(body.introductions[1]).toMatchObject({
      question: expect.stringContaining('Graduate Sales Executive'),
      answer: 'You said yes on 3 November 2026',
      putForward: 'Put forward to an employer on 4 November 2026',
      outcome: 'The employer would like to interview you',
    });
    // Another person's introductions are not mine.
    await register('not.asked@example.com');
    expect((await (await my(await signIn('not.asked@example.com'))).json()).introductions).toEqual([]);
  });
});

describe('changing my data', () => {
  it('renews and withdraws consents, edits preferences and the hide-from list, replaces the CV and downloads it all', async () => {
    const email = 'changes.made@example.com';
    await register(email, { consentKeepDetails: true, hideFrom: ['Acme'] });
    const cookie = await signIn(email);
    const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const res = await send(apiRequest(path, { ...init, cookie }));
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : undefined };
    };

    let { body } = await call('/api/my/consents/keep-details/withdraw', { method: 'POST' });
    expect(body.consents.find((c: { kind: string }) => c.kind === 'keep-details').withdrawnAt).not.toBeNull();
    ({ body } = await call('/api/my/consents/keep-details/renew', { method: 'POST' }));
    const keep = body.consents.find((c: { kind: string }) => c.kind === 'keep-details');
    expect(keep).toMatchObject({ withdrawnAt: null });
    expect(new Date(keep.expiresAt).getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect((await call('/api/my/consents/marketing/renew', { method: 'POST' })).status).toBe(404);

    ({ body } = await call('/api/my/preferences', {
      method: 'PUT',
      json: { interests: ['b2b-sales'], locations: ['remote'], salaryFloor: 26000, earliestStart: '2027-02-01' },
    }));
    expect(body.preferences).toEqual({ interests: ['b2b-sales'], locations: ['remote'], salaryFloor: 26000, earliestStart: '2027-02-01' });
    const refused = await call('/api/my/preferences', { method: 'PUT', json: { interests: ['astronaut'], locations: [] } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['interests.0']);

    ({ body } = await call('/api/my/hide-from', { method: 'PUT', json: { hideFrom: ['Globex', 'Initech'] } }));
    expect(body.hideFrom).toEqual(['Globex', 'Initech']);

    const form = new FormData();
    form.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'New CV.pdf');
    ({ body } = await call('/api/my/cv', { method: 'PUT', body: form }));
    expect(body.cv).toMatchObject({ fileName: 'New CV.pdf', sizeBytes: pdf.length });
    const notCv = new FormData();
    notCv.set('cv', new Blob(['MZ not a document']), 'virus.pdf');
    const badCv = await call('/api/my/cv', { method: 'PUT', body: notCv });
    expect(badCv.status).toBe(400);
    expect(Object.keys(badCv.body.errors)).toEqual(['cv']);

    const download = await send(apiRequest('/api/my/download', { method: 'POST', cookie }));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['personal-data.json']!));
    expect(json.registrations).toHaveLength(1);
    expect(json.hiddenEmployers.map((h: { name: string }) => h.name)).toEqual(['Globex', 'Initech']);
  });

  it('erases everything after a confirmation, leaving nothing of the person anywhere', async () => {
    const email = 'erase.me@example.com';
    await register(email, { consentKeepDetails: true, hideFrom: ['Vandelay Industries'] });
    expect((await send(applicationRequest({ ...validApplication, email: 'Erase.Me@example.com' }, { data: pdf }))).status).toBe(201);
    const cookie = await signIn(email);
    const unconfirmed = await send(apiRequest('/api/my/erasure', { method: 'POST', json: {}, cookie }));
    expect(unconfirmed.status).toBe(400);
    expect(Object.keys((await unconfirmed.json()).errors)).toEqual(['confirm']);

    const erased = await send(apiRequest('/api/my/erasure', { method: 'POST', json: { confirm: true }, cookie }));
    expect(erased.status).toBe(200);
    expect((await erased.json()).counts).toMatchObject({ applications: 1, registrations: 1 });
    expect(erased.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await tablesContaining(t.db, email)).toEqual({});
    expect(await tablesContaining(t.db, 'Vandelay Industries')).toEqual({});
    expect((await my(cookie)).status).toBe(401);
    const [log] = await t.db.selectFrom('subjectRequests').select(['kind', 'adminEmail']).orderBy('id', 'desc').limit(1).execute();
    expect(log).toEqual({ kind: 'erasure', adminEmail: null });
  });
});
