/**
 * An introduction with what interviews, offers and placements need of it: the candidate, the brief the
 * job was advertised from (if any) and its contact, and the agreement version that governs it
 * (docs/decisions/placements.md). Only the introductions ledger's core columns are read.
 */
import type { Kysely } from 'kysely';
import { currentAgreementVersion, findAgreementVersion } from '../agreements/versions';
import type { AgreementFigures } from '../config/agreement';
import type { Brief, Database, Introduction } from '../db/schema';
import { DomainError } from '../errors/domain-error';

export interface IntroductionFacts {
  introduction: Introduction;
  candidate: { name: string; email: string };
  /** The brief behind the job, when the job came from one. */
  brief: Brief | null;
  /** The brief's contact: who interviews, unless the shortlist names a reviewer. */
  contact: { name: string; email: string } | null;
}

export const INTRODUCTION_NOT_FOUND = 'Introduction not found';

export async function introductionFacts(db: Kysely<Database>, id: number): Promise<IntroductionFacts> {
  const introduction = await db.selectFrom('introductions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!introduction) throw new DomainError('not-found', INTRODUCTION_NOT_FOUND, { errors: { introductionId: [INTRODUCTION_NOT_FOUND] } });
  const person = await db
    .selectFrom('people')
    .select(['name', 'primaryEmail'])
    .where('id', '=', introduction.personId)
    .executeTakeFirstOrThrow();
  const brief = introduction.jobId
    ? ((await db
        .selectFrom('jobs')
        .innerJoin('briefs', 'briefs.id', 'jobs.briefId')
        .selectAll('briefs')
        .where('jobs.id', '=', introduction.jobId)
        .executeTakeFirst()) ?? null)
    : null;
  const contact = brief
    ? ((await db.selectFrom('clientContacts').select(['name', 'email']).where('id', '=', brief.contactId).executeTakeFirst()) ?? null)
    : null;
  return {
    introduction,
    candidate: { name: person.name || person.primaryEmail, email: person.primaryEmail },
    brief,
    contact,
  };
}

/**
 * The agreement version that governs an introduction: the one its brief was accepted on; else the client's
 * latest acceptance; else (an advert on an authority note, no client record) the version in force when the
 * candidate was introduced.
 */
export async function governingAgreement(
  db: Kysely<Database>,
  facts: Pick<IntroductionFacts, 'introduction' | 'brief'>,
): Promise<{ version: number; figures: AgreementFigures }> {
  const accepted =
    facts.brief?.agreementVersion ??
    (facts.introduction.clientId
      ? (
          await db
            .selectFrom('agreementAcceptances')
            .select('agreementVersion')
            .where('clientId', '=', facts.introduction.clientId)
            .orderBy('confirmedAt', 'desc')
            .executeTakeFirst()
        )?.agreementVersion
      : undefined);
  const version = accepted ? await findAgreementVersion(db, accepted) : await currentAgreementVersion(db, facts.introduction.createdAt);
  if (!version) throw new Error(`agreement version ${accepted} is missing`);
  return { version: version.version, figures: version.figures };
}

/** Moves the introduction on (its status and when it changed). */
export async function setIntroductionStatus(db: Kysely<Database>, id: number, status: Introduction['status'], now: Date): Promise<void> {
  await db.updateTable('introductions').set({ status, statusChangedAt: now }).where('id', '=', id).execute();
}
