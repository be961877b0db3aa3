/**
 * A draft job from a confirmed brief (docs/decisions/employers.md): inactive, with what the brief says of
 * the role, linked to it so that publishing it rests on the employer's authority (regulation 27(2)).
 */
import type { Kysely } from 'kysely';
import type { AdminJob, Brief, Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { createJob } from '../jobs/manage';
import type { JobData } from '../schemas/job';
import { BRIEF_JOB_TEXT } from '../texts/employers';

/** The job a brief describes, as a draft: the company named, or described when the brief is confidential. */
export function draftJobFromBrief(brief: Brief, company: string): JobData {
  return {
    title: brief.roleTitle,
    company: brief.confidential ? BRIEF_JOB_TEXT.confidentialCompany : company,
    location: brief.location,
    type: brief.workplace === 'remote' ? 'Remote' : 'Full-time',
    workplace: brief.workplace,
    engagement: brief.engagement,
    minimumRequirements: brief.minimumRequirements,
    salary: BRIEF_JOB_TEXT.salary(brief.salaryMin, brief.salaryMax),
    description: brief.typeOfWork,
    requirements: brief.minimumRequirements,
    benefits: brief.benefits ?? undefined,
    applicationUrl: undefined,
    contactEmail: undefined,
    isActive: false,
    expiresAt: null,
    briefId: brief.id,
    authorityNote: undefined,
  };
}

/** Makes the draft job of a brief; not-found when there is no such brief. */
export async function createDraftJob(db: Kysely<Database>, briefId: number): Promise<AdminJob> {
  const brief = await db.selectFrom('briefs').selectAll().where('id', '=', briefId).executeTakeFirst();
  if (!brief) throw new DomainError('not-found', 'Brief not found');
  const { company } = await db.selectFrom('clients').select('company').where('id', '=', brief.clientId).executeTakeFirstOrThrow();
  return createJob(db, draftJobFromBrief(brief, company));
}
