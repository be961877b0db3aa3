import type { Kysely } from 'kysely';
import type { IntroductionStatus } from '../../src/config/choices';
import type { Database } from '../../src/db/schema';
import { VALID_BRIEF } from './briefs';

let n = 0;

export interface TestIntroduction {
  introductionId: number;
  candidateEmail: string;
  contactEmail: string | null;
  jobId: number;
}

/**
 * An introduction row made directly (the introductions ledger's core columns only): a person, a job and,
 * unless `brief` is false (an advert on an authority note), a client with its contact and a confirmed brief
 * on agreement version `agreementVersion`.
 */
export async function insertIntroduction(
  db: Kysely<Database>,
  {
    brief = true,
    status = 'sent',
    agreementVersion = 1,
    briefFields = {},
  }: { brief?: boolean; status?: IntroductionStatus; agreementVersion?: number; briefFields?: Partial<typeof VALID_BRIEF> } = {},
): Promise<TestIntroduction> {
  const i = ++n;
  const candidateEmail = `candidate${i}.${Date.now()}@example.com`;
  const person = await db
    .insertInto('people')
    .values({ primaryEmail: candidateEmail, name: `Sam Candidate${i}`, firstContactAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  let clientId: number | null = null;
  let briefId: number | null = null;
  let contactEmail: string | null = null;
  if (brief) {
    const client = await db
      .insertInto('clients')
      .values({ company: `Acme ${i} ${Date.now()} Ltd`, companyAddress: VALID_BRIEF.companyAddress })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientId = client.id;
    contactEmail = `reviewer${i}@acme.example`;
    const contact = await db
      .insertInto('clientContacts')
      .values({ clientId, name: 'Jane Reviewer', jobTitle: 'Head of Sales', email: contactEmail, phone: VALID_BRIEF.phone })
      .returning('id')
      .executeTakeFirstOrThrow();
    const b = { ...VALID_BRIEF, ...briefFields };
    const row = await db
      .insertInto('briefs')
      .values({
        clientId,
        contactId: contact.id,
        roleTitle: b.roleTitle,
        typeOfWork: b.typeOfWork,
        engagement: b.engagement,
        startDate: b.startDate,
        duration: b.duration ?? null,
        location: b.location,
        workplace: b.workplace,
        hours: b.hours,
        salaryMin: Number(b.salaryMin),
        salaryMax: Number(b.salaryMax),
        benefits: b.benefits ?? null,
        payInterval: b.payInterval ?? null,
        noticePeriod: b.noticePeriod ?? null,
        minimumRequirements: b.minimumRequirements,
        expenses: b.expenses ?? null,
        healthAndSafetyRisks: b.healthAndSafetyRisks,
        confidential: false,
        hires: 1,
        agreementVersion,
        submittedAt: new Date(),
        confirmedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    briefId = row.id;
  }
  const job = await db
    .insertInto('jobs')
    .values({
      title: VALID_BRIEF.roleTitle,
      company: 'Acme Analytics Ltd',
      location: 'Exeter',
      type: 'Full-time',
      description: 'Sell.',
      requirements: 'A degree.',
      briefId,
      authorityNote: brief ? null : 'Instructed by phone by Jane Doe, Head of Sales, 3 Dec 2026',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const introduction = await db
    .insertInto('introductions')
    .values({ personId: person.id, jobId: job.id, clientId, roleTitle: VALID_BRIEF.roleTitle, employerName: 'Acme Analytics Ltd', status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { introductionId: introduction.id, candidateEmail, contactEmail, jobId: job.id };
}
