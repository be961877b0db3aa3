import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_V1_FIGURES, AGREEMENT_V1_TEXT } from '../../src/config/agreement';
import { agreementHash } from '../../src/agreements/versions';
import { createAccount, signInCookie } from '../support/admin-session';
import { apiRequest, sendApi } from '../support/call-api';
import { insertIntroduction } from '../support/introductions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let cookie: string;
async function admin(path: string, json: unknown = {}, method = 'POST') {
  const res = await sendApi(apiRequest(path, { method, ...(method === 'GET' ? {} : { json }), cookie }), { ip: '198.51.100.8' });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await createTestDatabase();
  await createAccount(t.db, 'admin@example.com');
  cookie = await signInCookie('admin@example.com');
});
afterAll(() => t.destroy());

const place = async (introductionId: number, extra: Record<string, unknown> = {}) =>
  admin('/api/admin/placements', { introductionId, startDate: '2027-01-04', firstYearSalary: 30000, ...extra });

describe('POST /api/admin/placements', () => {
  it('computes the agreement example exactly and congratulates the candidate without asking who employs them', async () => {
    const intro = await insertIntroduction(t.db);
    const res = await place(intro.introductionId);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      introductionId: intro.introductionId,
      agreementVersion: 1,
      startDate: '2027-01-04',
      firstYearSalary: 30000,
      anticipatedSalary: 30000,
      retainedFee: 600,
      contingencyFee: 4500,
      netBalance: 3900,
      netBalanceDue: '2027-02-03',
      rebates: [
        { weeks: 4, pct: 100, lastDay: '2027-01-31', refund: 3900 },
        { weeks: 8, pct: 75, lastDay: '2027-02-28', refund: 2925 },
        { weeks: 12, pct: 50, lastDay: '2027-03-28', refund: 1950 },
      ],
      leftOn: null,
      refund: null,
    });
    const [mail] = await t.db.selectFrom('outbox').selectAll().where('topic', '=', `placement:${res.body.id}`).execute();
    expect(mail).toMatchObject({ template: 'placement-congratulation', recipient: intro.candidateEmail });
    expect(mail!.text).toContain('4 January 2027');
    expect(mail!.text).not.toMatch(/employer|who .* work for|which company|where .* working/i);
    const status = await t.db.selectFrom('introductions').select('status').where('id', '=', intro.introductionId).executeTakeFirstOrThrow();
    expect(status.status).toBe('placed');
    expect((await place(intro.introductionId)).status).toBe(409);
  });

  it('charges the retained fee on the anticipated salary when it differs', async () => {
    const intro = await insertIntroduction(t.db);
    const res = await place(intro.introductionId, { firstYearSalary: 32000, anticipatedSalary: 30000 });
    expect(res.body).toMatchObject({ retainedFee: 600, contingencyFee: 4800, netBalance: 4200 });
  });

  it('refuses bad input with 400 naming each field, and an unknown introduction with 404', async () => {
    const intro = await insertIntroduction(t.db);
    const bad = await place(intro.introductionId, { startDate: '2027-02-30', firstYearSalary: -5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['firstYearSalary', 'startDate']);
    expect((await place(999999)).status).toBe(404);
  });

  it('uses the version the client accepted, and a later version never changes a placement', async () => {
    const v2 = { ...AGREEMENT_V1_FIGURES, retainedFeePct: 3, contingencyFeePct: 20, contingencyDueDays: 14 };
    const body = `${AGREEMENT_V1_TEXT}\nVersion 2.`;
    await t.db
      .insertInto('agreementVersions')
      .values({ version: 2, effectiveFrom: '2026-12-01', figures: JSON.stringify(v2), body, sha256: agreementHash(body) })
      .execute();
    const onV1 = await insertIntroduction(t.db, { agreementVersion: 1 });
    const onV2 = await insertIntroduction(t.db, { agreementVersion: 2 });
    const first = await place(onV1.introductionId);
    const second = await place(onV2.introductionId);
    expect(first.body).toMatchObject({ agreementVersion: 1, retainedFee: 600, contingencyFee: 4500, netBalanceDue: '2027-02-03' });
    expect(second.body).toMatchObject({
      agreementVersion: 2,
      retainedFee: 900,
      contingencyFee: 6000,
      netBalance: 5100,
      netBalanceDue: '2027-01-18',
    });
    // An advert on an authority note has no acceptance: the version in force when the candidate was introduced.
    const noBrief = await insertIntroduction(t.db, { brief: false });
    expect((await place(noBrief.introductionId)).body.agreementVersion).toBe(2);
    const list = await admin('/api/admin/placements', undefined, 'GET');
    expect(list.body.find((p: { id: number }) => p.id === first.body.id)).toMatchObject({ agreementVersion: 1, contingencyFee: 4500 });
    await sql`delete from placements where agreement_version = 2`.execute(t.db);
  });
});

describe('POST /api/admin/placements/:id/left', () => {
  // Started on Monday 5 January 2026: the departures are days that have passed.
  const placePast = (introductionId: number) => place(introductionId, { startDate: '2026-01-05' });

  it.each([
    ['after 6 weeks (16 Feb 2026): 75% of the net balance', '2026-02-16', 75, 2925],
    ['within 4 weeks: all of it', '2026-01-21', 100, 3900],
    ['within 12 weeks: half', '2026-03-16', 50, 1950],
    ['after 12 weeks: nothing', '2026-04-02', 0, 0],
  ])('%s', async (_name, leftOn, pct, refund) => {
    const intro = await insertIntroduction(t.db);
    const { body } = await placePast(intro.introductionId);
    const res = await admin(`/api/admin/placements/${body.id}/left`, { leftOn });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ leftOn, refundPct: pct, refund, retainedFee: 600 });
  });

  it('refuses a day before the start or after today (400 on leftOn), a second departure (409) and an unknown placement (404)', async () => {
    const intro = await insertIntroduction(t.db);
    const { body } = await placePast(intro.introductionId);
    const early = await admin(`/api/admin/placements/${body.id}/left`, { leftOn: '2026-01-02' });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.errors)).toEqual(['leftOn']);
    const future = await admin(`/api/admin/placements/${body.id}/left`, { leftOn: '2099-01-05' });
    expect(future).toMatchObject({ status: 400, body: { errors: { leftOn: ['The day they left cannot be after today'] } } });
    expect((await admin(`/api/admin/placements/${body.id}/left`, { leftOn: '2026-02-16' })).status).toBe(200);
    expect((await admin(`/api/admin/placements/${body.id}/left`, { leftOn: '2026-02-17' })).status).toBe(409);
    expect((await admin('/api/admin/placements/999999/left', { leftOn: '2026-02-17' })).status).toBe(404);
  });
});

describe('payment', () => {
  it('records the net balance paid, on a day that has come', async () => {
    const intro = await insertIntroduction(t.db);
    const { body } = await place(intro.introductionId);
    const future = await admin(`/api/admin/placements/${body.id}/paid`, { paidOn: '2099-02-01' });
    expect(future).toMatchObject({ status: 400, body: { errors: { paidOn: ['The day it was paid cannot be after today'] } } });
    const paid = await admin(`/api/admin/placements/${body.id}/paid`, { paidOn: '2026-02-02' });
    expect(paid).toMatchObject({ status: 200, body: { netPaidOn: '2026-02-02', overdue: false, lateInterest: 0 } });
  });
});

describe('GET /api/admin/placements/export', () => {
  it('gives the bookkeeper a CSV with UK dates and pounds, to the admin only', async () => {
    const intro = await insertIntroduction(t.db);
    await place(intro.introductionId);
    const res = await sendApi(apiRequest('/api/admin/placements/export', { cookie }), { ip: '198.51.100.8' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/placements-export-\d{4}-\d{2}-\d{2}\.csv/);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toContain('Candidate,Role,Employer,Start date,First-year salary (£)');
    expect(text).toContain(',4 Jan 2027,30000.00,1,600.00,,4500.00,3900.00,3 Feb 2027,');
    expect((await sendApi(apiRequest('/api/admin/placements/export'), { ip: '198.51.100.8' })).status).toBe(401);
  });
});
