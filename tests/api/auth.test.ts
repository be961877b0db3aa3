import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findCredentials, saveAccount } from '../../src/auth/accounts';
import { signIn } from '../../src/auth/login';
import { hashForUnknownUser } from '../../src/auth/password';
import { signSessionToken } from '../../src/auth/session-token';
import { findSessionUser, SESSION_LIMITS, startSession } from '../../src/auth/sessions';
import { beginLoginAttempt, checkLoginThrottle, LOGIN_THROTTLE } from '../../src/auth/throttle';
import { signDeviceToken, TRUSTED_DEVICE_DAYS } from '../../src/auth/trusted-device';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../../src/api/session-cookie';
import { SIGNED_IN_COOKIE } from '../../src/config/admin-cookies';
import { apiSessionCookie, cookieFrom, createAccount, signInCookie, TEST_PASSWORD } from '../support/admin-session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { KNOWN_DEVICE } from '../support/devices';
import { callApi, sendApi } from '../support/call-api';

let t: TestDatabase;
let adminId: number;
const ADMIN = 'hannah@example.com';

beforeAll(async () => {
  t = await createTestDatabase();
  adminId = await createAccount(t.db, ADMIN);
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('loginFailures').execute();
});

const login = (json: unknown, ip = '198.51.100.7', headers: Record<string, string> = {}, at = '') =>
  callApi(`${at}/api/auth/login`, { method: 'POST', json, headers }, { ip });
const user = (cookie?: string) => callApi('/api/auth/user', { cookie });

describe('POST /api/auth/login', () => {
  it('signs in: a session cookie (HttpOnly, SameSite=Strict, not Secure on localhost) and { email, firstName }', async () => {
    const res = await login({ email: 'Hannah@Example.com ', password: TEST_PASSWORD }, undefined, {}, 'http://localhost');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: ADMIN, firstName: 'Hannah', isAdmin: true });
    const [cookie, hint] = res.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Max-Age=\\d+;`));
    // The session's 7 days, less the moments the sign-in took (seconds on a busy machine).
    const maxAge = Number(cookie.match(/Max-Age=(\d+)/)![1]);
    expect(maxAge).toBeLessThanOrEqual(SESSION_LIMITS.absoluteMs / 1000);
    expect(maxAge).toBeGreaterThan(SESSION_LIMITS.absoluteMs / 1000 - 60);
    expect(cookie).toContain('Path=/; HttpOnly; SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The hint /admin's script reads: no secret, the same lifetime, not HttpOnly.
    expect(hint).toBe(`${SIGNED_IN_COOKIE}=1; ${cookie.split('; ')[1]}; Path=/; SameSite=Strict`);
  });

  describe('over HTTPS', () => {
    const SITE = 'https://www.psychgradsales.co.uk';
    const onSite = (path: string, init: RequestInit = {}) => new Request(`${SITE}${path}`, init);
    const HOST_COOKIE = `__Host-${SESSION_COOKIE}`;

    it('names the session cookie __Host- (Secure, Path=/, no Domain): no sibling subdomain can set or replace it', async () => {
      const res = await sendApi(
        onSite('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: ADMIN, password: TEST_PASSWORD }),
        }),
        { ip: '198.51.100.9' },
      );
      expect(res.status).toBe(200);
      const [cookie] = res.headers.getSetCookie();
      expect(cookie).toMatch(
        new RegExp(`^${HOST_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Strict; Secure$`),
      );
      const token = cookie.split(';')[0].split('=')[1];
      const read = (name: string) =>
        sendApi(onSite('/api/admin/overview', { headers: { cookie: `${name}=${token}`, 'sec-fetch-site': 'same-origin' } }));
      expect((await read(HOST_COOKIE)).status).toBe(200);
      // The plain name, which a page of any subdomain could set for the whole site, holds no session here.
      expect((await read(SESSION_COOKIE)).status).toBe(401);
      const out = await sendApi(onSite('/api/auth/logout', { method: 'POST', headers: { cookie: `${HOST_COOKIE}=${token}` } }));
      expect(out.headers.getSetCookie()[0]).toMatch(new RegExp(`^${HOST_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure$`));
      expect((await read(HOST_COOKIE)).status).toBe(401);
    });
  });

  describe("a browser's own form submission (no JavaScript)", () => {
    const formLogin = (fields: Record<string, string>) =>
      callApi(
        '/api/auth/login',
        {
          method: 'POST',
          body: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate' },
        },
        { ip: '198.51.100.8' },
      );

    it('signs in and sends the browser on to /admin with both cookies', async () => {
      const res = await formLogin({ email: ADMIN, password: TEST_PASSWORD });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin');
      expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([apiSessionCookie(), SIGNED_IN_COOKIE, DEVICE_COOKIE]);
      expect((await user(cookieFrom(res))).status).toBe(200);
    });

    it.each([
      [{ email: ADMIN, password: 'not-the-password' }, 401, 'Invalid email or password'],
      [
        { email: 'not-an-email', password: '' },
        400,
        '<li><strong>Email</strong>: Please enter a valid email address</li><li><strong>Password</strong>: Password is required</li>',
      ],
    ])('answers %j with the problem page (%i) and no cookie', async (fields, status, shown) => {
      const res = await formLogin(fields);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await res.text();
      expect(page).toContain('<h1>Login failed</h1>');
      expect(page).toContain(shown);
      expect(page).toContain('<a href="/admin">');
      expect(res.headers.getSetCookie()).toEqual([]);
    });
  });

  it('marks the cookie Secure on any other host', async () => {
    const res = await sendApi(
      new Request('https://www.psychgradsales.co.uk/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN, password: TEST_PASSWORD }),
      }),
    );
    expect(res.headers.get('set-cookie')).toContain('SameSite=Strict; Secure');
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, { email: ['Please enter a valid email address'] }],
    [{ email: ADMIN, password: '' }, { password: ['Password is required'] }],
    [{}, { email: ['Please enter a valid email address'], password: ['Password is required'] }],
  ])('answers 400 with the spec messages for %j', async (body, errors) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual(errors);
  });

  it('refuses a wrong password and an unknown email with the same 401 and message', async () => {
    const wrongPassword = await login({ email: ADMIN, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: TEST_PASSWORD });
    expect([wrongPassword.status, unknownEmail.status]).toEqual([401, 401]);
    const bodies = [await wrongPassword.json(), await unknownEmail.json()];
    expect(bodies[0]).toEqual({ message: 'Invalid email or password' });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  it('runs the same password check for an unknown email as for a wrong password (constant work)', async () => {
    const calls: string[] = [];
    const verify = async (_password: string, stored: string) => {
      calls.push(stored);
      return false;
    };
    await expect(signIn(t.db, { email: ADMIN, password: 'wrong' }, new Date(), verify)).rejects.toThrow('Invalid email or password');
    await expect(signIn(t.db, { email: 'nobody@example.com', password: 'wrong' }, new Date(), verify)).rejects.toThrow(
      'Invalid email or password',
    );
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^scrypt\$/);
    expect(calls[1]).toBe(hashForUnknownUser());
    expect(calls[1].split('$').slice(0, 4)).toEqual(calls[0].split('$').slice(0, 4));
  });

  it('after 5 failures for one email answers 429 with Retry-After, even to the right password', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await login({ email: ADMIN, password: `wrong-${i}` }, `192.0.2.${i}`)).status).toBe(401);
    }
    const res = await login({ email: ADMIN, password: TEST_PASSWORD }, '192.0.2.99');
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(LOGIN_THROTTLE.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowMs / 1000);
    expect((await res.json()).message).toMatch(/Too many failed sign-in attempts/);
  });

  it('after 5 failures from one client answers 429 for any email from it', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await login({ email: `guess${i}@example.com`, password: 'x' }, '198.51.100.50');
    expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '198.51.100.50')).status).toBe(429);
    expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '198.51.100.51')).status).toBe(200);
  });

  it.each([
    ['one email from many clients', (i: number) => ({ email: ADMIN, ip: `198.51.100.${100 + i}` })],
    ['many emails from one client', (i: number) => ({ email: `guess${i}@example.com`, ip: '198.51.100.99' })],
  ])('checks no more than 5 passwords when 20 wrong guesses arrive at once: %s', async (_name, who) => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => signIn(t.db, { ...who(i), password: `wrong-${i}` })));
    const reasons = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).constructor.name : 'signed in'));
    expect(reasons.filter((r) => r === 'InvalidCredentialsError')).toHaveLength(LOGIN_THROTTLE.maxFailures);
    expect(reasons.filter((r) => r === 'LoginThrottledError')).toHaveLength(20 - LOGIN_THROTTLE.maxFailures);
  });

  it('lets the email in again once the window has passed', async () => {
    const start = new Date('2026-11-20T10:00:00Z');
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++)
      await beginLoginAttempt(t.db, { email: ADMIN }, new Date(start.getTime() + i * 60_000));
    const during = new Date(start.getTime() + 5 * 60_000);
    await expect(checkLoginThrottle(t.db, { email: ADMIN }, during)).rejects.toMatchObject({ retryAfterSeconds: 10 * 60 });
    // The first failure leaves the window 15 minutes after it was made.
    await expect(
      checkLoginThrottle(t.db, { email: ADMIN }, new Date(start.getTime() + LOGIN_THROTTLE.windowMs + 1)),
    ).resolves.toBeUndefined();
  });

  it('an account reset (npm run admin:create) forgives the failures that locked the email out, whatever salt its machine has', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await login({ email: ADMIN, password: `wrong-${i}` }, `192.0.2.${i}`);
    expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.7')).status).toBe(429);
    // The operator's machine lacks the functions' secrets: the reset cannot find the failures by their hashes.
    vi.stubEnv('RATE_LIMIT_SALT', 'not-the-functions-salt');
    vi.stubEnv('SESSION_SECRET', 'not-the-functions-secret-but-32-bytes-long');
    try {
      await saveAccount(t.db, { email: ADMIN, password: TEST_PASSWORD });
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.7')).status).toBe(200);
    // Failures after the reset count again.
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) await login({ email: ADMIN, password: `wrong-${i}` }, `192.0.2.${i}`);
    expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.8')).status).toBe(429);
  });

  it('counts failures from one IPv6 /64 together, whichever of its addresses they come from', async () => {
    for (let i = 1; i <= LOGIN_THROTTLE.maxFailures; i++) {
      expect((await login({ email: `guess-${i}@example.com`, password: 'wrong' }, `2001:db8:9:9::${i}`)).status).toBe(401);
    }
    expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '2001:db8:9:9::99')).status).toBe(429);
    expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '2001:db8:9:a::1')).status).toBe(200);
  });

  describe('a browser that has signed in to the account before (a trusted device)', () => {
    const deviceCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    const trustedBrowser = async (email = ADMIN, ip = '203.0.113.1') =>
      deviceCookie(await login({ email, password: TEST_PASSWORD }, ip))!.split(';')[0];
    const failFor = async (email: string, ips: (i: number) => string, cookie?: string) => {
      for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
        expect((await login({ email, password: `wrong-${i}` }, ips(i), cookie ? { cookie } : {})).status).toBe(401);
      }
    };

    it('is given a device cookie at sign-in: signed, HttpOnly, SameSite=Strict, sent only to the sign-in routes, kept a year', async () => {
      const res = await login({ email: ADMIN, password: TEST_PASSWORD });
      expect(deviceCookie(res)).toMatch(
        new RegExp(
          `^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+; Max-Age=${TRUSTED_DEVICE_DAYS * 86_400}; Path=/api/auth; HttpOnly; SameSite=Strict; Secure$`,
        ),
      );
      // It is no session: it signs nobody in.
      expect((await user(deviceCookie(res)!.split(';')[0])).status).toBe(401);
    });

    it('still signs in while failures from elsewhere lock the email out for every other browser', async () => {
      const device = await trustedBrowser();
      await failFor(ADMIN, (i) => `192.0.2.${i}`);
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.1')).status).toBe(429);
      const res = await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.1', { cookie: device });
      expect(res.status).toBe(200);
      // The failures still count against browsers without the cookie.
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.2')).status).toBe(429);
    });

    it('still signs in when its own address is locked out (a shared office network)', async () => {
      const device = await trustedBrowser();
      await failFor('someone.else@example.com', () => '203.0.113.1');
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.1')).status).toBe(429);
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.1', { cookie: device })).status).toBe(200);
    });

    it('has a limit of its own: 5 failures with the cookie lock trusted browsers out too', async () => {
      const device = await trustedBrowser();
      await failFor(ADMIN, (i) => `203.0.113.${i}`, device);
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.9', { cookie: device })).status).toBe(429);
      // Browsers without the cookie keep their own count.
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.9')).status).toBe(200);
    });

    it('vouches only for its own account, and only when this site signed it', async () => {
      await createAccount(t.db, 'colleague@example.com', { firstName: 'Sam' });
      const colleagues = await trustedBrowser('colleague@example.com');
      // Forged with everything but the site's secret: the email and even the account's password hash.
      const { password: hash } = (await findCredentials(t.db, ADMIN))!;
      const forged = `${DEVICE_COOKIE}=${await signDeviceToken(ADMIN, hash, new Date(), new TextEncoder().encode('not-this-site-secret-but-32-bytes-long'))}`;
      await failFor(ADMIN, (i) => `192.0.2.${i}`);
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.1', { cookie: colleagues })).status).toBe(429);
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.1', { cookie: forged })).status).toBe(429);
    });

    it('stops vouching once the password is reset (a lost laptop keeps its cookie, not its trust)', async () => {
      const before = await trustedBrowser();
      await saveAccount(t.db, { email: ADMIN, password: 'new-Violin-Kettle-2027' });
      try {
        await failFor(ADMIN, (i) => `192.0.2.${i}`);
        expect((await login({ email: ADMIN, password: 'new-Violin-Kettle-2027' }, '203.0.113.1', { cookie: before })).status).toBe(429);
      } finally {
        await saveAccount(t.db, { email: ADMIN, password: TEST_PASSWORD });
      }
      // A browser that signs in after the reset is trusted again.
      await t.db.deleteFrom('loginFailures').execute();
      const after = await trustedBrowser();
      await failFor(ADMIN, (i) => `192.0.2.${i}`);
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '203.0.113.1', { cookie: after })).status).toBe(200);
    });
  });

  it('refuses a login posted from another site', async () => {
    const res = await login({ email: ADMIN, password: TEST_PASSWORD }, '198.51.100.7', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(403);
  });

  it('answers 503 (and logs) when SESSION_SECRET is missing or short', async () => {
    const saved = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = 'too-short';
    try {
      const res = await login({ email: ADMIN, password: TEST_PASSWORD });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: 'Sign-in is not configured on this server' });
    } finally {
      process.env.SESSION_SECRET = saved;
    }
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a session and { email, firstName } with one', async () => {
    expect((await user()).status).toBe(401);
    const res = await user(await signInCookie(ADMIN));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: ADMIN, firstName: 'Hannah', isAdmin: true });
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });

  it('is not sent to another site’s page (403), a sibling subdomain’s included; a typed address and the dashboard get it', async () => {
    const cookie = await signInCookie(ADMIN);
    const ask = async (site: string) => (await callApi('/api/auth/user', { cookie, headers: { 'sec-fetch-site': site } })).status;
    expect(await ask('cross-site')).toBe(403);
    expect(await ask('same-site')).toBe(403);
    expect(await ask('same-origin')).toBe(200);
    expect(await ask('none')).toBe(200);
  });

  it.each(['%', '%E0%A4%A', 'a%zzb'])(
    'answers 401 (signed out), not 500, for a session cookie of broken percent-encoding: %s',
    async (value) => {
      const res = await user(`${apiSessionCookie()}=${value}`);
      expect(res.status).toBe(401);
      // Nor does a broken device cookie get in the way of signing in.
      expect((await login({ email: ADMIN, password: TEST_PASSWORD }, '198.51.100.9', { cookie: `${DEVICE_COOKIE}=${value}` })).status).toBe(
        200,
      );
    },
  );

  it.each([
    [
      'signed with another secret',
      async (sid: string, exp: Date) => signSessionToken(sid, exp, new TextEncoder().encode('another-secret-that-is-long-enough-000')),
    ],
    ['past its expiry', async (sid: string) => signSessionToken(sid, new Date(Date.now() - 1000))],
    // Flip the signature's first character: the last one partly encodes padding bits, so changing it may not change the signature.
    [
      'tampered with',
      async (sid: string, exp: Date) =>
        (await signSessionToken(sid, exp)).replace(/\.([^.])([^.]*)$/, (_m, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}`),
    ],
    ['for an unknown session', async (_sid: string, exp: Date) => signSessionToken('no-such-session', exp)],
    ['not a token at all', async () => 'garbage'],
  ])('refuses a token %s', async (_name, make) => {
    const session = await startSession(t.db, adminId, KNOWN_DEVICE);
    const token = await make(session.sid, session.expiresAt);
    expect((await user(`${apiSessionCookie()}=${token}`)).status).toBe(401);
  });

  it('ends a session idle for 8 hours, and one past 7 days however active', async () => {
    const t0 = new Date();
    const idle = await startSession(t.db, adminId, KNOWN_DEVICE, t0);
    expect(await findSessionUser(t.db, idle.sid, new Date(t0.getTime() + SESSION_LIMITS.idleMs - 1000))).toBeDefined();
    // That use moved the idle deadline on.
    expect(await findSessionUser(t.db, idle.sid, new Date(t0.getTime() + SESSION_LIMITS.idleMs + 1000))).toBeDefined();
    expect(await findSessionUser(t.db, idle.sid, new Date(t0.getTime() + 3 * SESSION_LIMITS.idleMs))).toBeUndefined();

    const old = await startSession(t.db, adminId, KNOWN_DEVICE, t0);
    let at = t0.getTime();
    while (at < t0.getTime() + SESSION_LIMITS.absoluteMs - SESSION_LIMITS.idleMs) {
      at += SESSION_LIMITS.idleMs - 60_000;
      expect(await findSessionUser(t.db, old.sid, new Date(at))).toBeDefined();
    }
    expect(await findSessionUser(t.db, old.sid, new Date(t0.getTime() + SESSION_LIMITS.absoluteMs + 1000))).toBeUndefined();
  });
});

describe('ending sessions', () => {
  it('logout ends the session: the same cookie is refused afterwards, and the cookie is cleared', async () => {
    const cookie = await signInCookie(ADMIN);
    const res = await callApi('/api/auth/logout', { cookie, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${apiSessionCookie()}=; Max-Age=0`)),
      expect.stringMatching(new RegExp(`^${SIGNED_IN_COOKIE}=; Max-Age=0`)),
    ]);
    expect((await user(cookie)).status).toBe(401);
  });

  it('a password reset ends every session of that person, and only theirs', async () => {
    await t.db.deleteFrom('sessions').execute();
    await createAccount(t.db, 'other@example.com');
    const [a, b, other] = [await signInCookie(ADMIN), await signInCookie(ADMIN), await signInCookie('other@example.com')];
    const result = await saveAccount(t.db, { email: ADMIN, password: 'new-Violin-Kettle-2027' });
    expect(result).toMatchObject({ created: false, endedSessions: 2 });
    expect((await user(a)).status).toBe(401);
    expect((await user(b)).status).toBe(401);
    expect((await user(other)).status).toBe(200);
    const res = await login({ email: ADMIN, password: 'new-Violin-Kettle-2027' });
    expect(res.status).toBe(200);
    expect((await user(cookieFrom(res))).status).toBe(200);
    await saveAccount(t.db, { email: ADMIN, password: TEST_PASSWORD });
  });

  it('refuses a weak password on create or reset', async () => {
    await expect(saveAccount(t.db, { email: 'weak@example.com', password: 'password123' })).rejects.toThrow(/Password refused/);
    expect(await t.db.selectFrom('authUsers').where('email', '=', 'weak@example.com').select('id').executeTakeFirst()).toBeUndefined();
  });
});
