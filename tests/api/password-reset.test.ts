import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { FACTOR_MAIL_TEMPLATES } from '../../src/auth/factors/account-factors';
import { newTotpSecret } from '../../src/auth/factors/totp';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { requestPasswordReset, RESETS_PER_ADDRESS_HOUR } from '../../src/auth/password-reset';
import { site } from '../../src/config/site';
import { PASSWORD_RESET_TEXT } from '../../src/texts/security';
import { createAccount, signInCookie, TEST_PASSWORD } from '../support/admin-session';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

const ORIGIN = 'https://www.psychgradsales.co.uk';
const ADMIN = 'hannah@example.com';
const MEMBER = 'member@example.com';
const NEW_PASSWORD = 'Plum-Harbour-58-lantern';

let t: TestDatabase;
let smtp: TestSmtpServer;
const savedEnv = { ...process.env };
/** The work each request left for after its answer (Netlify's waitUntil), awaited by settle(). */
const pending: Promise<unknown>[] = [];
let n = 0;
const ctx = (ip = `198.51.100.${++n % 250}`) => ({ params: {}, ip, waitUntil: (work: Promise<unknown>) => void pending.push(work) });
const settle = async () => {
  while (pending.length) await Promise.all(pending.splice(0));
};

const ask = (email: string, ip?: string) => callApi('/api/auth/password-reset', { method: 'POST', json: { email } }, ctx(ip));
const mailTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
const resetPath = (mail: ReceivedMail) => {
  const m = /https:\/\/www\.psychgradsales\.co\.uk(\/api\/auth\/new-password\?token=[\w-]+)/.exec(mail.mail.text ?? '');
  if (!m) throw new Error(`no reset link in ${mail.mail.text}`);
  return m[1];
};
const open = (path: string) => callApi(path, { headers: { 'sec-fetch-site': 'none' } }, ctx());
const choose = (path: string, password: string, confirm = password) =>
  callApi(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'user-agent': UA },
      body: new URLSearchParams({ username: ADMIN, password, confirm }).toString(),
    },
    { ...ctx(), country: 'United Kingdom' },
  );
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A reset asked for and its email read: the link's path. */
async function linkFor(email = ADMIN) {
  expect((await ask(email)).status).toBe(202);
  await settle();
  return resetPath(mailTo(email).at(-1)!);
}

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startTestSmtpServer();
  Object.assign(process.env, { SMTP_URL: smtp.url, MAIL_FROM: `"${site.name}" <${site.email}>`, SITE_URL: ORIGIN });
  await createAccount(t.db, ADMIN);
  await createAccount(t.db, MEMBER, { isAdmin: false });
});
afterAll(async () => {
  process.env = savedEnv;
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  await settle();
  await t.db.deleteFrom('rateLimits').execute();
  await t.db.deleteFrom('outbox').execute();
  await t.db.deleteFrom('passwordResetTokens').execute();
  smtp.received.length = 0;
});

describe('POST /api/auth/password-reset', () => {
  it('answers an admin address and any other alike, and emails only the admin, once', async () => {
    const answers = [];
    for (const email of [ADMIN, 'nobody@example.com', MEMBER]) {
      const res = await ask(email);
      answers.push({ status: res.status, body: await res.text(), type: res.headers.get('content-type') });
    }
    await settle();
    expect(answers[0].status).toBe(202);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(JSON.parse(answers[0].body)).toEqual({ message: PASSWORD_RESET_TEXT.sent.body });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].envelope.to).toEqual([ADMIN]);
    expect(smtp.received[0].mail.subject).toMatch(/Reset your .* admin password/);
    // Only the hash of the link's token is stored.
    const token = new URL(resetPath(smtp.received[0]), ORIGIN).searchParams.get('token')!;
    const rows = await t.db.selectFrom('passwordResetTokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(rows[0].expiresAt).getTime() - new Date(rows[0].createdAt).getTime()).toBe(30 * 60_000);
  });

  it('takes the same time for an admin address as for an unknown one (within noise)', async () => {
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await ask(email);
      const ms = performance.now() - start;
      expect(res.status).toBe(202);
      await settle();
      return ms;
    };
    const admin: number[] = [];
    const unknown: number[] = [];
    // Warm both paths, then alternate them so that drift in the machine's load hits both.
    await timed(ADMIN);
    await timed('warm@example.com');
    for (let i = 0; i < 12; i++) {
      admin.push(await timed(ADMIN));
      unknown.push(await timed(`unknown${i}@example.com`));
    }
    const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(Math.abs(median(admin) - median(unknown))).toBeLessThan(Math.max(10, 0.5 * median(unknown)));
  });

  it('sends at most three emails an hour to one address, answering the same', async () => {
    for (let i = 0; i < RESETS_PER_ADDRESS_HOUR + 2; i++) expect((await ask(ADMIN)).status).toBe(202);
    await settle();
    expect(mailTo(ADMIN)).toHaveLength(RESETS_PER_ADDRESS_HOUR);
  });

  it('counts the three emails in any hour, not per clock hour: none more just after the hour turns', async () => {
    const request = (time: string) => requestPasswordReset(t.db, ADMIN, { now: new Date(`2026-11-23T${time}Z`) });
    for (let i = 0; i < RESETS_PER_ADDRESS_HOUR; i++) expect(await request('10:59:59')).toBeDefined();
    expect(await request('11:00:01')).toBeUndefined();
    expect(await request('11:59:59')).toBeUndefined();
    expect(await request('12:00:01')).toBeDefined();
  });

  it('limits requests per client (429), and refuses a cross-site post', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RATE_LIMITS.passwordResets.limit; i++) expect((await ask(`x${i}@example.com`, ip)).status).toBe(202);
    const over = await ask('y@example.com', ip);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    const crossSite = await callApi(
      '/api/auth/password-reset',
      { method: 'POST', json: { email: ADMIN }, headers: { 'sec-fetch-site': 'cross-site' } },
      ctx(),
    );
    expect(crossSite.status).toBe(403);
    await settle();
    expect(smtp.received).toHaveLength(0);
  });

  it('takes the sign-in screen’s own form without JavaScript and answers with a page', async () => {
    const res = await callApi(
      '/api/auth/password-reset',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
        body: `email=${encodeURIComponent(ADMIN)}`,
      },
      ctx(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain(PASSWORD_RESET_TEXT.sent.title);
    await settle();
    expect(mailTo(ADMIN)).toHaveLength(1);
  });

  it('refuses an address that is not one (400)', async () => {
    expect((await ask('not an address')).status).toBe(400);
  });
});

describe('the reset link', () => {
  it('shows the form (opening it changes nothing), sets the password, ends every session and tells the owner', async () => {
    const oldCookie = await signInCookie(ADMIN);
    expect((await callApi('/api/auth/user', { cookie: oldCookie })).status).toBe(200);
    const path = await linkFor();
    smtp.received.length = 0;

    for (const _ of [1, 2]) {
      const page = await open(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await page.text();
      expect(html).toContain(PASSWORD_RESET_TEXT.choose.title);
      expect(html).toContain('autocomplete="new-password"');
    }

    // Refused passwords leave the link unused.
    const mismatch = await choose(path, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(PASSWORD_RESET_TEXT.mismatch);
    const weak = await choose(path, 'password1234');
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('avoid common passwords');

    const done = await choose(path, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(PASSWORD_RESET_TEXT.done.title);
    await settle();

    // The old session is over; the new password signs in, the old one no longer.
    expect((await callApi('/api/auth/user', { cookie: oldCookie })).status).toBe(401);
    await expect(signInCookie(ADMIN, TEST_PASSWORD, '203.0.113.40')).rejects.toThrow(/401/);
    await signInCookie(ADMIN, NEW_PASSWORD, '203.0.113.41');

    const changed = mailTo(ADMIN).find((m) => /password was changed/.test(m.mail.subject ?? ''));
    expect(changed?.mail.text).toContain('Chrome on Windows');
    expect(changed?.mail.text).toContain('United Kingdom');

    // Used once: the link is dead.
    expect((await open(path)).status).toBe(404);
    expect((await choose(path, 'Another-Good-Pass-93')).status).toBe(404);

    const audit = await t.db.selectFrom('adminAudit').select(['action', 'detail']).where('action', '=', 'password-reset').execute();
    expect(audit.at(-1)?.detail).toMatchObject({ device: 'Chrome on Windows', country: 'United Kingdom', endedSessions: 1 });
    // Back to the password the other tests sign in with.
    await createAccount(t.db, ADMIN);
  });

  it('ends with the account’s passkeys and app, and removes what the owner does not recognise', async () => {
    const { id } = await t.db.selectFrom('authUsers').select('id').where('email', '=', ADMIN).executeTakeFirstOrThrow();
    // An attacker's passkey (added through a stolen session), and the owner's own app.
    await t.db
      .insertInto('adminPasskeys')
      .values({ id: 'cred-attacker', userId: id, name: 'Not mine', publicKey: Buffer.from([1, 2, 3]), counter: 0, transports: null })
      .execute();
    const { secret } = newTotpSecret(ADMIN);
    await t.db.insertInto('adminTotp').values({ userId: id, secret, confirmedAt: new Date() }).execute();

    const done = await choose(await linkFor(), NEW_PASSWORD);
    const html = await done.text();
    expect(html).toContain(PASSWORD_RESET_TEXT.review.heading);
    expect(html).toMatch(/Not mine: added [^<]*, not used yet/);
    expect(html).toContain(PASSWORD_RESET_TEXT.review.app);
    const grant = /name="grant" value="([^"]+)"/.exec(html)![1];
    await settle();
    await t.db.deleteFrom('outbox').execute();

    const remove = (fields: Record<string, string>) =>
      callApi(
        '/api/auth/new-password/factors',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', 'user-agent': UA },
          body: new URLSearchParams({ grant, ...fields }).toString(),
        },
        ctx(),
      );
    const removed = await remove({ passkey: 'cred-attacker' });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain('Passkey “Not mine” removed. Nobody can sign in with it now.');
    expect(await t.db.selectFrom('adminPasskeys').select('id').where('userId', '=', id).execute()).toEqual([]);
    await settle();
    const [mail] = await t.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('template', '=', FACTOR_MAIL_TEMPLATES.changed)
      .execute();
    expect(mail.subject).toMatch(/Passkey “Not mine” removed/);
    expect(mail.text).toContain('Chrome on Windows');

    // The app goes only with one of its codes (a mailbox alone does not take it away).
    const wrong = await remove({ totp: 'remove', code: '000000' });
    expect(wrong.status).toBe(400);
    expect(await t.db.selectFrom('adminTotp').select('userId').where('userId', '=', id).execute()).toHaveLength(1);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await remove({ totp: 'remove', code })).status).toBe(200);
    expect(await t.db.selectFrom('adminTotp').select('userId').where('userId', '=', id).execute()).toEqual([]);
    const actions = await t.db.selectFrom('adminAudit').select('action').where('userId', '=', id).orderBy('id', 'desc').limit(2).execute();
    expect(actions.map((a) => a.action)).toEqual(['totp-disabled', 'passkey-removed']);

    // A forged grant, or one from before another reset, removes nothing.
    expect((await remove({ passkey: 'x', grant: `${grant}x` })).status).toBe(403);
    await createAccount(t.db, ADMIN);
    expect((await remove({ passkey: 'x' })).status).toBe(403);
    await t.db.deleteFrom('loginFailures').execute();
  });

  it('refuses a link past its 30 minutes, and one that was never sent', async () => {
    const path = await linkFor();
    await t.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    const page = await open(path);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(PASSWORD_RESET_TEXT.invalid.title);
    expect((await choose(path, NEW_PASSWORD)).status).toBe(404);
    expect((await open('/api/auth/new-password?token=' + 'A'.repeat(43))).status).toBe(404);
    expect((await open('/api/auth/new-password')).status).toBe(404);
    // The password did not change.
    await signInCookie(ADMIN, TEST_PASSWORD, '203.0.113.42');
  });
});
