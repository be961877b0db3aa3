import { describe, expect, it } from 'vitest';
import { mailSettingsFromEnv } from '../../src/notifications/settings';
import { runFeeReminders } from '../../src/placements/fee-reminders';
import { useSignedInAdmin } from '../support/admin-session';
import { callApi } from '../support/call-api';
import { insertIntroduction } from '../support/introductions';

const { db, admin } = useSignedInAdmin();
const settings = { ...mailSettingsFromEnv(), notifyTo: 'consultant@example.com' };

/** A confirmed brief (salary £26,000 to £30,000, agreement version 1) confirmed at `confirmedAt`; answers its id. */
async function brief(confirmedAt: string, fields: { retainedFeeFollowed?: boolean } = {}) {
  const intro = await insertIntroduction(db());
  const { briefId } = await db().selectFrom('jobs').select('briefId').where('id', '=', intro.jobId).executeTakeFirstOrThrow();
  await db()
    .updateTable('briefs')
    .set({ confirmedAt: new Date(confirmedAt), ...fields })
    .where('id', '=', briefId!)
    .execute();
  return briefId!;
}

const retainedFees = async () => (await admin('GET', '/api/admin/retained-fees')).body as Array<{ briefId: number }>;

describe('the retained fee as a fee due', () => {
  it('lists each brief’s retained fee, due 7 days after the UK day it was confirmed, and overdue once past', async () => {
    // 23:30 UTC on 4 Jan 2026 is still the 4th in the UK (GMT): due 11 Jan.
    const id = await brief('2026-01-04T23:30:00Z');
    const { status } = await admin('GET', '/api/admin/retained-fees');
    expect(status).toBe(200);
    expect((await retainedFees()).find((f) => f.briefId === id)).toMatchObject({
      employerName: expect.stringMatching(/^Acme /),
      roleTitle: 'Graduate Sales Executive',
      agreementVersion: 1,
      pct: 2,
      amountMin: 520,
      amountMax: 600,
      confirmedOn: '2026-01-04',
      dueOn: '2026-01-11',
      paidOn: null,
      overdue: true,
    });
  });

  it('records it paid: no longer overdue, and no longer chased', async () => {
    const id = await brief('2026-02-02T10:00:00Z');
    const paid = await admin('POST', `/api/admin/retained-fees/${id}/paid`, { json: { paidOn: '2026-02-05' } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ briefId: id, paidOn: '2026-02-05', overdue: false });
    expect((await retainedFees()).find((f) => f.briefId === id)).toMatchObject({ paidOn: '2026-02-05', overdue: false });
    const topics = await runFeeReminders(db(), { now: new Date('2026-02-10T09:00:00Z'), settings });
    expect(topics.filter((t) => t.startsWith(`brief:${id}:`))).toEqual([]);
  });

  it('gives the day it was paid with the brief’s placements, and in the bookkeeper’s CSV', async () => {
    const intro = await insertIntroduction(db());
    const { briefId } = await db().selectFrom('jobs').select('briefId').where('id', '=', intro.jobId).executeTakeFirstOrThrow();
    const placed = await admin('POST', '/api/admin/placements', {
      json: { introductionId: intro.introductionId, startDate: '2027-01-04', firstYearSalary: 30000 },
    });
    expect(placed.body.retainedPaidOn).toBeNull();
    expect((await admin('POST', `/api/admin/retained-fees/${briefId}/paid`, { json: { paidOn: '2026-12-01' } })).status).toBe(200);
    const list = (await admin('GET', '/api/admin/placements')).body as Array<{ id: number; retainedPaidOn: string | null }>;
    expect(list.find((p) => p.id === placed.body.id)?.retainedPaidOn).toBe('2026-12-01');
    const { res } = await admin('GET', '/api/admin/placements/export');
    const text = await res.text();
    expect(text.split('\r\n')[0]).toContain('Retained fee (£),Retained fee paid on,Contingency fee (£)');
    expect(text).toContain(',4 Jan 2027,30000.00,1,600.00,1 Dec 2026,4500.00,');
  });

  it('tells the consultant to record the payment on the Placements tab when reminding of it', async () => {
    const id = await brief('2026-03-02T10:00:00Z');
    const topics = await runFeeReminders(db(), { now: new Date('2026-03-10T09:00:00Z'), settings });
    expect(topics).toContain(`brief:${id}:retained-fee:overdue`);
    const mail = await db()
      .selectFrom('outbox')
      .select('text')
      .where('topic', '=', `brief:${id}:retained-fee:overdue`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('record the payment on the Placements tab');
  });

  it('leaves out briefs confirmed before the payments were recorded (migration 0047): 404 on recording one', async () => {
    const id = await brief('2025-06-02T10:00:00Z', { retainedFeeFollowed: false });
    expect((await retainedFees()).map((f) => f.briefId)).not.toContain(id);
    expect((await admin('POST', `/api/admin/retained-fees/${id}/paid`, { json: { paidOn: '2025-06-05' } })).status).toBe(404);
    expect((await admin('POST', '/api/admin/retained-fees/999999/paid', { json: { paidOn: '2025-06-05' } })).status).toBe(404);
  });

  it('refuses a day that is not one or has not come (400 on paidOn), and anyone not signed in as the admin (401)', async () => {
    const id = await brief('2026-04-06T10:00:00Z');
    const bad = await admin('POST', `/api/admin/retained-fees/${id}/paid`, { json: { paidOn: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['paidOn']);
    const future = await admin('POST', `/api/admin/retained-fees/${id}/paid`, { json: { paidOn: '2099-04-07' } });
    expect(future).toMatchObject({ status: 400, body: { errors: { paidOn: ['The day it was paid cannot be after today'] } } });
    expect((await callApi('/api/admin/retained-fees')).status).toBe(401);
    expect((await callApi(`/api/admin/retained-fees/${id}/paid`, { method: 'POST', json: { paidOn: '2026-04-07' } })).status).toBe(401);
  });
});
