import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AGREEMENT_V1_TEXT } from '../../src/config/agreement';
import { site } from '../../src/config/site';
import { deliverDueMail } from '../../src/mail-delivery/deliver';
import { mailSettingsFromEnv } from '../../src/notifications/settings';
import { createMailer } from '../../src/notifications/transport';
import { BRIEF_LABELS, BRIEF_TEXT } from '../../src/texts/employers';
import { escapeHtml } from '../../src/utils/html';
import { RETENTION } from '../../src/config/retention';
import { describeReport, runRetention } from '../../src/retention/run';
import { listClients, setBriefStatus } from '../../src/briefs/clients';
import { loadOverview } from '../../src/insights/overview';
import { countsOf, erasePersonalData, findPersonalData } from '../../src/subject-requests/personal-data';
import { createAccount, signInCookie } from '../support/admin-session';
import { VALID_BRIEF } from '../support/briefs';
import { AGREEMENT_V1_FIGURES } from '../../src/config/agreement';
import { JOB_ADVERT_TEXT } from '../../src/texts/job-adverts';
import { ukDayAfter } from '../../src/agreements/versions';
import { apiRequest, sendApi } from '../support/call-api';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const ORIGIN = 'https://www.psychgradsales.co.uk';
const CONSULTANT = 'consultant@psychgradsales.co.uk';

let t: TestDatabase;
let smtp: TestSmtpServer;
let n = 0;
const savedEnv = { ...process.env };
/** A request through the API's router, as the one function serves it, from its own client network. */
const call = (path: string, init: Parameters<typeof apiRequest>[1] = {}) =>
  sendApi(apiRequest(path, init), { ip: `198.51.100.${++n % 250}` });
const send = (fields: Record<string, unknown> = {}) => call('/api/briefs', { method: 'POST', json: { ...VALID_BRIEF, ...fields } });
const deliver = () => deliverDueMail(t.db, createMailer(mailSettingsFromEnv()));
const mailTo = (address: string) => smtp.received.filter((m) => m.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()));
const confirmLink = (mail: ReceivedMail) => {
  const m = new RegExp(`${ORIGIN}(/api/briefs/confirm\\?token=[^\\s)"&<]+)`).exec(mail.mail.text ?? '');
  if (!m) throw new Error(`no confirmation link in ${mail.mail.text}`);
  return m[1];
};
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['pendingBriefs', 'clients', 'clientContacts', 'briefs', 'agreementAcceptances'] as const).map(async (table) => [
        table,
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ]),
    ),
  );

beforeAll(async () => {
  t = await createTestDatabase();
  smtp = await startTestSmtpServer();
  await createAccount(t.db, 'admin@example.com');
  Object.assign(process.env, { SMTP_URL: smtp.url, MAIL_FROM: `"${site.name}" <${site.email}>`, SITE_URL: ORIGIN, NOTIFY_TO: CONSULTANT });
});
afterAll(async () => {
  process.env = savedEnv;
  await smtp.stop();
  await t.destroy();
});
let cookie = '';
/** An admin's request through the router. */
const admin = (path: string, method = 'GET', json?: unknown, headers: Record<string, string> = {}) =>
  sendApi(apiRequest(path, { method, json, headers: { cookie, ...headers } }), { ip: '203.0.113.10' });

beforeEach(async () => {
  for (const table of [
    'jobs',
    'agreementAcceptances',
    'briefs',
    'clientContacts',
    'clients',
    'pendingBriefs',
    'outbox',
    'rateLimits',
  ] as const)
    await t.db.deleteFrom(table).execute();
  smtp.received.length = 0;
});

describe('POST /api/briefs', () => {
  it('emails a confirmation and nothing exists for the consultant until the link’s button is pressed', async () => {
    const res = await send();
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: BRIEF_TEXT.accepted });
    await deliver();
    const [mail] = mailTo(VALID_BRIEF.email);
    expect(mail.mail.subject).toBe(`Confirm your brief for ${VALID_BRIEF.roleTitle}`);
    expect(await counts()).toMatchObject({ pendingBriefs: 1, clients: 0, briefs: 0, agreementAcceptances: 0 });

    // Opening the link (a person or a mail scanner) shows the brief and the version, and changes nothing.
    const link = confirmLink(mail);
    for (const _ of [1, 2]) {
      const shown = await call(link);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('cache-control')).toBe('no-store');
      const html = await shown.text();
      expect(html).toContain(escapeHtml(VALID_BRIEF.company));
      expect(html).toContain('Client Services Agreement, version 1');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toMatch(/<form method="post" action="\/api\/briefs\/confirm\?token=/);
    }
    await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(await counts()).toMatchObject({ pendingBriefs: 1, clients: 0, briefs: 0 });

    const confirmed = await call(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(BRIEF_TEXT.confirmed.title);
    expect(await counts()).toEqual({ pendingBriefs: 0, clients: 1, clientContacts: 1, briefs: 1, agreementAcceptances: 1 });
    const acceptance = await t.db.selectFrom('agreementAcceptances').selectAll().executeTakeFirstOrThrow();
    const sha256 = createHash('sha256').update(AGREEMENT_V1_TEXT).digest('hex');
    expect(acceptance).toMatchObject({ agreementVersion: 1, sha256, signatureName: 'Jane Doe', authorityConfirmed: true });
    expect(acceptance.confirmedAt.getTime()).toBeGreaterThan(acceptance.submittedAt.getTime() - 1);

    await deliver();
    const [, received] = mailTo(VALID_BRIEF.email);
    expect(received.mail.subject).toMatch(/^Brief received/);
    expect(received.mail.text).toContain(sha256);
    expect(received.mail.text).toContain(VALID_BRIEF.minimumRequirements);
    expect(received.mail.attachments).toHaveLength(1);
    expect(received.mail.attachments[0].content.toString('utf8')).toBe(AGREEMENT_V1_TEXT);
    const [news] = mailTo(CONSULTANT);
    expect(news.mail.subject).toBe(`New brief from ${VALID_BRIEF.company}`);
    expect(news.mail.text).toMatch(new RegExp(`${ORIGIN}/admin#clients/brief-\\d+`));

    // The link works once.
    expect((await call(link, { method: 'POST' })).status).toBe(404);
    expect(await counts()).toMatchObject({ briefs: 1, agreementAcceptances: 1 });
  });

  it('refuses a brief for work with children or vulnerable adults, storing and sending nothing', async () => {
    const res = await send({ vulnerableGroups: true });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: BRIEF_TEXT.vulnerableGroups });
    await deliver();
    expect(smtp.received).toHaveLength(0);
    expect(await counts()).toMatchObject({ pendingBriefs: 0, clients: 0 });
  });

  const required = Object.keys(VALID_BRIEF);
  it.each(required)('refuses a brief without %s, naming the field', async (field) => {
    const { [field]: _left, ...rest } = VALID_BRIEF as Record<string, unknown>;
    const res = await call('/api/briefs', { method: 'POST', json: rest });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual([field]);
  });

  it('names the duration of a fixed-term role, and answers a plain form with a page naming the field', async () => {
    const body = new URLSearchParams(
      Object.entries({ ...VALID_BRIEF, engagement: 'fixed-term', acceptAgreement: 'on', authorityConfirmed: 'on' }).map(([k, v]) => [
        k,
        String(v),
      ]),
    ).toString();
    const res = await call('/api/briefs', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`<strong>${escapeHtml(BRIEF_LABELS.duration)}</strong>`);
    expect(html).toContain('href="/employers#brief"');
  });

  it('sends at most 3 confirmations an hour to one inbox, answering each brief alike', async () => {
    for (const email of ['jane@acme.example', 'Jane@ACME.example', 'jane@acme.example', 'jane@acme.example'])
      expect(await (await send({ email })).json()).toEqual({ message: BRIEF_TEXT.accepted });
    await deliver();
    expect(smtp.received).toHaveLength(3);
    expect((await counts()).pendingBriefs).toBe(3);
  });

  it('keeps a filled honeypot’s brief out, with the same answer', async () => {
    const res = await send({ url: 'https://spam.example' });
    expect(res.status).toBe(202);
    expect(await counts()).toMatchObject({ pendingBriefs: 0 });
  });

  it('refuses a brief made on an agreement version that is not the one in force', async () => {
    const res = await send({ agreementVersion: 2 });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.agreementVersion).toEqual([BRIEF_TEXT.staleAgreement(1)]);
  });

  it('refuses a cross-site post', async () => {
    const res = await call('/api/briefs', { method: 'POST', json: VALID_BRIEF, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('limits briefs per network as the contact form does', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await sendApi(apiRequest('/api/briefs', { method: 'POST', json: { ...VALID_BRIEF, email: `p${i}@acme.example` } }), { ip }))
          .status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

/** Sends and confirms a brief; answers the confirmed brief's id. */
async function confirmed(fields: Record<string, unknown> = {}) {
  expect((await send(fields)).status).toBe(202);
  await deliver();
  const link = confirmLink(mailTo(String(fields.email ?? VALID_BRIEF.email)).at(-1)!);
  expect((await call(link, { method: 'POST' })).status).toBe(200);
  return (await t.db.selectFrom('briefs').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
}

describe('retention of briefs and clients', () => {
  it('deletes briefs never confirmed after 7 days, and a client a year after its last service unless a brief is open', async () => {
    const DAY = 86_400_000;
    await send({ email: 'waiting@acme.example' });
    const open = await confirmed({ company: 'Open Ltd', email: 'open@open.example' });
    const filled = await confirmed({ company: 'Filled Ltd', email: 'filled@filled.example' });
    await setBriefStatus(t.db, filled, 'filled');
    expect(await counts()).toMatchObject({ pendingBriefs: 1, clients: 2 });

    const inAWeek = new Date(Date.now() + RETENTION.unconfirmedBriefDays * DAY + 60_000);
    const link = confirmLink(mailTo('waiting@acme.example')[0]);
    expect((await call(link)).status).toBe(200);
    expect(await runRetention(t.db, { now: new Date(Date.now() + 6 * DAY), dryRun: true })).toMatchObject({
      unconfirmedBriefs: 0,
      clients: 0,
    });
    const dry = await runRetention(t.db, { now: inAWeek, dryRun: true });
    expect(dry).toMatchObject({ unconfirmedBriefs: 1, clients: 0 });
    expect(describeReport(dry)).toContain('1 vacancy briefs never confirmed (over 7 days)');
    await runRetention(t.db, { now: inAWeek });
    expect((await call(link)).status).toBe(404);

    const afterAYear = new Date(Date.now() + 367 * DAY);
    expect(await runRetention(t.db, { now: afterAYear })).toMatchObject({ clients: 1 });
    const left = await t.db.selectFrom('briefs').select('id').execute();
    expect(left).toEqual([{ id: open }]);
    expect(await counts()).toMatchObject({ clients: 1, clientContacts: 1, agreementAcceptances: 1 });
  });
});

describe('the consultant’s side', () => {
  // Signed in here: the retention test above ran a year ahead, ending every session.
  beforeAll(async () => {
    cookie = await signInCookie('admin@example.com');
  });

  it('lists clients with contacts, briefs and acceptances for the admin only', async () => {
    const briefId = await confirmed({ confidential: true });
    expect((await call('/api/admin/clients')).status).toBe(401);
    const res = await admin('/api/admin/clients');
    expect(res.status).toBe(200);
    const [client] = await res.json();
    expect(client).toMatchObject({
      company: VALID_BRIEF.company,
      companyAddress: VALID_BRIEF.companyAddress,
      contacts: [{ name: 'Jane Doe', jobTitle: 'Head of Sales', email: VALID_BRIEF.email }],
      briefs: [
        // Waiting for the consultant from its confirmation, as an application from its arrival.
        {
          id: briefId,
          status: 'new',
          roleTitle: VALID_BRIEF.roleTitle,
          salaryMin: 26000,
          confidential: true,
          jobIds: [],
          waitingHours: 0,
          overdue: false,
        },
      ],
      acceptances: [{ agreementVersion: 1, signatureName: 'Jane Doe', authorityConfirmed: true }],
    });
    expect(client.acceptances[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    // The Overview counts it new, and flags it once it has waited over 48 hours, as an application.
    expect((await loadOverview(t.db)).briefs).toEqual({ new: 1, waiting: 0 });
    expect((await loadOverview(t.db, new Date(Date.now() + 49 * 3600_000))).briefs).toEqual({ new: 1, waiting: 1 });
    const [later] = await listClients(t.db, new Date(Date.now() + 49 * 3600_000));
    expect(later.briefs[0]).toMatchObject({ waitingHours: 49, overdue: true });
    expect((await admin(`/api/admin/briefs/${briefId}/status`, 'PUT', { status: 'live' })).status).toBe(200);
    expect((await admin('/api/admin/clients').then((r) => r.json()))[0].briefs[0]).toMatchObject({
      status: 'live',
      waitingHours: null,
      overdue: false,
    });
    expect((await loadOverview(t.db, new Date(Date.now() + 49 * 3600_000))).briefs).toEqual({ new: 0, waiting: 0 });
  });

  it('makes a draft job from a brief, which can be activated on its authority', async () => {
    const briefId = await confirmed({ confidential: true });
    const made = await admin(`/api/admin/briefs/${briefId}/draft-job`, 'POST');
    expect(made.status).toBe(201);
    const job = await made.json();
    expect(job).toMatchObject({
      isActive: false,
      briefId,
      title: VALID_BRIEF.roleTitle,
      location: 'Exeter',
      workplace: 'hybrid',
      engagement: 'permanent',
      salary: '£26,000 - £30,000 a year',
      minimumRequirements: VALID_BRIEF.minimumRequirements,
      description: VALID_BRIEF.typeOfWork,
    });
    expect(job.company).not.toContain('Acme');
    const { id, createdAt: _c, updatedAt, postedAt: _p, applicationCount: _a, ...fields } = job;
    // As the job form sends it back: empty fields as ''.
    const form = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? '']));
    const activated = await admin(`/api/jobs/${id}`, 'PUT', { ...form, isActive: true }, { 'if-match': `"${updatedAt}"` });
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ isActive: true, briefId });
    expect((await admin(`/api/admin/briefs/999999/draft-job`, 'POST')).status).toBe(404);
  });

  it('refuses an active job with neither brief nor note, naming regulation 27(2), and saves one with a note', async () => {
    const job = {
      title: 'SDR',
      company: 'Phone Ltd',
      location: 'Exeter',
      engagement: 'permanent',
      description: 'Sell.',
      requirements: 'A degree',
    };
    const refused = await admin('/api/jobs', 'POST', job);
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.errors.authorityNote).toEqual([JOB_ADVERT_TEXT.authorityMissing]);
    expect(body.errors.authorityNote[0]).toContain('regulation 27(2)');
    const note = 'Instructed by phone by Jane Doe, Head of Sales, 3 Dec 2026';
    const saved = await admin('/api/jobs', 'POST', { ...job, authorityNote: note });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ isActive: true, authorityNote: note });
    // A visitor never sees who instructed us.
    const listed = await (await call('/api/jobs')).text();
    expect(listed).toContain('Phone Ltd');
    expect(listed).not.toContain('Jane Doe');
    expect((await admin('/api/jobs', 'POST', { ...job, briefId: 999999 })).status).toBe(400);
  });

  it('publishes agreement version 2, leaving version 1 and its acceptances as they were, and tells contacts with open briefs', async () => {
    await confirmed();
    const before = await t.db.selectFrom('agreementAcceptances').selectAll().execute();
    const v1 = await t.db.selectFrom('agreementVersions').selectAll().where('version', '=', 1).executeTakeFirstOrThrow();
    const draft = { body: '## Services\n\nVersion two.', figures: { ...AGREEMENT_V1_FIGURES, contingencyFeePct: 16 } };
    const tooSoon = await admin('/api/admin/agreements', 'POST', { ...draft, effectiveFrom: ukDayAfter(new Date(), 29) });
    expect(tooSoon.status).toBe(400);
    expect(Object.keys((await tooSoon.json()).errors)).toEqual(['effectiveFrom']);
    const effectiveFrom = ukDayAfter(new Date(), 30);
    const published = await admin('/api/admin/agreements', 'POST', { ...draft, effectiveFrom });
    expect(published.status).toBe(201);
    expect(await published.json()).toMatchObject({ version: 2, effectiveFrom, notified: 1 });
    await deliver();
    const [notice] = smtp.received.filter((m) => /Client Services Agreement changes/.test(m.mail.subject ?? ''));
    expect(notice.envelope.to).toEqual([VALID_BRIEF.email]);
    expect(notice.mail.text).toContain(`${ORIGIN}/terms-of-service/v2`);

    expect(await t.db.selectFrom('agreementAcceptances').selectAll().execute()).toEqual(before);
    expect(await t.db.selectFrom('agreementVersions').selectAll().where('version', '=', 1).executeTakeFirstOrThrow()).toEqual(v1);
    await expect(t.db.updateTable('agreementAcceptances').set({ signatureName: 'Someone else' }).execute()).rejects.toThrow(
      /never changed/,
    );
    // Not yet in force: the form still offers version 1.
    expect((await send({ email: 'next@acme.example' })).status).toBe(202);
    const listed = await (await admin('/api/admin/agreements')).json();
    expect(listed.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    await t.db.deleteFrom('agreementVersions').where('version', '=', 2).execute();
  });
});

describe('subject requests', () => {
  it('find, export and erase an employer’s contact, their briefs and acceptances, and a brief never confirmed', async () => {
    await confirmed();
    await send({ roleTitle: 'Second role' });
    const found = await findPersonalData(t.db, 'JANE@acme.example');
    expect(countsOf(found)).toMatchObject({ clientContacts: 1, pendingBriefs: 1 });
    expect(found.clientContacts[0]).toMatchObject({ company: VALID_BRIEF.company, phone: VALID_BRIEF.phone });
    expect((found.clientContacts[0].briefs as unknown[]).length).toBe(1);
    expect((found.clientContacts[0].acceptances as unknown[]).length).toBe(1);
    expect(JSON.stringify(found.pendingBriefs)).not.toContain('confirmTokenHash');
    // The consultant's "New brief" email holds their details too: handed over and erased with them.
    expect(found.emails.map((m) => m.subject)).toContain(`New brief from ${VALID_BRIEF.company}`);
    expect(await erasePersonalData(t.db, VALID_BRIEF.email)).toMatchObject({ clientContacts: 1, pendingBriefs: 1 });
    expect(await counts()).toMatchObject({ pendingBriefs: 0, clientContacts: 0, briefs: 0, agreementAcceptances: 0 });
    expect(await t.db.selectFrom('outbox').select('subject').execute()).toEqual([]);
  });
});
