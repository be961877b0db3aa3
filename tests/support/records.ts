import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IntroductionStatus } from '../../src/config/choices';
import type { Database } from '../../src/db/schema';
import { recordOffer } from '../../src/offers/offers';
import { createPlacement } from '../../src/placements/placements';

/**
 * Records of regulation 29 for a test: a hirer with a contact, a filled brief and its acceptance of agreement
 * version 1; an application; an introduction (tests/api/record-floors.test.ts, inspection-pack.test.ts).
 */
let clients = 0;

export async function insertClient(db: Kysely<Database>, createdAt: Date, lastServiceAt = createdAt) {
  const { id } = await db
    .insertInto('clients')
    .values({ company: `Hirer ${++clients}`, companyAddress: '1 High Street, Exeter EX1 1AA', createdAt, lastServiceAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contact = await db
    .insertInto('clientContacts')
    .values({
      clientId: id,
      name: 'Jane Doe',
      jobTitle: 'Head of Sales',
      email: `jane${id}@acme.example`,
      phone: '01392 000000',
      createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const brief = await db
    .insertInto('briefs')
    .values({
      clientId: id,
      contactId: contact.id,
      status: 'filled',
      roleTitle: 'Graduate Sales Executive',
      typeOfWork: 'Selling',
      engagement: 'permanent',
      startDate: '2025-04-01',
      location: 'Exeter',
      workplace: 'hybrid',
      hours: '37.5',
      salaryMin: 25000,
      salaryMax: 28000,
      minimumRequirements: 'A degree',
      healthAndSafetyRisks: 'None beyond an office',
      confidential: false,
      hires: 1,
      agreementVersion: 1,
      submittedAt: createdAt,
      confirmedAt: createdAt,
      statusChangedAt: lastServiceAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('agreementAcceptances')
    .values({
      clientId: id,
      contactId: contact.id,
      briefId: brief.id,
      agreementVersion: 1,
      sha256: createHash('sha256').update('v1').digest('hex'),
      signatureName: 'Jane Doe',
      authorityConfirmed: true,
      submittedAt: createdAt,
      confirmedAt: createdAt,
    })
    .execute();
  return id;
}

/** An unsuccessful application made and last changed at `at`; returns its person. */
export async function insertApplication(db: Kysely<Database>, label: string, at: Date) {
  const { personId } = await db
    .insertInto('applications')
    .values({
      firstName: label,
      lastName: 'Test',
      email: `${label}@example.com`,
      phone: '01392 000000',
      degree: 'bachelor',
      consent: true,
      status: 'unsuccessful',
      createdAt: at,
      statusChangedAt: at,
    })
    .returning('personId')
    .executeTakeFirstOrThrow();
  return personId;
}

export async function insertIntroduction(
  db: Kysely<Database>,
  personId: number,
  clientId: number | null,
  at: Date,
  status: IntroductionStatus = 'not-for-us',
) {
  const { id } = await db
    .insertInto('introductions')
    .values({ personId, clientId, roleTitle: 'Graduate Sales Executive', employerName: 'Acme', status, createdAt: at, statusChangedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * What follows an introduction: an interview (with the candidate's adjustments), an offer made by phone
 * with its terms, and a placement starting on `startDate` (its figures from the client's agreement).
 */
export async function insertFollowUps(
  db: Kysely<Database>,
  introductionId: number,
  { adjustments = 'A ground-floor room, please', startDate = '2027-01-04', now = new Date('2026-12-01T10:00:00Z') } = {},
) {
  await db
    .insertInto('interviews')
    .values({
      introductionId,
      slots: JSON.stringify(['2026-12-10T10:00', '2026-12-11T14:30']),
      mode: 'in-person',
      location: '1 High Street, Exeter',
      reviewerName: 'Jane Doe',
      reviewerEmail: 'jane@acme.example',
      chosenSlot: '2026-12-10T10:00',
      startsAt: new Date('2026-12-10T10:00:00Z'),
      uid: `interview-${introductionId}-${Date.now()}@example.com`,
      adjustments,
      slotTokenHash: createHash('sha256').update(`slot-${introductionId}-${Date.now()}`).digest('hex'),
    })
    .execute();
  const offer = { introductionId, byPhone: true, salary: 30000, startDate, benefits: 'Pension', noticePeriod: 'One month' };
  await recordOffer(db, offer as Parameters<typeof recordOffer>[1], { now });
  await createPlacement(db, { introductionId, startDate, firstYearSalary: 30000 }, { now });
}
