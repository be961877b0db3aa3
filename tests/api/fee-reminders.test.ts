import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettingsFromEnv } from '../../src/notifications/settings';
import { runFeeReminders } from '../../src/placements/fee-reminders';
import { recordPayment } from '../../src/placements/placements';
import { createAccount, signInCookie } from '../support/admin-session';
import { apiRequest, sendApi } from '../support/call-api';
import { insertIntroduction } from '../support/introductions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let cookie: string;
const settings = { ...mailSettingsFromEnv(), notifyTo: 'consultant@example.com' };

beforeAll(async () => {
  t = await createTestDatabase();
  await createAccount(t.db, 'admin@example.com');
  cookie = await signInCookie('admin@example.com');
});
afterAll(() => t.destroy());

async function admin(path: string, json: unknown = {}) {
  const res = await sendApi(apiRequest(path, { method: 'POST', json, cookie }), { ip: '198.51.100.9' });
  return { status: res.status, body: await res.json() };
}

/** The run at a UK morning: only the topics of `prefix` (the other tests' fees are theirs). */
const runAt = async (day: string, prefix: string) =>
  (await runFeeReminders(t.db, { now: new Date(`${day}T09:00:00Z`), settings })).filter((topic) => topic.startsWith(prefix));
const mailOf = (topic: string) => t.db.selectFrom('outbox').selectAll().where('topic', '=', topic).executeTakeFirstOrThrow();

describe('the consultant’s fee reminders', () => {
  it('reminds of the retained fee 3 business days before its due day (7 days after the confirmation), and once overdue, each once', async () => {
    const intro = await insertIntroduction(t.db);
    const { briefId } = await t.db.selectFrom('jobs').select('briefId').where('id', '=', intro.jobId).executeTakeFirstOrThrow();
    // Confirmed on Monday 4 Jan 2027: due Monday 11 Jan; three business days before is Wednesday 6 Jan.
    await t.db
      .updateTable('briefs')
      .set({ confirmedAt: new Date('2027-01-04T10:00:00Z') })
      .where('id', '=', briefId!)
      .execute();
    const prefix = `brief:${briefId}:`;
    expect(await runAt('2027-01-05', prefix)).toEqual([]);
    expect(await runAt('2027-01-06', prefix)).toEqual([`${prefix}retained-fee:due`]);
    expect(await runAt('2027-01-07', prefix)).toEqual([]);
    expect(await runAt('2027-01-11', prefix)).toEqual([]);
    expect(await runAt('2027-01-12', prefix)).toEqual([`${prefix}retained-fee:overdue`]);
    expect(await runAt('2027-01-13', prefix)).toEqual([]);

    const due = await mailOf(`${prefix}retained-fee:due`);
    expect(due).toMatchObject({ recipient: 'consultant@example.com', template: 'fee-due-consultant' });
    expect(due.subject).toContain('Retained fee due on 11 January 2027');
    expect(due.text).toContain('2% of the anticipated first-year salary');
    expect(due.text).toContain(`/admin#clients/brief-${briefId}`);
    const overdue = await mailOf(`${prefix}retained-fee:overdue`);
    expect(overdue).toMatchObject({ recipient: 'consultant@example.com', template: 'fee-overdue-consultant' });
    expect(overdue.subject).toContain('Retained fee overdue since 11 January 2027');
  });

  it('reminds of the net balance before its due day (30 days after the start) and once overdue, until it is paid', async () => {
    const intro = await insertIntroduction(t.db, { status: 'offered' });
    const placed = await admin('/api/admin/placements', {
      introductionId: intro.introductionId,
      startDate: '2027-01-04',
      firstYearSalary: 30000,
    });
    expect(placed.status).toBe(201);
    const prefix = `placement:${placed.body.id}:`;
    // Due Wednesday 3 Feb 2027; three business days before is Friday 29 Jan.
    expect(await runAt('2027-01-28', prefix)).toEqual([]);
    expect(await runAt('2027-01-29', prefix)).toEqual([`${prefix}net-balance:due`]);
    expect(await runAt('2027-02-03', prefix)).toEqual([]);
    expect(await runAt('2027-02-04', prefix)).toEqual([`${prefix}net-balance:overdue`]);
    expect(await runAt('2027-02-05', prefix)).toEqual([]);
    const overdue = await mailOf(`${prefix}net-balance:overdue`);
    expect(overdue.subject).toContain('Net balance overdue since 3 February 2027');
    expect(overdue.text).toContain('£3,900.00');
    expect(overdue.text).toContain('Late interest');

    const paid = await insertIntroduction(t.db, { status: 'offered' });
    const other = await admin('/api/admin/placements', {
      introductionId: paid.introductionId,
      startDate: '2027-01-04',
      firstYearSalary: 30000,
    });
    // Recorded on the day it was paid (the API refuses a day still to come; tests/api/placements.test.ts).
    await recordPayment(t.db, other.body.id, '2027-01-20', new Date('2027-01-20T16:00:00Z'));
    expect(await runAt('2027-01-29', `placement:${other.body.id}:`)).toEqual([]);
    expect(await runAt('2027-02-04', `placement:${other.body.id}:`)).toEqual([]);
  });

  it('sends the one overdue reminder for a fee first seen after its due day', async () => {
    const intro = await insertIntroduction(t.db);
    const { briefId } = await t.db.selectFrom('jobs').select('briefId').where('id', '=', intro.jobId).executeTakeFirstOrThrow();
    await t.db
      .updateTable('briefs')
      .set({ confirmedAt: new Date('2027-03-01T10:00:00Z') })
      .where('id', '=', briefId!)
      .execute();
    expect(await runAt('2027-03-20', `brief:${briefId}:`)).toEqual([`brief:${briefId}:retained-fee:overdue`]);
    expect(await runAt('2027-03-21', `brief:${briefId}:`)).toEqual([]);
  });
});
