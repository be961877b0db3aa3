import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { subMonths } from 'date-fns/subMonths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_NOTICE_DAYS } from '../../src/config/people';
import { queueRenewalReminders, RENEWAL_TEMPLATE } from '../../src/people/renewal';
import { describeReport, runRetention } from '../../src/retention/run';
import { RENEWAL_PAGES } from '../../src/texts/registration';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { apiRequest, sendApi } from '../support/call-api';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let n = 0;
const send = (req: Request) => sendApi(req, { ip: `198.51.100.${++n % 250}` });
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Registers `email` asking to keep their details, then moves the registration and its consent back so that
 * keeping ends `daysLeft` days from now (the scheduled work and retention are given `now`; the link's
 * handler runs at the real time). Returns the person and when keeping ends.
 */
async function registerKeeping(email: string, daysLeft: number) {
  const res = await send(
    apiRequest('/api/registrations', {
      method: 'POST',
      json: { firstName: 'Ola', lastName: 'Nowak', email, phone: '07700 900321', consentFindWork: true, consentKeepDetails: true },
    }),
  );
  expect(res.status).toBe(201);
  const { personId } = await t.db.selectFrom('personEmails').select('personId').where('email', '=', email).executeTakeFirstOrThrow();
  const expiresAt = new Date(Math.floor((Date.now() + daysLeft * DAY) / 1000) * 1000);
  const grantedAt = subMonths(expiresAt, 12);
  await t.db.updateTable('personConsents').set({ grantedAt, expiresAt }).where('personId', '=', personId).execute();
  await sql`update registrations set created_at = ${grantedAt} where person_id = ${personId}`.execute(t.db);
  return { personId, expiresAt };
}

const consent = (personId: number) =>
  t.db
    .selectFrom('personConsents')
    .select(['expiresAt', 'remindedAt', 'renewalTokenHash', 'source'])
    .where('personId', '=', personId)
    .where('kind', '=', 'keep-details')
    .executeTakeFirstOrThrow();
const reminders = (email: string) =>
  t.db.selectFrom('outbox').select(['recipient', 'text']).where('template', '=', RENEWAL_TEMPLATE).where('recipient', '=', email).execute();
const dryRegistrations = async (now: Date) => (await runRetention(t.db, { now, dryRun: true })).registrations;

describe('renewing keep-my-details', () => {
  it('emails one Renew link 30 days before the end; its page changes nothing; its button renews for 12 months, once', async () => {
    const email = 'ola.renews@example.com';
    const { personId, expiresAt } = await registerKeeping(email, 20);
    const noticeAt = new Date(expiresAt.getTime() - RENEWAL_NOTICE_DAYS * DAY);

    expect(await queueRenewalReminders(t.db, { now: new Date(noticeAt.getTime() - MINUTE) })).toBe(0);
    expect(await queueRenewalReminders(t.db, { now: noticeAt })).toBe(1);
    // One email only, however often the daily work runs.
    expect(await queueRenewalReminders(t.db, { now: new Date(noticeAt.getTime() + DAY) })).toBe(0);
    const [mail] = await reminders(email);
    expect(mail.text).toContain('Renew');
    const link = new URL(/https?:\/\/\S*\/api\/keep-details\/renew\?token=\S+/.exec(mail.text)![0]);
    const token = link.searchParams.get('token')!;
    // Only the token's hash is stored.
    const reminded = await consent(personId);
    expect(reminded.renewalTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await t.db.selectFrom('personConsents').selectAll().execute())).not.toContain(token);

    // Not yet at the end: nothing is due; at the end, the unrenewed registration is.
    expect(await dryRegistrations(new Date(expiresAt.getTime() - MINUTE))).toBe(0);
    expect(await dryRegistrations(expiresAt)).toBe(1);

    // Opening the link (a person, or a mail scanner) shows the question and changes nothing.
    const path = `${link.pathname}${link.search}`;
    const page = await send(apiRequest(path));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(RENEWAL_PAGES.renew.button);
    expect(html).toContain(`method="post"`);
    expect(await consent(personId)).toEqual(reminded);

    const renewed = await send(apiRequest(path, { method: 'POST' }));
    expect(renewed.status).toBe(200);
    expect(await renewed.text()).toContain(RENEWAL_PAGES.renewed.title);
    const after = await consent(personId);
    // Twelve months from the renewal, on the UK calendar; the link is spent, and the next reminder may go.
    expect(after.expiresAt!.getTime() - Date.now()).toBeGreaterThan(364 * DAY);
    expect(after).toMatchObject({ remindedAt: null, renewalTokenHash: null, source: RENEWAL_PAGES.source });
    expect(await dryRegistrations(expiresAt)).toBe(0);

    const again = await send(apiRequest(path, { method: 'POST' }));
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(RENEWAL_PAGES.invalid.title);
    expect(await queueRenewalReminders(t.db, { now: new Date(after.expiresAt!.getTime() - RENEWAL_NOTICE_DAYS * DAY) })).toBe(1);
  });

  it('answers an unknown link with a page that says so', async () => {
    const res = await send(apiRequest('/api/keep-details/renew?token=not-a-token'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(RENEWAL_PAGES.invalid.title);
    expect((await send(apiRequest('/api/keep-details/renew', { method: 'POST' }))).status).toBe(404);
  });

  it('without renewal, removes the registration at the end, and the person with it unless a record the law keeps is left', async () => {
    const alone = await registerKeeping('ola.alone@example.com', 10);
    const applied = await registerKeeping('ola.applied@example.com', 10);
    // An application is a regulation 29 record: it stays for its own period, and so does its person.
    expect((await send(applicationRequest({ ...validApplication, email: 'ola.applied@example.com' }, { data: realPdf() }))).status).toBe(
      201,
    );
    // At the later of the two ends (each is its registration's second, a second or more apart on a busy machine).
    const report = await runRetention(t.db, { now: applied.expiresAt });
    expect(report.registrations).toBe(2);
    expect(describeReport(report)).toContain('registrations whose keep-my-details consent ended unrenewed');
    const left = await t.db
      .selectFrom('registrations')
      .select('personId')
      .where('personId', 'in', [alone.personId, applied.personId])
      .execute();
    expect(left).toEqual([]);
    const people = await t.db.selectFrom('people').select('id').where('id', 'in', [alone.personId, applied.personId]).execute();
    expect(people).toEqual([{ id: applied.personId }]);
    expect(await t.db.selectFrom('applications').select('personId').where('personId', '=', applied.personId).execute()).toHaveLength(1);
  });
});

describe('the privacy notice', () => {
  it('says how long a registration is kept, the renewal, and what the law keeps longer and why', () => {
    const notice = readFileSync('src/pages/_components/PrivacyNotice.astro', 'utf8').replace(/\s+/g, ' ');
    expect(notice).toContain('we keep your registration and CV for {KEEP_DETAILS_MONTHS} months. {RENEWAL_NOTICE_DAYS} days before');
    expect(notice).toContain('(regulation 29) require an agency to keep a record of each person it dealt with about a role');
  });
});
