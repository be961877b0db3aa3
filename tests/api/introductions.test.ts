import { describe, expect, it } from 'vitest';
import { CONSENT_REMINDER_TEMPLATE, CONSENT_TEMPLATE, runConsentReminders } from '../../src/introductions/consent';
import { introductionsOfPerson } from '../../src/introductions/ledger';
import { CONSENT_PAGE_TEXT, INTRODUCTION_PLAIN, LINK_NOT_FOUND_TEXT } from '../../src/texts/introductions';
import { addBusinessDays } from '../../src/utils/business-days';
import { ukDay } from '../../src/utils/uk-time';
import { formatDate } from '../../src/utils/dates';
import { apiRequest } from '../support/call-api';
import { runRetention } from '../../src/retention/run';
import { erasePersonalData, findPersonalData } from '../../src/subject-requests/personal-data';
import { applicant, briefJob, deliverMail, fromOwnNetwork, linkInMail, useIntroductionsWorld } from '../support/introductions';

const { world, admin, form } = useIntroductionsWorld();

const ask = (personId: number, jobId: number, extra: Record<string, unknown> = {}) =>
  admin('/api/admin/introductions', { method: 'POST', json: { personId, jobId, ...extra } });
const consentLink = (email: string, nth = 1) => linkInMail(world.smtp, email, '/api/introductions', nth);
const statusOf = async (id: number) =>
  (await world.db.selectFrom('introductions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
/** 10:00 UTC on the UK day `days` business days from today. */
const businessDaysLater = (days: number) => new Date(`${addBusinessDays(ukDay(new Date()), days)}T10:00:00Z`);

describe('asking the candidate first', () => {
  it('asks three people; A says yes, B says no, C does not answer: reminded once, then closed as not given', async () => {
    const { jobId } = await briefJob(world.db);
    const a = await applicant(world.db, 'Amelia', 'Hughes', 'amelia@example.com');
    const b = await applicant(world.db, 'Ben', 'Okafor', 'ben@example.com');
    const c = await applicant(world.db, 'Chloe', 'Price', 'chloe@example.com');
    const ids: number[] = [];
    for (const person of [a, b, c]) {
      const { status, body } = await ask(person, jobId, { summary: 'Strong communicator.' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ status: 'asked', personId: person, jobId, employerName: 'Acme Analytics Ltd' });
      expect(body).not.toHaveProperty('consentTokenHash');
      ids.push(body.id);
    }

    // The email asks the question and shows exactly what would be shared; the text is kept with the introduction.
    const mail = await world.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'amelia@example.com')
      .where('template', '=', CONSENT_TEMPLATE)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('May we put you forward for Graduate Sales Executive at Acme Analytics Ltd?');
    for (const shared of ['Amelia Hughes', 'Strong communicator.', 'Bachelor', 'my-cv.pdf']) expect(mail.text).toContain(shared);
    const stored = await world.db
      .selectFrom('introductions')
      .select(['consentText', 'consentDueOn'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(stored.consentDueOn).toBe(addBusinessDays(ukDay(new Date()), 5));
    expect(stored.consentText).toContain('May we put you forward for Graduate Sales Executive at Acme Analytics Ltd?');
    expect(stored.consentText).toContain('Our summary: Strong communicator.');

    // Opening the link changes nothing (a mail scanner opens links); the page is private.
    const linkA = consentLink('amelia@example.com');
    const page = await fromOwnNetwork(apiRequest(linkA));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toContain(CONSENT_PAGE_TEXT.yes);
    expect(html).toContain('Strong communicator.');
    expect(await statusOf(ids[0]!)).toBe('asked');

    const yes = await form(linkA, { answer: 'yes' });
    expect(yes.status).toBe(200);
    expect(await yes.text()).toContain(CONSENT_PAGE_TEXT.answeredTitle);
    expect(await statusOf(ids[0]!)).toBe('agreed');
    // A second answer changes nothing.
    await form(linkA, { answer: 'no' });
    expect(await statusOf(ids[0]!)).toBe('agreed');
    await form(consentLink('ben@example.com'), { answer: 'no' });
    expect(await statusOf(ids[1]!)).toBe('declined');

    // Before 2 business days, no reminder; then one, to C only, once; its link works as the first one does.
    expect(await runConsentReminders(world.db, { now: businessDaysLater(1) })).toEqual({ reminded: 0, closed: 0 });
    expect(await runConsentReminders(world.db, { now: businessDaysLater(2) })).toEqual({ reminded: 1, closed: 0 });
    expect(await runConsentReminders(world.db, { now: businessDaysLater(3) })).toEqual({ reminded: 0, closed: 0 });
    await deliverMail(world.db, businessDaysLater(3));
    const reminder = consentLink('chloe@example.com');
    const first = consentLink('chloe@example.com', 2);
    expect(world.smtp.received.at(-1)!.mail.subject).toBe(
      'Reminder: May we put you forward for Graduate Sales Executive at Acme Analytics Ltd?',
    );
    expect(reminder).not.toBe(first);
    expect((await fromOwnNetwork(apiRequest(reminder))).status).toBe(200);
    expect((await fromOwnNetwork(apiRequest(first))).status).toBe(200);
    // The copy the outbox keeps has lost the token.
    const kept = await world.db
      .selectFrom('outbox')
      .select('text')
      .where('template', '=', CONSENT_REMINDER_TEMPLATE)
      .executeTakeFirstOrThrow();
    expect(kept.text).not.toContain(reminder);
    expect(kept.text).toContain('/api/introductions/(link removed once sent)');
    // Through the 5th business day the question stays open; after it, it closes as not given.
    expect((await runConsentReminders(world.db, { now: businessDaysLater(5) })).closed).toBe(0);
    expect((await runConsentReminders(world.db, { now: businessDaysLater(6) })).closed).toBe(1);
    expect(await statusOf(ids[2]!)).toBe('not-given');
    const closed = await (await fromOwnNetwork(apiRequest(reminder))).text();
    expect(closed).toContain('We did not hear from you in time');

    // The consent is kept: when, the role, the employer, the text shown.
    const consent = await world.db
      .selectFrom('introductions')
      .select(['answeredAt', 'roleTitle', 'employerName', 'consentText'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(consent.answeredAt).toBeInstanceOf(Date);
    expect(consent).toMatchObject({ roleTitle: 'Graduate Sales Executive', employerName: 'Acme Analytics Ltd' });

    // The person's own words: for the status page and /my.
    const words = await introductionsOfPerson(world.db, a);
    expect(words).toEqual([
      expect.objectContaining({
        question: 'May we put you forward for Graduate Sales Executive at Acme Analytics Ltd?',
        answer: INTRODUCTION_PLAIN.answers.yes(consent.answeredAt!),
        putForward: null,
      }),
    ]);
    expect((await introductionsOfPerson(world.db, c))[0]!.answer).toBe(INTRODUCTION_PLAIN.answers.none);

    // The application's status page shows each question and answer.
    const statusPath = linkInMail(world.smtp, 'ben@example.com', '/api/application-status');
    const standing = await (await fromOwnNetwork(apiRequest(statusPath))).text();
    expect(standing).toContain(INTRODUCTION_PLAIN.heading);
    expect(standing).toContain('May we put you forward for Graduate Sales Executive at Acme Analytics Ltd?');
    expect(standing).toContain(`You said no on ${formatDate(new Date(), 'long')}`);
  });

  it('refuses a person who hides from the employer (any case), sending nothing', async () => {
    const { jobId } = await briefJob(world.db);
    const person = await applicant(world.db, 'Dev', 'Patel', 'dev@example.com');
    await world.db.insertInto('personHiddenEmployers').values({ personId: person, name: 'ACME analytics ltd' }).execute();
    const { status, body } = await ask(person, jobId);
    expect(status).toBe(409);
    expect(body.message).toContain('ACME analytics ltd');
    expect(body.code).toBe('hidden-employer');
    expect(await world.db.selectFrom('introductions').selectAll().execute()).toEqual([]);
    expect(
      await world.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', 'dev@example.com')
        .where('template', 'like', 'introduction%')
        .execute(),
    ).toEqual([]);
  });

  it('describes a confidential employer, refuses asking twice, and names bad fields', async () => {
    const { jobId } = await briefJob(world.db, { company: 'Secret SaaS Ltd', confidential: true });
    const person = await applicant(world.db, 'Eve', 'Long', 'eve@example.com');
    const first = await ask(person, jobId, { employerDescription: 'a SaaS company in Bristol' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ employerName: 'Secret SaaS Ltd', employerShown: 'a SaaS company in Bristol' });
    const mail = await world.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('template', '=', CONSENT_TEMPLATE)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('May we put you forward for Graduate Sales Executive at a SaaS company in Bristol?');
    expect(mail.text).not.toContain('Secret SaaS');
    expect((await ask(person, jobId)).status).toBe(409);
    // The admin's job list says which jobs' briefs are confidential: the ask form then offers the description.
    const open = await briefJob(world.db, { company: 'Open Analytics Ltd' });
    const jobs = (await admin('/api/admin/jobs')).body.items as Array<{ id: number; briefConfidential: boolean }>;
    expect(jobs.find((j) => j.id === jobId)).toMatchObject({ briefConfidential: true });
    expect(jobs.find((j) => j.id === open.jobId)).toMatchObject({ briefConfidential: false });

    expect(await ask(999_999, jobId)).toMatchObject({ status: 400, body: { errors: { personId: expect.any(Array) } } });
    expect(await ask(person, jobId, { summary: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { errors: { summary: ['Must be 1000 characters or fewer'] } },
    });
    expect(await admin('/api/admin/introductions', { method: 'POST', json: { personId: person } })).toMatchObject({
      status: 400,
      body: { errors: { jobId: expect.any(Array) } },
    });
  });

  it('answers one identical 404 page for a wrong link, and lists the register per client', async () => {
    const wrong = await fromOwnNetwork(apiRequest('/api/introductions/not-a-real-token-at-all-xxxxxxxxxxxxxxxxxxxxx'));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain(LINK_NOT_FOUND_TEXT.title);

    const { jobId, clientId } = await briefJob(world.db);
    const person = await applicant(world.db, 'Fay', 'Moss', 'fay@example.com');
    await ask(person, jobId);
    const register = await admin(`/api/admin/introductions?clientId=${clientId}`);
    expect(register.status).toBe(200);
    expect(register.body).toEqual([expect.objectContaining({ personId: person, personName: 'Fay Moss', status: 'asked' })]);
    expect(JSON.stringify(register.body)).not.toContain('TokenHash');
    expect((await admin('/api/admin/introductions?clientId=abc')).status).toBe(400);
    // Not for the public.
    expect((await fromOwnNetwork(apiRequest(`/api/admin/introductions?clientId=${clientId}`))).status).toBe(401);
  });

  it('hands the introductions over on a subject request, keeps them through an erasure, and removes them a year after the last change', async () => {
    const { jobId } = await briefJob(world.db);
    const person = await applicant(world.db, 'Gus', 'Hale', 'gus@example.com');
    const { body } = await ask(person, jobId);
    const found = await findPersonalData(world.db, 'GUS@example.com');
    expect(found.introductions).toEqual([
      expect.objectContaining({ id: body.id, roleTitle: 'Graduate Sales Executive', employerName: 'Acme Analytics Ltd', status: 'asked' }),
    ]);
    expect(JSON.stringify(found.introductions)).not.toContain('TokenHash');

    // Regulation 29's record outlives the erasure of the person's application; the person stays with it.
    await erasePersonalData(world.db, 'gus@example.com');
    expect(await statusOf(body.id)).toBe('asked');
    expect(await world.db.selectFrom('people').select('id').where('id', '=', person).executeTakeFirst()).toBeDefined();

    const inAYear = new Date(Date.now() + 366 * 86_400_000);
    expect((await runRetention(world.db, { now: new Date(Date.now() + 300 * 86_400_000), dryRun: true })).introductions).toBe(0);
    const report = await runRetention(world.db, { now: inAYear });
    expect(report.introductions).toBe(1);
    expect(report.people).toBeGreaterThanOrEqual(1);
    expect(await world.db.selectFrom('people').select('id').where('id', '=', person).executeTakeFirst()).toBeUndefined();
  });
});
