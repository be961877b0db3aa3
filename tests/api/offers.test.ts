import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTANT_TEMPLATES } from '../../src/notifications/templates';
import { OFFER_LABELS } from '../../src/texts/placements';
import { addBusinessDays } from '../../src/utils/business-days';
import { ukDay } from '../../src/utils/uk-time';
import { createAccount, signInCookie } from '../support/admin-session';
import { apiRequest, sendApi } from '../support/call-api';
import { insertIntroduction } from '../support/introductions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let cookie: string;
async function admin(path: string, json: unknown = {}, method = 'POST') {
  const res = await sendApi(apiRequest(path, { method, ...(method === 'GET' ? {} : { json }), cookie }), { ip: '198.51.100.7' });
  return { status: res.status, body: await res.json() };
}
const outbox = (topic: string) => t.db.selectFrom('outbox').selectAll().where('topic', '=', topic).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestDatabase();
  await createAccount(t.db, 'admin@example.com');
  cookie = await signInCookie('admin@example.com');
});
afterAll(() => t.destroy());

/** What the test brief lacks for regulation 21: the benefits and the notice. */
const COMPLETING = { benefits: '25 days holiday and a pension', noticePeriod: 'One month' };

describe('POST /api/admin/offers', () => {
  it('refuses an offer missing the hours, naming them, and sends nothing', async () => {
    const intro = await insertIntroduction(t.db, { briefFields: { hours: '' } });
    const res = await admin('/api/admin/offers', {
      introductionId: intro.introductionId,
      salary: 30000,
      startDate: '2027-01-04',
      ...COMPLETING,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['hours']);
    expect(res.body.message).toContain(OFFER_LABELS.hours);
    expect(await t.db.selectFrom('offers').selectAll().where('introductionId', '=', intro.introductionId).execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').selectAll().where('recipient', '=', intro.candidateEmail).execute()).toEqual([]);
  });

  it('names every missing item for an advert on an authority note (no brief)', async () => {
    const intro = await insertIntroduction(t.db, { brief: false });
    const res = await admin('/api/admin/offers', { introductionId: intro.introductionId, salary: 30000, startDate: '2027-01-04' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([
      'typeOfWork',
      'engagement',
      'hours',
      'location',
      'healthAndSafetyRisks',
      'minimumRequirements',
      'benefits',
      'noticePeriod',
    ]);
  });

  it("sends a complete offer written from the brief, with the offer's own values where they differ", async () => {
    const intro = await insertIntroduction(t.db);
    const res = await admin('/api/admin/offers', {
      introductionId: intro.introductionId,
      salary: 31000,
      startDate: '2027-01-04',
      location: 'Exeter, 3 days a week in the office',
      ...COMPLETING,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ byPhone: false, confirmInWritingBy: null, acceptedAt: null });
    expect(res.body.sentAt).not.toBeNull();
    const [mail] = await outbox(`offer:${res.body.id}`);
    expect(mail).toMatchObject({ template: 'offer', recipient: intro.candidateEmail });
    for (const text of [
      'Employer: Acme Analytics Ltd',
      'Position: Graduate Sales Executive',
      'Start date: 4 January 2027',
      'Working hours: 37.5 hours a week, Monday to Friday',
      'Location: Exeter, 3 days a week in the office',
      'Salary (£ a year): £31,000 a year',
      'Benefits: 25 days holiday and a pension',
      'Notice period: One month',
      'Minimum experience, training or qualifications: A psychology degree.',
      'Health and safety risks: Office work; none known',
    ])
      expect(mail!.text).toContain(text);
    const status = await t.db.selectFrom('introductions').select('status').where('id', '=', intro.introductionId).executeTakeFirstOrThrow();
    expect(status.status).toBe('offered');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const intro = await insertIntroduction(t.db);
    const res = await admin('/api/admin/offers', { introductionId: intro.introductionId, salary: 'lots', startDate: '4/1/2027' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['salary', 'startDate']);
  });
});

describe('an offer made by phone', () => {
  it('is an Overview item "confirm in writing by" the third business day until the written offer goes', async () => {
    const intro = await insertIntroduction(t.db);
    const res = await admin('/api/admin/offers', {
      introductionId: intro.introductionId,
      salary: 30000,
      startDate: '2027-01-04',
      byPhone: true,
    });
    expect(res.status).toBe(201);
    const due = addBusinessDays(ukDay(new Date()), 3);
    expect(res.body).toMatchObject({ byPhone: true, confirmInWritingBy: due, sentAt: null });
    const overview = await admin('/api/admin/overview', undefined, 'GET');
    expect(overview.body.offersToConfirm).toContainEqual({
      offerId: res.body.id,
      candidateName: expect.stringContaining('Sam Candidate'),
      roleTitle: 'Graduate Sales Executive',
      confirmBy: due,
      overdue: false,
    });

    // The job's ledger gives the row the offer its controls act on: not yet sent, due in writing by then.
    const ledger = async () => (await admin(`/api/admin/introductions?jobId=${intro.jobId}`, undefined, 'GET')).body[0];
    expect(await ledger()).toMatchObject({ status: 'offered', offerId: res.body.id, offerSentAt: null, offerConfirmBy: due });

    const incomplete = await admin(`/api/admin/offers/${res.body.id}/send`, {});
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.errors)).toEqual(['benefits', 'noticePeriod']);
    const sent = await admin(`/api/admin/offers/${res.body.id}/send`, COMPLETING);
    expect(sent.status).toBe(200);
    expect(await outbox(`offer:${res.body.id}`)).toHaveLength(1);
    expect(
      (await admin('/api/admin/overview', undefined, 'GET')).body.offersToConfirm.map((o: { offerId: number }) => o.offerId),
    ).not.toContain(res.body.id);
    expect((await admin(`/api/admin/offers/${res.body.id}/send`, COMPLETING)).status).toBe(409);
    expect(await ledger()).toMatchObject({ offerId: res.body.id, offerSentAt: sent.body.sentAt, offerAcceptedAt: null });
    await admin(`/api/admin/offers/${res.body.id}/accepted`);
    expect((await ledger()).offerAcceptedAt).not.toBeNull();
  });
});

describe('acceptance', () => {
  it("reminds the employer's contact of the right-to-work duty, and never asks the candidate for documents", async () => {
    const intro = await insertIntroduction(t.db);
    const offer = await admin('/api/admin/offers', {
      introductionId: intro.introductionId,
      salary: 30000,
      startDate: '2027-01-04',
      ...COMPLETING,
    });
    const accepted = await admin(`/api/admin/offers/${offer.body.id}/accepted`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.acceptedAt).not.toBeNull();
    const [mail] = await outbox(`offer:${offer.body.id}:accepted`);
    expect(mail).toMatchObject({ template: 'right-to-work', recipient: intro.contactEmail });
    expect(mail!.text).toContain('right to work');
    expect(mail!.text).toContain('share code');
    const toCandidate = await t.db.selectFrom('outbox').select('text').where('recipient', '=', intro.candidateEmail).execute();
    expect(toCandidate.some((m) => /passport|identity document/i.test(m.text))).toBe(false);
    expect((await admin(`/api/admin/offers/${offer.body.id}/accepted`)).status).toBe(409);
  });

  it('sends the reminder to the consultant to pass on when no employer contact is on record', async () => {
    const intro = await insertIntroduction(t.db, { brief: false });
    const offer = await admin('/api/admin/offers', {
      introductionId: intro.introductionId,
      salary: 30000,
      startDate: '2027-01-04',
      typeOfWork: 'Selling software',
      engagement: 'permanent',
      hours: '37.5 hours a week',
      location: 'Exeter',
      healthAndSafetyRisks: 'Office work; none known',
      minimumRequirements: 'A degree',
      ...COMPLETING,
    });
    expect(offer.status).toBe(201);
    await admin(`/api/admin/offers/${offer.body.id}/accepted`);
    const [mail] = await outbox(`offer:${offer.body.id}:accepted`);
    expect(mail!.template).toBe(CONSULTANT_TEMPLATES.rightToWork);
  });

  it('refuses to accept an offer not yet sent', async () => {
    const intro = await insertIntroduction(t.db);
    const offer = await admin('/api/admin/offers', {
      introductionId: intro.introductionId,
      salary: 30000,
      startDate: '2027-01-04',
      byPhone: true,
    });
    expect((await admin(`/api/admin/offers/${offer.body.id}/accepted`)).status).toBe(409);
  });
});
