import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import outboxScheduled from '../../src/functions/outbox-scheduled';
import commentDigestScheduled from '../../src/functions/comment-digest-scheduled';
import { deleteApplication, deleteContact } from '../../src/candidates/manage';
import { site } from '../../src/config/site';
import { migrations } from '../../src/db/migrations';
import { COMMENT_DIGEST_TEMPLATE, queueCommentDigest } from '../../src/notifications/comment-digest';
import { deliverDueMail } from '../../src/mail-delivery/deliver';
import { RECEIPTS_PER_ADDRESS } from '../../src/notifications/events';
import {
  CLAIM_LEASE_MS,
  claimDueMail,
  MAX_SEND_ATTEMPTS,
  NO_OUTCOME_ERROR,
  OUTBOX_RETENTION_MS,
  pruneOutbox,
  queueMail,
  recordFailure,
  retryDelayMs,
  withdrawPendingMail,
} from '../../src/notifications/outbox';
import { mailSettingsFromEnv } from '../../src/notifications/settings';
import { createMailer } from '../../src/notifications/transport';
import { callWithCookie, createAccount, signInCookie } from '../support/admin-session';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { startSilentSmtpServer, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { inOneRateWindow } from '../support/rate-window';
import { callApi, sendApi, runScheduled } from '../support/call-api';

const NOTIFY_TO = 'consultant@psychgrad.test';
const ORIGIN = 'https://www.psychgradsales.co.uk';
/** A CV whose bytes the mails must never carry. */
const CV_MARKER = 'CV-BYTES-MUST-NOT-BE-MAILED';
const pdf = realPdf(CV_MARKER);

let t: TestDatabase;
let smtp: TestSmtpServer;
let adminCookie: string;
let n = 0;
const savedEnv = { ...process.env };

const ip = () => `198.51.100.${++n % 250}:${n}`;
const apply = (fields: Record<string, unknown> = {}, from = ip()) =>
  sendApi(applicationRequest({ ...validApplication, ...fields }, { data: pdf, name: 'cv.pdf' }), { ip: from });
const enquire = (fields: Record<string, unknown> = {}, from = ip()) =>
  callApi(
    '/api/contacts',
    {
      method: 'POST',
      json: {
        name: 'Priya Shah',
        email: 'priya@example.com',
        subject: 'employer',
        message: 'We are hiring two SDRs.\nBristol.',
        ...fields,
      },
    },
    { ip: from },
  );
const deliver = (now?: Date) => deliverDueMail(t.db, createMailer(mailSettingsFromEnv()), { now });
const outbox = () => t.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const to = (m: ReceivedMail) => m.envelope.to.join(',');
const byRecipient = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
const headerNames = (m: ReceivedMail) => [...m.mail.headers.keys()].sort();

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startTestSmtpServer();
  Object.assign(process.env, { SMTP_URL: smtp.url, NOTIFY_TO, MAIL_FROM: `"${site.name}" <${site.email}>`, SITE_URL: ORIGIN });
  await createAccount(t.db, 'admin@example.com');
  adminCookie = await signInCookie('admin@example.com');
});
afterAll(async () => {
  process.env = savedEnv;
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  for (const table of ['outbox', 'applications', 'contacts', 'rateLimits', 'comments', 'blogPosts'] as const)
    await t.db.deleteFrom(table).execute();
  smtp.received.length = 0;
});

describe('a new application', () => {
  it("mails the consultant the candidate's details and a dashboard link, and the candidate a receipt, without the CV", async () => {
    const res = await apply({ interest: 'tech' });
    expect(res.status).toBe(201);
    await smtp.waitFor(2);
    expect(smtp.received).toHaveLength(2);

    const [consultant] = byRecipient(NOTIFY_TO);
    expect(to(consultant)).toBe(NOTIFY_TO);
    expect(consultant.mail.from?.value[0]).toEqual({ address: site.email, name: site.name });
    expect(consultant.mail.subject).toBe("New application: Amelia Hughes (Bachelor's degree (BSc/BA))");
    expect(consultant.mail.text).toContain('Email: amelia.hughes@example.com');
    expect(consultant.mail.text).toContain('Phone: 07700 900123');
    expect(consultant.mail.text).toContain('Interest: Technology sales');
    expect(consultant.mail.text).toContain(`${ORIGIN}/admin#applications`);
    expect(consultant.mail.html).toContain(`href="${ORIGIN}/admin#applications"`);
    // As for an enquiry: answering the notice reaches the candidate.
    expect(consultant.mail.replyTo?.value).toEqual([{ address: validApplication.email, name: '' }]);
    expect(consultant.mail.text).toContain('Reply to this email to answer them.');
    expect(consultant.mail.text).toMatch(/Received: \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d (GMT|BST)/);

    const [receipt] = byRecipient(validApplication.email);
    expect(to(receipt)).toBe(validApplication.email);
    expect(receipt.mail.subject).toBe(`We've received your application - ${site.name}`);
    expect(receipt.mail.text).toContain("We'll review your application and contact you within 48 hours.");
    expect(receipt.mail.text).toContain(`${ORIGIN}/privacy-notice`);
    expect(receipt.mail.replyTo).toBeUndefined();

    for (const m of smtp.received) {
      expect(m.mail.attachments).toHaveLength(0);
      expect(m.raw).not.toContain(CV_MARKER);
      expect(m.raw).not.toContain('%PDF');
    }
    expect((await outbox()).map((m) => m.status)).toEqual(['sent', 'sent']);
  });
});

describe('sending after the answer', () => {
  it("hands the sending to the platform's waitUntil, so the answer does not wait for SMTP", async () => {
    const background: Promise<unknown>[] = [];
    const req = applicationRequest(validApplication, { data: pdf, name: 'cv.pdf' });
    const res = await sendApi(req, { ip: ip(), waitUntil: (work) => background.push(work) });
    expect(res.status).toBe(201);
    expect(background).toHaveLength(1);
    expect(smtp.received).toHaveLength(0);
    // Already committed: a reader sees the queued messages before any is sent.
    expect((await outbox()).map((m) => m.status)).toEqual(['pending', 'pending']);
    await Promise.all(background);
    expect(smtp.received.map(to).sort()).toEqual([validApplication.email, NOTIFY_TO].sort());
  });
});

describe('a new enquiry', () => {
  it('mails the consultant with Reply-To the sender, and the sender a short receipt', async () => {
    expect((await enquire()).status).toBe(201);
    await smtp.waitFor(2);
    const [consultant] = byRecipient(NOTIFY_TO);
    expect(consultant.mail.subject).toBe("New enquiry from Priya Shah: I'm an employer looking to hire");
    expect(consultant.mail.replyTo?.value).toEqual([{ address: 'priya@example.com', name: '' }]);
    expect(consultant.mail.text).toContain('> We are hiring two SDRs.\n> Bristol.');

    const [receipt] = byRecipient('priya@example.com');
    expect(to(receipt)).toBe('priya@example.com');
    expect(receipt.mail.subject).toBe(`We've received your message - ${site.name}`);
    expect(receipt.mail.text).toContain("We'll get back to you soon.");
    expect(receipt.mail.text).not.toContain('SDRs');
  });
});

describe('receipts to one address', () => {
  it(`go at most ${RECEIPTS_PER_ADDRESS.limit} a day, so the forms cannot flood a stranger's inbox; every submission is still stored and the consultant told`, async () => {
    const victim = 'victim@example.com';
    expect((await apply({ email: victim })).status).toBe(201);
    expect((await enquire({ email: ' Victim@Example.com ' })).status).toBe(201);
    expect((await apply({ email: 'victim+2@example.com' })).status).toBe(201);
    expect((await enquire({ email: 'victim+3@example.com' })).status).toBe(201);
    const queued = await outbox();
    expect(queued.filter((m) => m.recipient === NOTIFY_TO)).toHaveLength(4);
    expect(queued.filter((m) => m.template.endsWith('-receipt')).map((m) => m.template)).toEqual([
      'application-receipt',
      'enquiry-receipt',
      'application-receipt',
    ]);
    expect(await t.db.selectFrom('contacts').select('id').execute()).toHaveLength(2);
    // A day later, receipts go again.
    await sql`update outbox set created_at = ${new Date(Date.now() - RECEIPTS_PER_ADDRESS.windowMs - 60_000)}`.execute(t.db);
    expect((await enquire({ email: victim })).status).toBe(201);
    expect((await outbox()).filter((m) => m.template === 'enquiry-receipt')).toHaveLength(2);
  });
});

describe('deleting an application or enquiry', () => {
  it('deletes its mail from the outbox too (it holds their details)', async () => {
    const application = (await (await apply()).json()).id;
    const enquiry = (await (await enquire()).json()).id;
    const other = (await (await apply({ email: 'kept@example.com' })).json()).id;
    expect(await outbox()).toHaveLength(6);
    expect(await deleteApplication(t.db, application)).toBe(true);
    expect(await deleteContact(t.db, enquiry)).toBe(true);
    expect((await outbox()).map((m) => m.topic)).toEqual([`application:${other}`, `application:${other}`]);
  });
});

describe('bots trigger no mail', () => {
  it.each([
    ['an application', () => apply({ website: 'spam.example' })],
    ['an enquiry', () => enquire({ website: 'spam.example' })],
  ])('a filled honeypot on %s queues and sends nothing', async (_name, send) => {
    expect((await send()).status).toBe(201);
    expect(await outbox()).toHaveLength(0);
    await deliver();
    expect(smtp.received).toHaveLength(0);
  });

  it('a rate-limited application queues and sends nothing more', async () => {
    await inOneRateWindow(15_000);
    for (let i = 0; i < 5; i++) expect((await apply({ email: `bot${i}@example.com` }, '203.0.113.9')).status).toBe(201);
    expect((await apply({ email: 'bot5@example.com' }, '203.0.113.9')).status).toBe(429);
    expect(await outbox()).toHaveLength(10);
    await smtp.waitFor(10);
    await deliver();
    expect(smtp.received).toHaveLength(10);
    expect(byRecipient('bot5@example.com')).toHaveLength(0);
  });
});

describe('when SMTP is down', () => {
  it('stores the application, and its mail goes out once SMTP is back (once)', async () => {
    await smtp.stop();
    try {
      const res = await apply();
      expect(res.status).toBe(201);
      const { id } = await res.json();
      expect(await t.db.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
      const queued = await outbox();
      expect(queued.map((m) => [m.status, m.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(queued[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.start();
    }
    // Not yet due: the retry waits its backoff.
    expect(await deliver()).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    const later = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await deliver(later)).toEqual({ sent: 2, failed: 0, withdrawn: 0 });
    expect(await deliver(new Date(later.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(smtp.received.map(to).sort()).toEqual([validApplication.email, NOTIFY_TO].sort());
  });

  it('retries with backoff, then shows the mail as failed in the dashboard until retried', async () => {
    await smtp.stop();
    let now = new Date();
    try {
      expect((await enquire()).status).toBe(201);
      for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
        now = new Date(now.getTime() + retryDelayMs(attempt) + 1000);
        expect(await deliver(now)).toEqual({ sent: 0, failed: 2, withdrawn: 0 });
      }
      expect((await outbox()).map((m) => [m.status, m.attempts])).toEqual([
        ['failed', MAX_SEND_ATTEMPTS],
        ['failed', MAX_SEND_ATTEMPTS],
      ]);
      expect(await deliver(new Date(now.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });

      const { status, body } = await callWithCookie(adminCookie, 'GET', '/api/admin/notifications');
      expect(status).toBe(200);
      expect(body).toMatchObject({ enabled: true, pending: 0, failed: 2 });
      expect(body.failedMessages.map((m: { recipient: string }) => m.recipient).sort()).toEqual([NOTIFY_TO, 'priya@example.com'].sort());
      expect(body.failedMessages[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.start();
    }
    const retried = await callWithCookie(adminCookie, 'POST', '/api/admin/notifications');
    expect(retried.body).toMatchObject({ retried: 2, failed: 0, pending: 0 });
    expect(smtp.received).toHaveLength(2);
  });
});

describe('a mistake in NOTIFY_TO', () => {
  it('is named on the dashboard at once, with why mail waits, and once corrected the waiting mail reaches the consultant', async () => {
    process.env.NOTIFY_TO = `Hannah Whitcombe <${NOTIFY_TO}>`;
    try {
      expect((await enquire()).status).toBe(201);
      await smtp.waitFor(1);
      expect(byRecipient('priya@example.com')).toHaveLength(1);
      const { body } = await callWithCookie(adminCookie, 'GET', '/api/admin/notifications');
      expect(body).toMatchObject({ enabled: true, pending: 1, failed: 0 });
      expect(body.problems).toEqual([expect.stringMatching(/^NOTIFY_TO must be plain email addresses separated by commas/)]);
      expect(body.pendingErrors).toEqual([expect.stringMatching(/^Not a single plain email address/)]);
    } finally {
      process.env.NOTIFY_TO = NOTIFY_TO;
    }
    // Addressed when sent: the message queued under the wrong setting goes to the corrected one.
    expect(await deliver(new Date(Date.now() + 86_400_000))).toEqual({ sent: 1, failed: 0, withdrawn: 0 });
    expect(byRecipient(NOTIFY_TO)).toHaveLength(1);
    expect((await callWithCookie(adminCookie, 'GET', '/api/admin/notifications')).body).toMatchObject({
      problems: [],
      pending: 0,
      pendingErrors: [],
    });
  });
});

describe('a relay that accepts the connection and never answers', () => {
  // The transport gives up on the greeting after 5 s (nodemailer's default, when the timeouts were lost, is 30 s).
  it('is given up on within the transport timeouts and the failure recorded for a retry', { timeout: 20_000 }, async () => {
    const silent = await startSilentSmtpServer();
    try {
      await queueMail(t.db, 'silent-relay', [
        { template: 'enquiry-receipt', recipient: 'priya@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
      ]);
      const mailer = createMailer({ ...mailSettingsFromEnv(), smtpUrl: silent.url });
      expect(await deliverDueMail(t.db, mailer, { topic: 'silent-relay' })).toEqual({ sent: 0, failed: 1, withdrawn: 0 });
      const [message] = await outbox();
      expect(message).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
      expect(message.lastError).toMatch(/greeting/i);
    } finally {
      await silent.stop();
    }
  });
});

describe('a message with a not-before time', () => {
  it('is not sent before it, whoever runs the sender, then goes once; withdrawn before it, it never goes', async () => {
    const notBefore = new Date(Date.now() + 5 * 60_000);
    const mail = { template: 'test-grace', recipient: 'graced@example.com', subject: 'Later', text: 'Later', html: '<p>Later</p>' };
    await queueMail(t.db, 'grace:1', [{ ...mail, notBefore }]);
    await queueMail(t.db, 'grace:2', [{ ...mail, notBefore }]);
    expect((await outbox()).map((m) => m.nextAttemptAt)).toEqual([notBefore, notBefore]);
    expect(await deliver()).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    // The scheduled run too.
    expect((await runScheduled(outboxScheduled)).status).toBe(200);
    expect(await deliver(new Date(notBefore.getTime() - 1))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(smtp.received).toEqual([]);

    expect(await withdrawPendingMail(t.db, 'grace:2', 'test-grace')).toBe(true);
    expect(await deliver(notBefore)).toEqual({ sent: 1, failed: 0, withdrawn: 0 });
    expect(await deliver(new Date(notBefore.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(smtp.received.map(to)).toEqual(['graced@example.com']);
    // Sent: there is nothing left to withdraw.
    expect(await withdrawPendingMail(t.db, 'grace:1', 'test-grace')).toBe(false);
  });

  it("is the candidate's 'not taken forward' email: it reaches the inbox only after the grace period", async () => {
    const res = await apply();
    const { id } = await res.json();
    smtp.received.length = 0;
    const marked = await callWithCookie(adminCookie, 'PUT', `/api/applications/${id}/status`, {
      json: { status: 'unsuccessful', notifyCandidate: true },
    });
    expect(marked.status).toBe(200);
    const due = new Date(marked.body.unsuccessfulMailAt);
    expect(due.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(await deliver()).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(smtp.received).toEqual([]);
    expect(await deliver(due)).toEqual({ sent: 1, failed: 0, withdrawn: 0 });
    expect(smtp.received.map(to)).toEqual([validApplication.email]);
    expect(smtp.received[0].mail.text).toContain("we won't be taking your application further");
  });
});

describe('senders that stop or come back late', () => {
  const queueOne = () =>
    queueMail(t.db, 'late-sender', [
      { template: 'enquiry-receipt', recipient: 'priya@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
    ]);
  const afterLease = (from: Date) => new Date(from.getTime() + CLAIM_LEASE_MS + 1000);

  it(`marks a message failed, unsent, when ${MAX_SEND_ATTEMPTS} senders in a row stopped before recording an outcome, and prunes it in time`, async () => {
    await queueOne();
    let now = new Date();
    // Each sender claims the message and is stopped (a function at its time limit) before recording anything.
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      expect(await claimDueMail(t.db, { now })).toHaveLength(1);
      now = afterLease(now);
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await deliver(now)).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    } finally {
      error.mockRestore();
    }
    expect(smtp.received).toHaveLength(0);
    expect((await outbox()).map((m) => [m.status, m.attempts, m.lastError])).toEqual([['failed', MAX_SEND_ATTEMPTS, NO_OUTCOME_ERROR]]);
    const { body } = await callWithCookie(adminCookie, 'GET', '/api/admin/notifications');
    expect(body).toMatchObject({ pending: 0, failed: 1 });
    expect(await deliver(afterLease(now))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(await pruneOutbox(t.db, new Date(Date.now() + OUTBOX_RETENTION_MS + 60_000))).toBe(1);
  });

  it("a sender whose claim ran out cannot undo the next sender's send: the message goes once", async () => {
    await queueOne();
    const now = new Date();
    const [late] = await claimDueMail(t.db, { now });
    // Its lease runs out; the next run claims the message and sends it.
    expect(await deliver(afterLease(now))).toEqual({ sent: 1, failed: 0, withdrawn: 0 });
    await recordFailure(t.db, late, 'Connection closed', afterLease(now));
    expect((await outbox()).map((m) => [m.status, m.lastError])).toEqual([['sent', null]]);
    expect(await deliver(afterLease(afterLease(now)))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(smtp.received).toHaveLength(1);
  });
});

describe('a database error after the relay accepted a message', () => {
  /** Makes the next `times` recordings of a send fail, as a dropped database connection would (a sequence: not undone with the failed statement). */
  const refuseSentRecords = async (times: number) => {
    await sql`create sequence sent_refusals`.execute(t.db);
    await sql`create function refuse_sent() returns trigger language plpgsql as $$
      begin
        if new.status = 'sent' and nextval('sent_refusals') <= ${sql.lit(times)} then raise exception 'connection to the database was lost'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger refuse_sent before update on outbox for each row execute function refuse_sent()`.execute(t.db);
  };
  const allowSentRecords = async () => {
    await sql`drop trigger if exists refuse_sent on outbox`.execute(t.db);
    await sql`drop function if exists refuse_sent()`.execute(t.db);
    await sql`drop sequence if exists sent_refusals`.execute(t.db);
  };

  it('records the send when the database answers again within a few tries', async () => {
    await refuseSentRecords(2);
    try {
      expect((await enquire()).status).toBe(201);
    } finally {
      await allowSentRecords();
    }
    expect(smtp.received).toHaveLength(2);
    expect((await outbox()).map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
  });

  it('never schedules it again: the message keeps its claim instead of going out again a minute later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await refuseSentRecords(1000);
    let logged: string[];
    try {
      expect((await enquire()).status).toBe(201);
      logged = error.mock.calls.map((c) => String(c[0]));
    } finally {
      await allowSentRecords();
      error.mockRestore();
    }
    expect(smtp.received).toHaveLength(2);
    expect((await outbox()).map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['pending', 1, null],
      ['pending', 1, null],
    ]);
    expect(logged).toEqual([
      expect.stringContaining('was sent but could not be recorded'),
      expect.stringContaining('was sent but could not be recorded'),
    ]);
    expect(await deliver(new Date(Date.now() + retryDelayMs(1) + 60_000))).toEqual({ sent: 0, failed: 0, withdrawn: 0 });
    expect(smtp.received).toHaveLength(2);
  });
});

describe('50 concurrent applications', () => {
  it('send 50 consultant mails and 50 receipts, none twice, while scheduled runs compete for the outbox', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `candidate${i}@example.com`);
    const answers = await Promise.all([
      ...emails.map((email, i) => apply({ email, firstName: `Candidate${i}` })),
      runScheduled(outboxScheduled),
      runScheduled(outboxScheduled),
    ]);
    expect(answers.slice(0, 50).map((r) => r.status)).toEqual(emails.map(() => 201));
    await Promise.all([runScheduled(outboxScheduled), runScheduled(outboxScheduled)]);
    await smtp.waitFor(100);
    expect(smtp.received).toHaveLength(100);
    expect(byRecipient(NOTIFY_TO)).toHaveLength(50);
    for (const email of emails) expect(byRecipient(email)).toHaveLength(1);
    const subjects = new Set(byRecipient(NOTIFY_TO).map((m) => m.mail.subject));
    expect(subjects.size).toBe(50);
    expect(new Set((await outbox()).map((m) => m.status))).toEqual(new Set(['sent']));
    expect(new Set((await outbox()).map((m) => m.attempts))).toEqual(new Set([1]));
  });
});

describe('hostile names and subjects never add a header', () => {
  const hostile = [
    'Eve\r\nBcc: victim@example.com',
    'Eve\nX-Injected: yes',
    'Eve\rSubject: Free money',
    'Eve\u2028Cc: victim@example.com',
    'Eve\u0085\t\r\n\r\n<b>body</b>',
  ];
  /** The raw header section of a message (up to the first blank line). */
  const rawHeaders = (m: ReceivedMail) => m.raw.split(/\r?\n\r?\n/)[0];

  it.each(hostile.map((name) => [JSON.stringify(name), name]))('an application from %s', async (_label, name) => {
    expect((await apply({ firstName: 'Amelia', lastName: 'Hughes' })).status).toBe(201);
    await smtp.waitFor(2);
    // By recipient: the consultant's notice has a Reply-To, the receipt not, and they may arrive in either order.
    const benign = new Map(smtp.received.splice(0).map((m) => [to(m), headerNames(m)]));

    expect((await apply({ firstName: name, lastName: name })).status).toBe(201);
    await smtp.waitFor(2);
    for (const m of smtp.received) {
      expect(headerNames(m)).toEqual(benign.get(to(m)));
      expect(m.mail.bcc).toBeUndefined();
      expect(m.mail.cc).toBeUndefined();
      expect(m.mail.headers.has('x-injected')).toBe(false);
      expect(m.mail.subject).not.toMatch(/[\r\n]/);
      expect(rawHeaders(m)).not.toMatch(/^(Bcc|Cc|X-Injected|Subject: Free money)/im);
      expect(m.envelope.to).toHaveLength(1);
      expect(m.envelope.to[0]).not.toContain('victim');
    }
    // The name stays in the subject, on one line: its breaks became spaces.
    const flat = name.replace(/[\s\u0085\u2028\u2029]+/g, ' ').trim();
    expect(byRecipient(NOTIFY_TO)[0].mail.subject).toBe(`New application: ${flat} ${flat} (Bachelor's degree (BSc/BA))`);
  });

  it.each(hostile.map((name) => [JSON.stringify(name), name]))('an enquiry from %s', async (_label, name) => {
    expect((await enquire({ name })).status).toBe(201);
    await smtp.waitFor(2);
    for (const m of smtp.received) {
      expect(headerNames(m)).not.toContain('bcc');
      expect(headerNames(m)).not.toContain('cc');
      expect(headerNames(m)).not.toContain('x-injected');
      expect(m.mail.subject).not.toMatch(/[\r\n]/);
      expect(m.envelope.to.every((address) => !address.includes('victim'))).toBe(true);
    }
    const [consultant] = byRecipient(NOTIFY_TO);
    expect(consultant.mail.subject).toMatch(/^New enquiry from Eve\b/);
  });
});

describe('comments waiting for moderation', () => {
  const addComments = async (names: string[], approved = false) => {
    const post = await t.db
      .insertInto('blogPosts')
      .values({ title: 'Cold calling & the brain', slug: `post-${++n}`, content: 'Body', author: 'Team', publishedAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('comments')
      .values(
        names.map((authorName) => ({
          blogPostId: post.id,
          authorName,
          authorEmail: 'r@example.com',
          content: `A thoughtful comment by ${authorName}.`,
          isApproved: approved,
        })),
      )
      .execute();
  };

  it('are mailed as one daily digest, not one mail each', async () => {
    await addComments(['Sam', 'Jo']);
    await addComments(['Approved Reader'], true);
    const first = await runScheduled(commentDigestScheduled);
    expect(await first.json()).toMatchObject({ queued: true, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const [digest] = smtp.received;
    expect(to(digest)).toBe(NOTIFY_TO);
    expect(digest.mail.subject).toBe('2 comments are waiting for moderation');
    expect(digest.mail.text).toContain('Sam on "Cold calling & the brain"');
    expect(digest.mail.text).toContain('Jo on "Cold calling & the brain"');
    expect(digest.mail.text).not.toContain('Approved Reader');
    expect(digest.mail.text).toContain(`${ORIGIN}/admin#comments`);

    // The same day again, or a later day with nothing new: no mail.
    expect(await (await runScheduled(commentDigestScheduled)).json()).toMatchObject({ queued: false, sent: 0 });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await queueCommentDigest(t.db, { now: tomorrow })).toBe(false);

    // A new comment by the next day: the next digest counts every waiting one.
    await addComments(['Alex']);
    expect(await queueCommentDigest(t.db, { now: tomorrow })).toBe(true);
    await deliver();
    expect(smtp.received.map((m) => m.mail.subject)).toEqual([
      '2 comments are waiting for moderation',
      '3 comments are waiting for moderation',
    ]);
  });

  const reported = async () =>
    (
      await t.db
        .selectFrom('commentDigestReports')
        .innerJoin('comments', 'comments.id', 'commentDigestReports.commentId')
        .select('authorName')
        .orderBy('authorName')
        .execute()
    ).map((r) => r.authorName);

  it('reports a comment once, though the outbox forgets sent digests after 30 days and erasure removes them', async () => {
    await addComments(['Sam']);
    expect(await queueCommentDigest(t.db)).toBe(true);
    await t.db.deleteFrom('outbox').execute();
    const monthLater = new Date(Date.now() + 31 * 86_400_000);
    expect(await queueCommentDigest(t.db, { now: monthLater })).toBe(false);
    await addComments(['Jo']);
    expect(await queueCommentDigest(t.db, { now: monthLater })).toBe(true);
    expect(await reported()).toEqual(['Jo', 'Sam']);
  });

  it("keeps a comment that came after the day's digest for the next one", async () => {
    await addComments(['Sam']);
    expect(await queueCommentDigest(t.db)).toBe(true);
    await addComments(['Jo']);
    expect(await queueCommentDigest(t.db)).toBe(false);
    expect(await reported()).toEqual(['Sam']);
    expect(await queueCommentDigest(t.db, { now: new Date(Date.now() + 86_400_000) })).toBe(true);
    expect(await reported()).toEqual(['Jo', 'Sam']);
  });

  it('two runs at once report each comment in one digest', async () => {
    await addComments(['Sam', 'Jo']);
    const runs = await Promise.all([queueCommentDigest(t.db), queueCommentDigest(t.db, { now: new Date(Date.now() + 86_400_000) })]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    expect(await reported()).toEqual(['Jo', 'Sam']);
  });

  it('on upgrade, counts the comments that waited at the last digest as reported', async () => {
    const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0008_post_modified_time')).error).toBeUndefined();
    try {
      // Sam waited before the last digest, Jo came after it (times set: the clock may not tell them apart).
      await addComments(['Sam', 'Jo']);
      await t.db
        .updateTable('comments')
        .set({ createdAt: new Date('2026-11-01T06:00:00Z') } as never)
        .where('authorName', '=', 'Sam')
        .execute();
      await t.db
        .updateTable('comments')
        .set({ createdAt: new Date('2026-11-01T08:00:00Z') } as never)
        .where('authorName', '=', 'Jo')
        .execute();
      await t.db
        .insertInto('outbox')
        .values({
          topic: 'comment-digest:2026-11-01',
          template: COMMENT_DIGEST_TEMPLATE,
          recipient: NOTIFY_TO,
          subject: 's',
          text: 't',
          html: 'h',
          status: 'sent',
          createdAt: new Date('2026-11-01T07:00:00Z'),
        })
        .execute();
    } finally {
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    }
    expect(await reported()).toEqual(['Sam']);
  });
});

describe('without SMTP_URL', () => {
  it('on a real database (a deployment), logs only which message was not sent: none of the person’s details', async () => {
    const print = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await enquire();
      const [message] = await outbox();
      await createMailer({ ...mailSettingsFromEnv({ DATABASE_URL: 'postgres://db.example.com/site' }), smtpUrl: undefined }).send(message);
      expect(print.mock.calls.map((c) => String(c[0]))).toEqual([
        `[mail] Email is off (SMTP_URL is not set); message ${message.id} (enquiry-consultant) was not sent.`,
      ]);
    } finally {
      print.mockRestore();
    }
  });

  it('with the database on this machine (a local try-out), prints each message whole instead, and the dashboard says email is off', async () => {
    const print = vi.spyOn(console, 'info').mockImplementation(() => {});
    delete process.env.SMTP_URL;
    try {
      expect((await enquire()).status).toBe(201);
      const printed = print.mock.calls.map((c) => String(c[0]));
      expect(printed).toHaveLength(2);
      expect(printed[0]).toContain('Email is off (SMTP_URL is not set)');
      expect(printed.join('\n')).toContain(`To: ${NOTIFY_TO}\nReply-To: priya@example.com\nSubject: New enquiry from Priya Shah`);
      expect(smtp.received).toHaveLength(0);
      const { body } = await callWithCookie(adminCookie, 'GET', '/api/admin/notifications');
      expect(body).toMatchObject({ enabled: false, pending: 0, failed: 0 });
    } finally {
      process.env.SMTP_URL = smtp.url;
      print.mockRestore();
    }
  });
});
