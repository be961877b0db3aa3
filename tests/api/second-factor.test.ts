import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_SIGN_IN_COOKIE, SESSION_COOKIE } from '../../src/api/session-cookie';
import { SECOND_FACTOR_REQUIRED_CODE } from '../../src/auth/errors';
import { REAUTH_CODES } from '../../src/errors/reauth-codes';
import { FACTOR_MAIL_TEMPLATES } from '../../src/auth/factors/account-factors';
import { STEP_REFUSED_TEMPLATE } from '../../src/auth/factors/finish-sign-in';
import { LOGIN_THROTTLE } from '../../src/auth/throttle';
import { callWithCookie, cookieFrom, createAccount, signInCookie, TEST_PASSWORD } from '../support/admin-session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

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
  callApi('/api/auth/login', { method: 'POST', json: { email, password: TEST_PASSWORD } }, { ip });

/** The pending sign-in cookie a right password sets, as a `Cookie` header value. */
const pendingCookie = (res: Response) => {
  const match = (res.headers.get('set-cookie') ?? '').match(new RegExp(`${PENDING_SIGN_IN_COOKIE}=([^;]+)`));
  if (!match) throw new Error('no pending sign-in cookie');
  return `${PENDING_SIGN_IN_COOKIE}=${match[1]}`;
};
const sendCode = (cookie: string, code: string, ip = '198.51.100.20') =>
  callApi('/api/auth/second-factor', { method: 'POST', json: { code }, headers: { cookie } }, { ip });
const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

let secret: string;
let recoveryCodes: string[];

describe('setting up an authenticator app', () => {
  it('gives a secret, its otpauth address and a QR code as SVG; a code from the app confirms it and ten recovery codes come once', async () => {
    const session = await signInCookie(ADMIN);
    const started = await callWithCookie(session, 'POST', '/api/auth/factors/totp');
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(started.body.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(started.body.qrSvg).not.toMatch(/<script|style=/);

    const wrong = await callWithCookie(session, 'PUT', '/api/auth/factors/totp', { json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    const confirmed = await callWithCookie(session, 'PUT', '/api/auth/factors/totp', { json: { code: codeNow(secret) } });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Only hashes are kept.
    const stored = await t.db.selectFrom('adminRecoveryCodes').select('codeHash').where('userId', '=', adminId).execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
    const view = await callWithCookie(session, 'GET', '/api/auth/factors');
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
    const user = await callApi('/api/auth/user', { headers: { cookie: cookieFrom(done) } });
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
    const view = await callWithCookie(cookieFrom(first), 'GET', '/api/auth/factors');
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
    const fresh = await callWithCookie(session, 'POST', '/api/auth/factors/recovery-codes');
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
    const refused = await callWithCookie(other, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: true } });
    expect(refused.status).toBe(409);

    later(60);
    const admin = cookieFrom(await sendCode(pendingCookie(await login()), codeNow(secret)));
    const on = await callWithCookie(admin, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: true } });
    expect(on.status).toBe(200);
    expect(on.body.requireSecondFactor).toBe(true);

    // The admin with an app keeps the dashboard; the other is sent to set one up, and can.
    expect((await callWithCookie(admin, 'GET', '/api/admin/overview')).status).toBe(200);
    const blocked = await callWithCookie(other, 'GET', '/api/admin/overview');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe(SECOND_FACTOR_REQUIRED_CODE);
    expect((await callWithCookie(other, 'GET', '/api/auth/factors')).status).toBe(200);
    const started = await callWithCookie(other, 'POST', '/api/auth/factors/totp');
    const confirmed = await callWithCookie(other, 'PUT', '/api/auth/factors/totp', { json: { code: codeNow(started.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect((await callWithCookie(other, 'GET', '/api/admin/overview')).status).toBe(200);

    // Nobody removes their last factor while it is required.
    const removal = await callWithCookie(other, 'DELETE', '/api/auth/factors/totp');
    expect(removal.status).toBe(409);
    await callWithCookie(admin, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: false } });
    expect((await callWithCookie(other, 'DELETE', '/api/auth/factors/totp')).status).toBe(200);
    expect((await login(OTHER)).headers.get('set-cookie')).toContain(SESSION_COOKIE);
  });

  it('refuses factor changes sent from another site', async () => {
    const other = await signInCookie(OTHER);
    const res = await callWithCookie(other, 'POST', '/api/auth/factors/totp', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });
});

/** What the outbox holds for an address, of one template (the owner's inbox, before it is sent). */
const outboxFor = (recipient: string, template: string) =>
  t.db
    .selectFrom('outbox')
    .select(['subject', 'text'])
    .where('recipient', '=', recipient)
    .where('template', '=', template)
    .orderBy('id')
    .execute();
const reauth = (cookie: string, proof: Record<string, string>) =>
  callWithCookie(cookie, 'POST', '/api/auth/reauthenticate', { json: proof });
/** A session signed in with the password and the app's code, as a person would (the clock moved past the last code's step). */
const signedInWithCode = async () => {
  later(31);
  return cookieFrom(await sendCode(pendingCookie(await login()), codeNow(secret)));
};

describe('changing how an account signs in needs the password or a factor from the last 5 minutes', () => {
  it('refuses a replayed session cookie every change, tells the owner each one tried, and changes nothing', async () => {
    await t.db.deleteFrom('outbox').execute();
    const replayed = await signedInWithCode();
    later(301); // the sign-in's own proof has lapsed; the session itself lives on
    expect((await callWithCookie(replayed, 'GET', '/api/auth/factors')).body.confirmed).toBeNull();
    const tries = [
      await callWithCookie(replayed, 'POST', '/api/auth/factors/passkeys/options'),
      await callWithCookie(replayed, 'POST', '/api/auth/factors/recovery-codes'),
      await callWithCookie(replayed, 'DELETE', '/api/auth/factors/totp'),
      await callWithCookie(replayed, 'DELETE', '/api/auth/factors/passkeys/x'),
    ];
    expect(tries.map((r) => [r.status, r.body.code])).toEqual(Array(4).fill([403, REAUTH_CODES.any]));
    const view = await callWithCookie(replayed, 'GET', '/api/auth/factors');
    expect(view.body).toMatchObject({ totp: true, recoveryCodesLeft: expect.any(Number) });
    expect(await t.db.selectFrom('adminPasskeys').select('id').where('userId', '=', adminId).execute()).toEqual([]);

    const refused = await outboxFor(ADMIN, FACTOR_MAIL_TEMPLATES.refused);
    expect(refused.map((m) => /tried to ([^.]+)\./.exec(m.text)?.[1])).toEqual([
      'add a passkey',
      'make new recovery codes',
      'turn off the authenticator app',
      'remove a passkey',
    ]);
    expect(refused[0].subject).toMatch(/was refused/);
    expect(refused[0].text).toMatch(/Device: An unknown browser/);
    expect(refused[0].text).toMatch(/reset your password/);
    const audited = await t.db.selectFrom('adminAudit').select('detail').where('action', '=', 'factor-change-refused').execute();
    expect(audited).toHaveLength(4);
  });

  it('takes the password (counted like a sign-in when wrong), then allows changes for 5 minutes and emails the owner each one', async () => {
    await t.db.deleteFrom('outbox').execute();
    await t.db.deleteFrom('loginFailures').execute();
    const session = await signedInWithCode();
    later(301);
    const wrong = await reauth(session, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toEqual(['That password is not right.']);
    expect(await t.db.selectFrom('loginFailures').select('emailKey').execute()).toHaveLength(1);

    const right = await reauth(session, { password: TEST_PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.confirmed).toEqual({ until: new Date(Date.now() + 300_000).toISOString(), factor: false });
    const codes = await callWithCookie(session, 'POST', '/api/auth/factors/recovery-codes');
    expect(codes.status).toBe(200);
    recoveryCodes = codes.body.recoveryCodes;
    const [mail] = await outboxFor(ADMIN, FACTOR_MAIL_TEMPLATES.changed);
    expect(mail.subject).toMatch(/^New recovery codes made/);
    expect(mail.text).toMatch(/Change: New recovery codes made/);
    expect(mail.text).toMatch(/When: /);
    expect(mail.text).toMatch(/page that follows it lists your passkeys and authenticator app/);

    later(301);
    const lapsed = await callWithCookie(session, 'POST', '/api/auth/factors/recovery-codes');
    expect(lapsed.status).toBe(403);
  });

  it('refuses a wrong code as proof, and two proofs at once', async () => {
    const session = await signedInWithCode();
    later(301);
    const wrong = await reauth(session, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code).toBeDefined();
    expect((await reauth(session, { password: TEST_PASSWORD, code: '123456' })).status).toBe(400);
    await t.db.deleteFrom('loginFailures').execute();
  });
});

describe('the setting that every admin must have a second factor, once on', () => {
  it('cannot be changed by a session that must enrol; turning it off needs a fresh factor; every admin is emailed', async () => {
    await t.db.deleteFrom('outbox').execute();
    const admin = await signedInWithCode();
    expect((await callWithCookie(admin, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: true } })).status).toBe(200);
    const admins = await t.db.selectFrom('authUsers').select('email').where('isAdmin', '=', true).execute();
    for (const { email } of admins) {
      const [mail] = await outboxFor(email, FACTOR_MAIL_TEMPLATES.setting);
      expect(mail.subject).toMatch(/now needs a second factor/);
      expect(mail.text).toContain(`Changed by: ${ADMIN}`);
    }

    // An admin without a factor signs in with the password: the Overview sends them to set one up, and the setting stays on.
    await t.db.deleteFrom('loginFailures').execute();
    const enrolling = await signInCookie(OTHER);
    const off = await callWithCookie(enrolling, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: false } });
    expect([off.status, off.body.code]).toEqual([403, SECOND_FACTOR_REQUIRED_CODE]);
    expect((await t.db.selectFrom('securitySettings').select('requireSecondFactor').executeTakeFirstOrThrow()).requireSecondFactor).toBe(
      true,
    );
    expect((await outboxFor(OTHER, FACTOR_MAIL_TEMPLATES.refused))[0].text).toMatch(
      /tried to change whether every admin needs a second factor/,
    );

    // The enrolled admin's session, its last proof the password alone: not enough to turn it off.
    later(301);
    expect((await reauth(admin, { password: TEST_PASSWORD })).status).toBe(200);
    const byPassword = await callWithCookie(admin, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: false } });
    expect([byPassword.status, byPassword.body.code]).toEqual([403, REAUTH_CODES.factor]);

    // A current code from the app turns it off, and every admin hears of it.
    later(31);
    expect((await reauth(admin, { code: codeNow(secret) })).status).toBe(200);
    const done = await callWithCookie(admin, 'PUT', '/api/auth/security-settings', { json: { requireSecondFactor: false } });
    expect([done.status, done.body.requireSecondFactor]).toEqual([200, false]);
    for (const { email } of admins) {
      const mails = await outboxFor(email, FACTOR_MAIL_TEMPLATES.setting);
      expect(mails.at(-1)?.subject).toMatch(/no longer required/);
    }
  });
});

describe('the pending second-factor token', () => {
  it('starts one session only', async () => {
    later(31);
    const pending = pendingCookie(await login());
    expect((await sendCode(pending, codeNow(secret))).status).toBe(200);
    later(31);
    const replayed = await sendCode(pending, codeNow(secret));
    expect(replayed.status).toBe(401);
    expect((await replayed.json()).message).toMatch(/took too long/);
    // The owner hears of it: whoever replayed it knew the password.
    const [mail] = await outboxFor(ADMIN, STEP_REFUSED_TEMPLATE);
    expect(mail.subject).toMatch(/sign-in to your .* was refused/);
    expect(mail.text).toMatch(/already been used, or that began before your password was last changed/);
  });

  it('no longer works once the password has been reset', async () => {
    later(31);
    const pending = pendingCookie(await login());
    await createAccount(t.db, ADMIN); // a reset (to the same words: a new hash all the same)
    later(31);
    await t.db.deleteFrom('outbox').execute();
    expect((await sendCode(pending, codeNow(secret))).status).toBe(401);
    expect(await outboxFor(ADMIN, STEP_REFUSED_TEMPLATE)).toHaveLength(1);
    expect((await sendCode(pendingCookie(await login()), codeNow(secret))).status).toBe(200);
  });
});

describe('reads of the factors', () => {
  it('refuses another site’s HEAD as its GET', async () => {
    const session = await signedInWithCode();
    for (const method of ['GET', 'HEAD']) {
      const res = await callApi('/api/auth/factors', { cookie: session, method, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(403);
    }
  });
});

describe('removing an account', () => {
  it('removes its factors with it', async () => {
    await t.db.deleteFrom('authUsers').where('id', '=', adminId).execute();
    expect(await t.db.selectFrom('adminTotp').selectAll().where('userId', '=', adminId).execute()).toEqual([]);
    expect(await t.db.selectFrom('adminRecoveryCodes').selectAll().where('userId', '=', adminId).execute()).toEqual([]);
  });
});
