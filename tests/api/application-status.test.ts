import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/abuse/rate-limit';
import { UNSUCCESSFUL_MAIL_GRACE_MS } from '../../src/candidates/unsuccessful-mail';
import { UNSUCCESSFUL_MAIL_GRACE_MINUTES } from '../../src/config/status-change';
import { deliverDueMail } from '../../src/mail-delivery/deliver';
import { saveApplication } from '../../src/candidates/store';
import { emailHash } from '../../src/subject-requests/personal-data';
import { claimDueMail, recordSent, SENT_LINK_PLACEHOLDER, type OutboxMessage } from '../../src/notifications/outbox';
import { UNSUCCESSFUL_TEMPLATE } from '../../src/notifications/events';
import { runRetention } from '../../src/retention/run';
import { STATUS_NOT_FOUND_TEXT } from '../../src/texts/application-status';
import { acceptFile, CV_UPLOAD } from '../../src/uploads/purposes';
import { formatDate } from '../../src/utils/dates';
import { submissionReference } from '../../src/utils/reference';
import { site } from '../../src/config/site';
import { subscribe } from '../../src/job-alerts/subscriptions';
import { jobAlertSchema } from '../../src/job-alerts/schema';
import { createAccount, signInCookie, callWithCookie } from '../support/admin-session';
import { validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

let t: TestDatabase;
let cookie: string;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestDatabase();
  await createAccount(t.db, 'admin@example.com');
  cookie = await signInCookie('admin@example.com');
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('applications').execute();
  await t.db.deleteFrom('outbox').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

const EMAIL = 'amelia.status@example.com';

/** Applies (for a role when `jobId` is given) and returns the id and the token its receipt carries, as the candidate would read it. */
async function apply(email = EMAIL, jobId?: number) {
  const id = await saveApplication(
    t.db,
    { ...validApplication, email, website: '', ...(jobId ? { jobId } : {}) } as never,
    acceptFile(CV_UPLOAD, { fileName: 'cv.pdf', data: realPdf() }),
  );
  const receipt = await t.db
    .selectFrom('outbox')
    .select(['id', 'text', 'html'])
    .where('topic', '=', `application:${id}`)
    .where('template', '=', 'application-receipt')
    .executeTakeFirstOrThrow();
  const token = /\/api\/application-status\/([A-Za-z0-9_-]+)/.exec(receipt.text)![1];
  return { id, token, receipt };
}

const get = (token: string, ip = freshIp()) =>
  callApi(`/api/application-status/${token}`, { headers: { 'sec-fetch-site': 'none' } }, { ip });
const confirmation = (token: string) => callApi(`/api/application-status/${token}/withdraw`, {}, { ip: freshIp() });
const withdraw = (token: string, site = 'same-origin') =>
  callApi(
    `/api/application-status/${token}/withdraw`,
    {
      method: 'POST',
      headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    },
    { ip: freshIp() },
  );
const setStatus = (id: number, json: Record<string, unknown>) => callWithCookie(cookie, 'PUT', `/api/applications/${id}/status`, { json });
const undo = (id: number) => callWithCookie(cookie, 'DELETE', `/api/applications/${id}/unsuccessful-email`);
const application = (id: number) => t.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** The application as the admin's list gives it. */
async function listed(id: number) {
  const { body } = await callWithCookie(cookie, 'GET', '/api/applications?pageSize=100');
  return (body.items as Array<{ id: number; unsuccessfulMailAt: string | null }>).find((a) => a.id === id)!;
}
/** A mailer that records what it is given, in place of SMTP. */
function recordingMailer() {
  const sent: OutboxMessage[] = [];
  return {
    enabled: true,
    sent,
    send: async (m: OutboxMessage) => {
      sent.push(m);
    },
  };
}
const unsuccessfulMails = (id: number) =>
  t.db.selectFrom('outbox').selectAll().where('topic', '=', `application:${id}`).where('template', '=', UNSUCCESSFUL_TEMPLATE).execute();

describe('the status link', () => {
  it('is 256 random bits in the receipt, stored only as its SHA-256', async () => {
    const { id, token } = await apply();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const links = await t.db.selectFrom('applicationStatusLinks').selectAll().execute();
    expect(links).toEqual([expect.objectContaining({ applicationId: id, tokenHash: createHash('sha256').update(token).digest('hex') })]);
  });

  it('shows the first name, the role and the status in plain words with its date, and nothing more, privately', async () => {
    const job = await t.db
      .insertInto('jobs')
      .values({ title: 'Sales Executive', company: 'Acme Ltd', location: 'Exeter', type: 'Full-time', description: 'D', requirements: 'R' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id, token } = await apply(EMAIL, job.id);
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Hello, Amelia');
    expect(html).toContain('Sales Executive at Acme Ltd');
    expect(html).toContain('<strong>Received</strong>');
    expect(html).toContain(`<dd>${formatDate(new Date(), 'long')}</dd>`);
    expect(html).toContain('A consultant reads your CV within 24 hours.');
    // The reference the receipt asks them to quote, and the ways to reach us as links.
    expect(html).toContain(`<strong data-reference>${submissionReference('application', id)}</strong>`);
    expect(html).toContain(`href="tel:${site.phone}"`);
    expect(html).toContain(`href="mailto:${site.email}"`);
    for (const secret of [validApplication.lastName, EMAIL, validApplication.phone]) expect(html).not.toContain(secret);
  });

  it('shows a status change in plain words', async () => {
    const { id, token } = await apply();
    expect((await setStatus(id, { status: 'in_review' })).status).toBe(200);
    expect(await (await get(token)).text()).toContain('<strong>Being reviewed</strong>');
    expect((await setStatus(id, { status: 'placed' })).status).toBe(200);
    expect(await (await get(token)).text()).toContain('<strong>Placed</strong>');
  });

  it('answers a wrong, malformed or dead token with the same 404 page, which reveals nothing', async () => {
    const { id, token } = await apply();
    const answers = [randomBytes(32).toString('base64url'), 'nope', `${token}x`, token.toLowerCase()];
    await t.db.deleteFrom('applications').where('id', '=', id).execute();
    answers.push(token);
    const pages = await Promise.all(answers.map(async (tok) => [(await get(tok)).status, await (await get(tok)).text()] as const));
    for (const [status, html] of pages) {
      expect(status).toBe(404);
      expect(html).toContain(STATUS_NOT_FOUND_TEXT.title);
      expect(html).not.toContain('Amelia');
      expect(html).toBe(pages[0][1]);
    }
  });

  it('stops working once retention deletes the application', async () => {
    const { id, token } = await apply();
    // Made and last changed long ago: past its period and past the record floor (regulation 29).
    await sql`update applications set created_at = '2020-01-01T00:00:00Z', status_changed_at = '2020-01-01T00:00:00Z' where id = ${id}`.execute(
      t.db,
    );
    await runRetention(t.db);
    expect((await get(token)).status).toBe(404);
    expect(await t.db.selectFrom('applicationStatusLinks').selectAll().execute()).toEqual([]);
  });

  it('keeps the token in the stored receipt only until it is sent', async () => {
    const { token, receipt } = await apply();
    await recordSent(t.db, receipt.id);
    const sent = await t.db.selectFrom('outbox').select(['text', 'html']).where('id', '=', receipt.id).executeTakeFirstOrThrow();
    expect(sent.text).not.toContain(token);
    expect(sent.html).not.toContain(token);
    expect(sent.text).toContain(SENT_LINK_PLACEHOLDER);
  });

  it(`counts every request against one limit per network (${RATE_LIMITS.statusLinks.limit} an hour), found or not`, async () => {
    const { token } = await apply();
    for (let i = 0; i < RATE_LIMITS.statusLinks.limit - 1; i++) expect((await get('wrong', '203.0.113.50')).status).toBe(404);
    expect((await get(token, '203.0.113.50')).status).toBe(200);
    const over = await get(token, '203.0.113.50');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.text()).not.toContain('Amelia');
  });
});

describe('withdrawing from the status link', () => {
  it('asks for confirmation first, changing nothing', async () => {
    const { token } = await apply();
    const res = await confirmation(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`<form method="post" action="/api/application-status/${token}/withdraw">`);
    expect(html).toContain('Yes, withdraw and erase my details');
    expect(html).toContain('your job alerts');
    expect(await t.db.selectFrom('applications').select('id').execute()).toHaveLength(1);
    expect((await confirmation('wrong')).status).toBe(404);
  });

  it('refuses a withdrawal another site sends', async () => {
    const { token } = await apply();
    expect((await withdraw(token, 'cross-site')).status).toBe(403);
    expect(await t.db.selectFrom('applications').select('id').execute()).toHaveLength(1);
  });

  it("erases everything held under the address, as the admin's erasure does, records it, and the link then opens nothing", async () => {
    const { token } = await apply();
    await apply('AMELIA.status@example.com ');
    const other = await apply('someone.else@example.com');
    await subscribe(
      t.db,
      jobAlertSchema.parse({
        email: 'Amelia.Status@example.com',
        q: 'sales',
        frequency: 'daily',
        consent: true,
        source: 'application-confirmation',
      }),
    );
    const res = await withdraw(token);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Your application has been withdrawn');
    const left = await t.db.selectFrom('applications').select('id').execute();
    expect(left).toEqual([{ id: other.id }]);
    const links = await t.db.selectFrom('applicationStatusLinks').select('applicationId').execute();
    expect(links).toEqual([{ applicationId: other.id }]);
    const outbox = await t.db.selectFrom('outbox').select('recipient').execute();
    expect(outbox.every((m) => m.recipient !== EMAIL && !m.recipient.toLowerCase().includes('amelia.status'))).toBe(true);
    const [record] = await t.db.selectFrom('subjectRequests').selectAll().orderBy('id', 'desc').limit(1).execute();
    expect(record).toMatchObject({ kind: 'erasure', adminEmail: null, emailHash: emailHash(EMAIL) });
    expect(record.counts).toMatchObject({ applications: 2, cvFiles: 2, jobAlerts: 1 });
    expect(await t.db.selectFrom('jobAlertSubscriptions').select('id').execute()).toEqual([]);
    expect((await get(token)).status).toBe(404);
    expect((await withdraw(token)).status).toBe(404);
  });
});

describe("the admin's status change to unsuccessful", () => {
  it('sends nothing unless the admin confirmed the email: a status alone is only a status', async () => {
    const { id } = await apply();
    const res = await setStatus(id, { status: 'unsuccessful' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: 'unsuccessful', unsuccessfulMailAt: null });
    expect(await unsuccessfulMails(id)).toEqual([]);
    expect((await application(id)).toldUnsuccessfulAt).toBeNull();
    expect((await setStatus(id, { status: 'unsuccessful', notifyCandidate: 'no' })).status).toBe(400);
  });

  it('shows the email the confirmation would send, sending nothing', async () => {
    const { id } = await apply();
    const preview = await callWithCookie(cookie, 'GET', `/api/applications/${id}/unsuccessful-email`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ recipient: EMAIL, toldAt: null, graceMinutes: UNSUCCESSFUL_MAIL_GRACE_MINUTES });
    expect(preview.body.text).toContain("we won't be taking your application further");
    expect(await unsuccessfulMails(id)).toEqual([]);
    // What is queued once confirmed is what was shown.
    await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });
    const [queued] = await unsuccessfulMails(id);
    expect({ subject: queued.subject, text: queued.text }).toEqual({ subject: preview.body.subject, text: preview.body.text });
    const unknown = await callWithCookie(cookie, 'GET', '/api/applications/999999/unsuccessful-email');
    expect(unknown.status).toBe(404);
  });

  it(`queues the confirmed email to wait ${UNSUCCESSFUL_MAIL_GRACE_MINUTES} minutes in the outbox, and the sender leaves it until then`, async () => {
    const { id } = await apply();
    const before = Date.now();
    const res = await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });
    const mailAt = new Date(res.body.unsuccessfulMailAt).getTime();
    expect(mailAt).toBeGreaterThanOrEqual(before + UNSUCCESSFUL_MAIL_GRACE_MS);
    const [mail] = await unsuccessfulMails(id);
    expect(mail).toMatchObject({ recipient: EMAIL, status: 'pending', subject: expect.stringContaining('Your application to') });
    expect(new Date(mail.nextAttemptAt).getTime()).toBe(mailAt);
    // The list offers Undo until then.
    expect((await listed(id)).unsuccessfulMailAt).toBe(new Date(mailAt).toISOString());

    const mailer = recordingMailer();
    await deliverDueMail(t.db, mailer, { now: new Date(mailAt - 1000) });
    expect(mailer.sent.filter((m) => m.template === UNSUCCESSFUL_TEMPLATE)).toEqual([]);
    await deliverDueMail(t.db, mailer, { now: new Date(mailAt) });
    expect(mailer.sent.filter((m) => m.template === UNSUCCESSFUL_TEMPLATE).map((m) => m.recipient)).toEqual([EMAIL]);
    expect((await listed(id)).unsuccessfulMailAt).toBeNull();
  });

  it('emails the candidate once, however often it is marked', async () => {
    const { id } = await apply();
    const { body } = await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });
    await deliverDueMail(t.db, recordingMailer(), { now: new Date(body.unsuccessfulMailAt) });
    expect((await unsuccessfulMails(id)).map((m) => m.status)).toEqual(['sent']);
    await setStatus(id, { status: 'in_review' });
    // Even once the outbox has pruned the first mail, marking it again sends nothing.
    await t.db.deleteFrom('outbox').execute();
    const again = await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });
    expect(again.body.unsuccessfulMailAt).toBeNull();
    expect(await unsuccessfulMails(id)).toEqual([]);
  });

  it('Undo withdraws the waiting email and puts back the status it had, with its date', async () => {
    const { id } = await apply();
    await setStatus(id, { status: 'in_review' });
    const reviewed = await application(id);
    const { body } = await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });

    const res = await undo(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: 'in_review' });
    expect(await unsuccessfulMails(id)).toEqual([]);
    expect(await application(id)).toMatchObject({
      status: 'in_review',
      statusChangedAt: reviewed.statusChangedAt,
      toldUnsuccessfulAt: null,
      undoStatus: null,
    });
    const mailer = recordingMailer();
    await deliverDueMail(t.db, mailer, { now: new Date(new Date(body.unsuccessfulMailAt).getTime() + 3_600_000) });
    expect(mailer.sent.filter((m) => m.template === UNSUCCESSFUL_TEMPLATE)).toEqual([]);
    // Nothing left to undo; a later confirmation may tell them after all.
    expect((await undo(id)).status).toBe(409);
    expect((await setStatus(id, { status: 'unsuccessful', notifyCandidate: true })).body.unsuccessfulMailAt).not.toBeNull();
    expect((await undo(999999)).status).toBe(404);
  });

  it('Undo is refused once a sender holds the email or has sent it: the candidate is told, the status stays', async () => {
    const { id } = await apply();
    const { body } = await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });
    const due = new Date(body.unsuccessfulMailAt);
    // The receipts of the application went when it arrived.
    await deliverDueMail(t.db, recordingMailer(), { now: new Date(due.getTime() - 1000) });
    const claimed = await claimDueMail(t.db, { now: due, topic: `application:${id}` });
    expect(claimed.map((m) => m.template)).toEqual([UNSUCCESSFUL_TEMPLATE]);
    expect((await undo(id)).status).toBe(409);
    await recordSent(t.db, claimed[0].id);
    expect((await undo(id)).status).toBe(409);
    expect(await application(id)).toMatchObject({ status: 'unsuccessful', toldUnsuccessfulAt: expect.any(Date) });
  });

  it('another status chosen while the email waits withdraws it: they are no longer turned down', async () => {
    const { id } = await apply();
    const { body } = await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });
    expect((await setStatus(id, { status: 'placed' })).body).toEqual({ id, status: 'placed', unsuccessfulMailAt: null });
    expect(await unsuccessfulMails(id)).toEqual([]);
    expect(await application(id)).toMatchObject({ toldUnsuccessfulAt: null, undoStatus: null });
    const mailer = recordingMailer();
    await deliverDueMail(t.db, mailer, { now: new Date(new Date(body.unsuccessfulMailAt).getTime() + 60_000) });
    expect(mailer.sent.filter((m) => m.template === UNSUCCESSFUL_TEMPLATE)).toEqual([]);
  });

  it('the sender checks before sending: an application changed by other means is not told', async () => {
    const { id } = await apply();
    const { body } = await setStatus(id, { status: 'unsuccessful', notifyCandidate: true });
    await t.db.updateTable('applications').set({ status: 'in_review' }).where('id', '=', id).execute();
    const mailer = recordingMailer();
    const result = await deliverDueMail(t.db, mailer, { now: new Date(body.unsuccessfulMailAt), topic: `application:${id}` });
    expect(result.withdrawn).toBe(1);
    expect(mailer.sent.filter((m) => m.template === UNSUCCESSFUL_TEMPLATE)).toEqual([]);
    expect(await unsuccessfulMails(id)).toEqual([]);
    expect((await application(id)).toldUnsuccessfulAt).toBeNull();
  });

  it('sends nothing for the other statuses', async () => {
    const { id } = await apply();
    for (const status of ['in_review', 'placed', 'new']) await setStatus(id, { status, notifyCandidate: true });
    const mails = await t.db.selectFrom('outbox').select('template').where('topic', '=', `application:${id}`).execute();
    expect(mails.map((m) => m.template).sort()).toEqual(['application-consultant', 'application-receipt']);
  });
});
