import { addYears } from 'date-fns/addYears';
import { subYears } from 'date-fns/subYears';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeReport, runRetention } from '../../src/retention/run';
import { insertApplication, insertClient, insertIntroduction } from '../support/records';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Regulation 29(2): a record of a work-seeker or hirer is kept at least a year from its creation and from the
// last service (src/retention/floors.ts). Each floor: held the day before, released the day after.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  for (const table of [
    'introductions',
    'agreement_acceptances',
    'briefs',
    'client_contacts',
    'clients',
    'registrations',
    'applications',
    'people',
  ])
    await t.db.deleteFrom(table as 'people').execute();
});

const DAY = 86_400_000;
/** The moment the floor is counted from: mid-morning, far from any edge of a UK day. */
const T0 = new Date('2025-03-10T10:00:00Z');
const floorAt = addYears(T0, 1);
const dayBefore = new Date(floorAt.getTime() - DAY);
const dayAfter = new Date(floorAt.getTime() + DAY);
const LONG_AGO = subYears(T0, 3);

const client = (createdAt: Date) => insertClient(t.db, createdAt);
const oldApplication = (label: string) => insertApplication(t.db, label, LONG_AGO);
const introduction = (personId: number, clientId: number | null, at: Date) => insertIntroduction(t.db, personId, clientId, at);

const counts = async () => ({
  clients: Number(
    (
      await t.db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  briefs: Number(
    (
      await t.db
        .selectFrom('briefs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  acceptances: Number(
    (
      await t.db
        .selectFrom('agreementAcceptances')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  introductions: Number(
    (
      await t.db
        .selectFrom('introductions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  applications: Number(
    (
      await t.db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  people: Number(
    (
      await t.db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('the record floor of a hirer (Schedule 5)', () => {
  it('keeps a client, its briefs and acceptances a year from its creation: held the day before, removed the day after', async () => {
    await client(T0);
    expect((await runRetention(t.db, { now: dayBefore })).clients).toBe(0);
    expect(await counts()).toMatchObject({ clients: 1, briefs: 1, acceptances: 1 });
    expect((await runRetention(t.db, { now: dayAfter })).clients).toBe(1);
    expect(await counts()).toMatchObject({ clients: 0, briefs: 0, acceptances: 0 });
  });

  it('keeps a client a year after the last service, an introduction to it, even when its own last service is long past', async () => {
    const clientId = await client(LONG_AGO);
    const personId = await oldApplication('hirer-floor');
    await introduction(personId, clientId, T0);

    const dry = await runRetention(t.db, { now: dayBefore, dryRun: true });
    expect(dry).toMatchObject({ clients: 0, introductions: 0, applications: 0 });
    expect(dry.heldByFloor).toMatchObject({ clients: 1, applications: 1 });
    expect(describeReport(dry)).toContain(
      '0 clients with their contacts, briefs and acceptances (over 1 year after the last service); 1 more past it kept by the record floor',
    );

    await runRetention(t.db, { now: dayBefore });
    expect(await counts()).toMatchObject({ clients: 1, briefs: 1, acceptances: 1, introductions: 1, applications: 1, people: 1 });

    const after = await runRetention(t.db, { now: dayAfter });
    expect(after).toMatchObject({ introductions: 1, clients: 1, applications: 1, people: 1 });
    expect(await counts()).toEqual({ clients: 0, briefs: 0, acceptances: 0, introductions: 0, applications: 0, people: 0 });
  });
});

describe('the record floor of a work-seeker (Schedule 4)', () => {
  it('keeps an application past its 12 months while the person was served within the year (an introduction): held the day before, removed the day after', async () => {
    const personId = await oldApplication('person-floor');
    await introduction(personId, null, T0);
    expect((await runRetention(t.db, { now: dayBefore })).applications).toBe(0);
    expect(await counts()).toMatchObject({ applications: 1, introductions: 1, people: 1 });
    expect(await runRetention(t.db, { now: dayAfter })).toMatchObject({ applications: 1, introductions: 1, people: 1 });
    expect(await counts()).toMatchObject({ applications: 0, introductions: 0, people: 0 });
  });

  it('keeps an application while a registration of the person is under a year old', async () => {
    // The same address: the registration is the same person's (attach_person).
    await oldApplication('registered');
    await t.db
      .insertInto('registrations')
      .values({ firstName: 'Reg', lastName: 'Istered', email: 'registered@example.com', phone: '+447700900123', createdAt: T0 })
      .execute();
    expect((await runRetention(t.db, { now: dayBefore })).applications).toBe(0);
    expect((await runRetention(t.db, { now: dayAfter })).applications).toBe(1);
    // The registration, without a keep-my-details consent, goes 12 months after it was made (people.md), its person with it.
    expect(await counts()).toMatchObject({ applications: 0, people: 0 });
  });

  it('keeps an introduction a year from its last step, and its person with it', async () => {
    const personId = await oldApplication('introduced');
    await t.db.deleteFrom('applications').execute();
    await introduction(personId, null, T0);
    expect((await runRetention(t.db, { now: dayBefore })).introductions).toBe(0);
    expect(await counts()).toMatchObject({ introductions: 1, people: 1 });
    expect((await runRetention(t.db, { now: dayAfter })).introductions).toBe(1);
    expect(await counts()).toMatchObject({ introductions: 0, people: 0 });
  });

  it('says in a dry run which rule keeps each kind', async () => {
    const report = describeReport(await runRetention(t.db, { now: dayBefore, dryRun: true }));
    expect(report).toMatch(/introductions .*kept by the record floor \(a year from creation and from the last service, regulation 29\)/);
    expect(report).toMatch(/unsuccessful or inactive applications .*kept by the record floor/);
    expect(report).toMatch(/registrations whose keep-my-details consent ended unrenewed, or never given over 12 months/);
  });
});
