import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/api/session-cookie';
import { NEW_SIGN_IN_TEMPLATE } from '../../src/auth/sessions';
import { site } from '../../src/config/site';
import { cookieFrom, createAccount, TEST_PASSWORD } from '../support/admin-session';
import { startTestSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

const ADMIN = 'hannah@example.com';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestDatabase;
let smtp: TestSmtpServer;
const savedEnv = { ...process.env };
let n = 0;

/** Signs in from a browser: its session cookie, and its device cookie for the next sign-in. */
async function signInFrom(userAgent: string, { country, deviceCookie }: { country?: string; deviceCookie?: string } = {}) {
  const res = await callApi(
    '/api/auth/login',
    {
      method: 'POST',
      json: { email: ADMIN, password: TEST_PASSWORD },
      headers: { 'user-agent': userAgent, ...(deviceCookie ? { cookie: deviceCookie } : {}) },
    },
    { ip: `198.51.100.${++n}`, country },
  );
  expect(res.status).toBe(200);
  const device = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
    .split(';')[0];
  return { cookie: cookieFrom(res), deviceCookie: device };
}

const call = (cookie: string | undefined, method: string, path: string) =>
  callApi(path, { method, cookie, headers: { 'sec-fetch-site': 'same-origin' } }, { ip: '203.0.113.5' });
const list = async (cookie: string) => {
  const res = await call(cookie, 'GET', '/api/auth/sessions');
  expect(res.status).toBe(200);
  return (await res.json()).sessions as Array<{ id: string; device: string; country: string | null; current: boolean }>;
};
const signedIn = async (cookie: string) => (await callApi('/api/auth/user', { cookie })).status === 200;
const newSignInMails = () => t.db.selectFrom('outbox').select(['recipient', 'text']).where('template', '=', NEW_SIGN_IN_TEMPLATE).execute();

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startTestSmtpServer();
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    MAIL_FROM: `"${site.name}" <${site.email}>`,
    SITE_URL: 'https://www.psychgradsales.co.uk',
  });
  await createAccount(t.db, ADMIN);
});
afterAll(async () => {
  process.env = savedEnv;
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  await t.db.deleteFrom('sessions').execute();
  await t.db.deleteFrom('outbox').execute();
  smtp.received.length = 0;
});

describe('the sessions of an account', () => {
  it('lists each signed-in browser in words, with its country, this one first and marked', async () => {
    const laptop = await signInFrom(WINDOWS_CHROME, { country: 'United Kingdom' });
    await signInFrom(IPHONE_SAFARI);
    const sessions = await list(laptop.cookie);
    expect(sessions).toEqual([
      expect.objectContaining({ device: 'Chrome on Windows', country: 'United Kingdom', current: true }),
      expect.objectContaining({ device: 'Safari on iOS', country: null, current: false }),
    ]);
    // Ids are opaque: no session id (nor the User-Agent) reaches the browser.
    const sids = (await t.db.selectFrom('sessions').select(['sid', 'sess']).execute()).map((r) => r.sid);
    const body = JSON.stringify(sessions);
    for (const sid of sids) expect(body).not.toContain(sid);
    expect(JSON.stringify(await t.db.selectFrom('sessions').select('sess').execute())).not.toContain('Mozilla');
    for (const s of sessions) expect(s).toMatchObject({ startedAt: expect.any(String), lastSeenAt: expect.any(String) });
  });

  it('signs one session out: its cookie is refused from then on, the others keep working', async () => {
    const laptop = await signInFrom(WINDOWS_CHROME);
    const phone = await signInFrom(IPHONE_SAFARI);
    const phoneSession = (await list(laptop.cookie)).find((s) => !s.current)!;
    const res = await call(laptop.cookie, 'DELETE', `/api/auth/sessions/${phoneSession.id}`);
    expect(res.status).toBe(200);
    expect(await signedIn(phone.cookie)).toBe(false);
    expect(await signedIn(laptop.cookie)).toBe(true);
    expect(await list(laptop.cookie)).toHaveLength(1);
    // An id that is none of this account's sessions (any more).
    expect((await call(laptop.cookie, 'DELETE', `/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);
    const audit = await t.db.selectFrom('adminAudit').select('action').where('action', '=', 'session-ended').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('signs out everywhere else', async () => {
    const laptop = await signInFrom(WINDOWS_CHROME);
    const others = [await signInFrom(IPHONE_SAFARI), await signInFrom(IPHONE_SAFARI)];
    const res = await call(laptop.cookie, 'DELETE', '/api/auth/sessions');
    expect(await res.json()).toEqual({ ended: 2 });
    for (const other of others) expect(await signedIn(other.cookie)).toBe(false);
    expect(await signedIn(laptop.cookie)).toBe(true);
  });

  it('answers 401 without a session, and refuses another site’s write and read', async () => {
    expect((await call(undefined, 'GET', '/api/auth/sessions')).status).toBe(401);
    const { cookie } = await signInFrom(WINDOWS_CHROME);
    for (const method of ['GET', 'DELETE']) {
      const res = await callApi('/api/auth/sessions', { cookie, method, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(403);
    }
    expect(await signedIn(cookie)).toBe(true);
  });
});

describe('a sign-in from a new device', () => {
  it('emails the owner once, and not again from the same browser', async () => {
    const first = await signInFrom(WINDOWS_CHROME, { country: 'France' });
    let mails = await newSignInMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe(ADMIN);
    expect(mails[0].text).toContain('Chrome on Windows');
    expect(mails[0].text).toContain('France');
    expect(mails[0].text).toContain('Forgot your password?');
    // Reset the password, and check the Security panel: a reset leaves passkeys and the app in place.
    expect(mails[0].text).toMatch(/reset your password now/);
    expect(mails[0].text).toMatch(/does not remove passkeys or the authenticator app/);
    expect(mails[0].text).toMatch(/check the Security panel/);

    await signInFrom(WINDOWS_CHROME, { deviceCookie: first.deviceCookie });
    mails = await newSignInMails();
    expect(mails).toHaveLength(1);
    // Sent through the SMTP server, to the owner only.
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([[ADMIN]]);

    // Another browser (no device cookie) is new.
    await signInFrom(IPHONE_SAFARI);
    expect(await newSignInMails()).toHaveLength(2);
  });
});

describe('the account’s security activity', () => {
  it('lists sign-ins, new devices and sessions signed out from the audit log, newest first, only the account’s own', async () => {
    await createAccount(t.db, 'someone.else@example.com');
    await t.db.deleteFrom('adminAudit').execute();
    const laptop = await signInFrom(WINDOWS_CHROME, { country: 'United Kingdom' });
    const phone = await signInFrom(IPHONE_SAFARI);
    await signInFrom(WINDOWS_CHROME, { deviceCookie: laptop.deviceCookie });
    const phoneId = (await list(laptop.cookie)).find((s) => s.device === 'Safari on iOS')!.id;
    expect((await call(laptop.cookie, 'DELETE', `/api/auth/sessions/${phoneId}`)).status).toBe(200);
    expect(await signedIn(phone.cookie)).toBe(false);
    const elsewhere = await callApi(
      '/api/auth/login',
      { method: 'POST', json: { email: 'someone.else@example.com', password: TEST_PASSWORD } },
      { ip: '198.51.100.250' },
    );
    expect(elsewhere.status).toBe(200);

    const res = await call(laptop.cookie, 'GET', '/api/auth/activity');
    expect(res.status).toBe(200);
    const { events } = (await res.json()) as { events: Array<{ at: string; action: string; what: string; detail: string }> };
    expect(events.map((e) => e.action)).toEqual(['session-ended', 'sign-in', 'sign-in-new-device', 'sign-in-new-device']);
    expect(events[1]).toMatchObject({ what: 'Signed in', detail: 'Chrome on Windows' });
    expect(events[3]).toMatchObject({ what: 'Signed in from a new device (emailed to you)', detail: 'Chrome on Windows · United Kingdom' });
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort().reverse());
  });

  it('is not sent to another site’s page, nor without a session', async () => {
    expect((await call(undefined, 'GET', '/api/auth/activity')).status).toBe(401);
    const { cookie } = await signInFrom(WINDOWS_CHROME);
    const res = await callApi('/api/auth/activity', { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });
});
