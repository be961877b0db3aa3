import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../support/admin-session';
import { insertApplication, insertClient, insertFollowUps, insertIntroduction } from '../support/records';
import { tablesContaining } from '../support/tables-containing';

const { db, admin } = useSignedInAdmin();

const request = (action: string, json: unknown) => admin('POST', `/api/admin/subject-requests/${action}`, { json });
const ADJUSTMENTS = 'Step-free access, I use a wheelchair (marker 5521)';

/** A person introduced, interviewed (with adjustments asked for), offered and placed; the consultant's mail quoting the adjustments. */
async function placedPerson(label: string) {
  const at = new Date('2026-11-02T10:00:00Z');
  const personId = await insertApplication(db(), label, at);
  const introductionId = await insertIntroduction(db(), personId, await insertClient(db(), at), at, 'agreed');
  await insertFollowUps(db(), introductionId, { adjustments: ADJUSTMENTS });
  const interview = await db().selectFrom('interviews').select('id').where('introductionId', '=', introductionId).executeTakeFirstOrThrow();
  await db()
    .insertInto('outbox')
    .values({
      topic: `interview:${interview.id}:none`,
      template: 'interview-none-suitable',
      recipient: 'team@example.com',
      replyTo: null,
      subject: 'No slot suits',
      text: `They asked for: ${ADJUSTMENTS}`,
      html: '<p>No slot suits</p>',
    })
    .execute();
  return { email: `${label}@example.com`, personId, introductionId };
}

describe('subject requests: interviews, offers and placements', () => {
  it("finds and downloads the person's interviews with their adjustments, offers and placements", async () => {
    const { email, introductionId } = await placedPerson('sara');
    const { status, body } = await request('search', { email });
    expect(status).toBe(200);
    expect(body.interviews).toEqual([expect.objectContaining({ introductionId, adjustments: ADJUSTMENTS, mode: 'in-person' })]);
    expect(body.interviews[0]).not.toHaveProperty('slotTokenHash');
    expect(body.offers).toEqual([expect.objectContaining({ introductionId, byPhone: true })]);
    expect(body.offers[0].terms).toMatchObject({ salary: 30000, startDate: '2027-01-04' });
    expect(body.placements).toEqual([expect.objectContaining({ introductionId, startDate: '2027-01-04', firstYearSalary: 30000 })]);

    const { res } = await request('download', { email });
    expect(res.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await res.arrayBuffer()))['personal-data.json']!));
    expect(data.interviews[0].adjustments).toBe(ADJUSTMENTS);
    expect(data.offers).toHaveLength(1);
    expect(data.placements).toHaveLength(1);
  });

  it('erases the interviews, their adjustments and their emails; keeps the offers and placements regulation 29 asks for', async () => {
    const { email, introductionId } = await placedPerson('tom');
    expect(await tablesContaining(db(), ADJUSTMENTS)).toMatchObject({ interviews: 2, outbox: 2 });
    const { status } = await request('erasure', { email, confirmEmail: email });
    expect(status).toBe(200);
    // Sara's (the first test's) are still there; Tom's are gone from every table.
    expect(await tablesContaining(db(), ADJUSTMENTS)).toEqual({ interviews: 1, outbox: 1 });
    expect(await db().selectFrom('interviews').select('id').where('introductionId', '=', introductionId).execute()).toEqual([]);
    expect(await db().selectFrom('offers').select('id').where('introductionId', '=', introductionId).execute()).toHaveLength(1);
    expect(await db().selectFrom('placements').select('id').where('introductionId', '=', introductionId).execute()).toHaveLength(1);
    expect(await db().selectFrom('introductions').select('id').where('id', '=', introductionId).execute()).toHaveLength(1);
  });
});
