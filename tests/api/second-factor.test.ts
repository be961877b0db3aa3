import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authLogin, authUser } from '../../src/api/auth';
import { adminOverview } from '../../src/api/admin-overview';
import { authSecondFactor } from '../../src/api/second-factor';
import { authFactors, authFactorsTotp, authRecoveryCodes, authSecuritySettings } from '../../src/api/security-factors';
import { PENDING_SIGN_IN_COOKIE, SESSION_COOKIE } from '../../src/api/session-cookie';
import { SECOND_FACTOR_REQUIRED_CODE } from '../../src/auth/errors';
import { LOGIN_THROTTLE } from '../../src/auth/throttle';
import { callWithCookie, cookieFrom, createAccount, signInCookie, TEST_PASSWORD } from '../support/admin-session';
import { apiRequest } from '../support/requests';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
const ADMIN = 'totp@example.com';
const OTHER = 'other@example.com';
let adminId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  adminId = await createAccount(t.db, ADMIN);
  await createAccount(t.db, OTHER, { firstName: 'Omar' });
});
afterAll(() => t.destroy());
// The handlers read the clock: each step moves it on as a person's would, never back.
let clock = Date.now();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  clock = Date.now();
  vi.useRealTimers();
});
const later = (seconds: number) => vi.setSystemTime(new Date(Date.now() + seconds * 1000));

const login = async (email = ADMIN, ip = '198.51.100.20') =>
  authLogin(apiRequest('/api/auth/login', { method: 'POST', json: { email, password: TEST_PASSWORD } }), { params: {}, ip });

/** The pending sign-in cookie a right password sets, as a `Cookie` header value. */
const pendingCookie = (res: Response) => {
  const match = (res.headers.get('set-cookie') ?? '').match(new RegExp(`${PENDING_SIGN_IN_COOKIE}=([^;]+)`));
  if (!match) throw new Error('no pending sign-in cookie');
  return `${PENDING_SIGN_IN_COOKIE}=${match[1]}`;
};
const sendCode = (cookie: string, code: string, ip = '198.51.100.20') =>
  authSecondFactor(apiRequest('/api/auth/second-factor', { method: 'POST', json: { code }, headers: { cookie } }), { params: {}, ip });
const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

let secret: string;
let recoveryCodes: string[];

describe('setting up an authenticator app', () => {
  it('gives a secret, its otpauth address and a QR code as SVG; a code from the app confirms it and ten recovery codes come once', async () => {
    const session = await signInCookie(ADMIN);
    const started = await callWithCookie(session, authFactorsTotp, 'POST', '/api/auth/factors/totp');
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(started.body.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(started.body.qrSvg).not.toMatch(/<script|style=/);

    const wrong = await callWithCookie(session, authFactorsTotp, 'PUT', '/api/auth/factors/totp', { json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    const confirmed = await callWithCookie(session, authFactorsTotp, 'PUT', '/api/auth/factors/totp', { json: { code: codeNow(secret) } });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Only hashes are kept.
    const stored = await t.db.selectFrom('adminRecoveryCodes').select('codeHash').where('userId', '=', adminId).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
    const view = await callWithCookie(session, authFactors, 'GET', '/api/auth/factors');
    expect(view.body).toMatchObject({ totp: true, recoveryCodesLeft: 10, passkeys: [], requireSecondFactor: false });
    expect(
      await t.db.selectFrom('adminAudit').select('action').where('userId', '=', adminId).where('action', '=', 'totp-enabled').execute(),
    ).toEqual([{ action: 'totp-enabled' }]);
  });
});

describe('password sign-in of an account with an authenticator app', () => {
  it('starts no session until the code; the code then signs in', async () => {
    later(60);
    const res = await login();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ secondFactor: true });
    expect(res.headers.get('set-cookie')).not.toContain(SESSION_COOKIE);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=300; Path=\/api\/auth; HttpOnly; SameSite=Strict/);
    const done = await sendCode(pendingCookie(res), codeNow(secret));
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ email: ADMIN });
    const user = await authUser(apiRequest('/api/auth/user', { headers: { cookie: cookieFrom(done) } }), { params: {} });
    expect(user.status).toBe(200);
  });

  it('refuses a wrong code, and a code already used within its window', async () => {
    later(60);
    const pending = pendingCookie(await login());
    expect((await sendCode(pending, '123456')).status).toBe(401);
    const code = codeNow(secret);
    expect((await sendCode(pending, code)).status).toBe(200);
    later(5); // the same 30 seconds, or the next: the code is still the app's current one
    const again = await sendCode(pendingCookie(await login()), code);
    expect(again.status).toBe(401);
    expect((await again.json()).message).toMatch(/code is not valid/);
  });

  it('takes a recovery code once', async () => {
    later(60);
    const first = await sendCode(pendingCookie(await login()), recoveryCodes[0].toUpperCase());
    expect(first.status).toBe(200);
    const second = await sendCode(pendingCookie(await login()), recoveryCodes[0]);
    expect(second.status).toBe(401);
    const view = await callWithCookie(cookieFrom(first), authFactors, 'GET', '/api/auth/factors');
    expect(view.body.recoveryCodesLeft).toBe(9);
  });

  it('refuses a code without the password step, or after it has expired', async () => {
    later(60);
    expect((await sendCode('', codeNow(secret))).status).toBe(401);
    const pending = pendingCookie(await login());
    later(301);
    expect((await sendCode(pending, codeNow(secret))).status).toBe(401);
  });

  it('throttles wrong codes as it does wrong passwords', async () => {
    await t.db.deleteFrom('loginFailures').execute();
    later(60);
    const pending = pendingCookie(await login(ADMIN, '198.51.100.77'));
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) statuses.push((await sendCode(pending, '999999', '198.51.100.77')).status);
    // The password's own attempt counts until a code is accepted.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const blocked = await sendCode(pending, codeNow(secret), '198.51.100.77');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    await t.db.deleteFrom('loginFailures').execute();
  });

  it('new recovery codes replace the old ones', async () => {
    later(60);
    const session = cookieFrom(await sendCode(pendingCookie(await login()), codeNow(secret)));
    const fresh = await callWithCookie(session, authRecoveryCodes, 'POST', '/api/auth/factors/recovery-codes');
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    later(60);
    expect((await sendCode(pendingCookie(await login()), recoveryCodes[1])).status).toBe(401);
    expect((await sendCode(pendingCookie(await login()), fresh.body.recoveryCodes[0])).status).toBe(200);
  });
});

describe('the setting that every admin must have a second factor', () => {
  it('is refused to an admin without one; once on, an admin without one may only set one up', async () => {
    await t.db.deleteFrom('loginFailures').execute();
    const other = await signInCookie(OTHER);
    const refused = await callWithCookie(other, authSecuritySettings, 'PUT', '/api/auth/security-settings', {
      json: { requireSecondFactor: true },
    });
    expect(refused.status).toBe(409);

    later(60);
    const admin = cookieFrom(await sendCode(pendingCookie(await login()), codeNow(secret)));
    const on = await callWithCookie(admin, authSecuritySettings, 'PUT', '/api/auth/security-settings', {
      json: { requireSecondFactor: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.requireSecondFactor).toBe(true);

    // The admin with an app keeps the dashboard; the other is sent to set one up, and can.
    expect((await callWithCookie(admin, adminOverview, 'GET', '/api/admin/overview')).status).toBe(200);
    const blocked = await callWithCookie(other, adminOverview, 'GET', '/api/admin/overview');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe(SECOND_FACTOR_REQUIRED_CODE);
    expect((await callWithCookie(other, authFactors, 'GET', '/api/auth/factors')).status).toBe(200);
    const started = await callWithCookie(other, authFactorsTotp, 'POST', '/api/auth/factors/totp');
    const confirmed = await callWithCookie(other, authFactorsTotp, 'PUT', '/api/auth/factors/totp', {
      json: { code: codeNow(started.body.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect((await callWithCookie(other, adminOverview, 'GET', '/api/admin/overview')).status).toBe(200);

    // Nobody removes their last factor while it is required.
    const removal = await callWithCookie(other, authFactorsTotp, 'DELETE', '/api/auth/factors/totp');
    expect(removal.status).toBe(409);
    await callWithCookie(admin, authSecuritySettings, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: false } });
    expect((await callWithCookie(other, authFactorsTotp, 'DELETE', '/api/auth/factors/totp')).status).toBe(200);
    expect((await login(OTHER)).headers.get('set-cookie')).toContain(SESSION_COOKIE);
  });

  it('refuses factor changes sent from another site', async () => {
    const other = await signInCookie(OTHER);
    const res = await callWithCookie(other, authFactorsTotp, 'POST', '/api/auth/factors/totp', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });
});

describe('removing an account', () => {
  it('removes its factors with it', async () => {
    await t.db.deleteFrom('authUsers').where('id', '=', adminId).execute();
    expect(await t.db.selectFrom('adminTotp').selectAll().where('userId', '=', adminId).execute()).toEqual([]);
    expect(await t.db.selectFrom('adminRecoveryCodes').selectAll().where('userId', '=', adminId).execute()).toEqual([]);
  });
});
