import { choiceLabel, DEFAULT_WORKPLACE, WORKPLACES, type Engagement, type JobType, type Workplace } from '../config/choices';
import { site } from '../config/site';
import { JOB_ADVERT_TEXT } from '../texts/job-adverts';

/** What the rules read of a job as it is sent (the workplace may be left out, as spec 3's payload does). */
export interface AdvertFields {
  type: JobType;
  workplace?: Workplace;
  isActive: boolean;
  salary?: string | null;
  engagement?: Engagement | null;
  minimumRequirements?: string | null;
  /** The confirmed brief the job advertises, or the consultant's note of an instruction (regulation 27(2)). */
  briefId?: number | null;
  authorityNote?: string | null;
}

/** The field errors of a job the advert rules refuse, by field; empty when it may be saved. */
export type AdvertProblems = Partial<Record<'workplace' | 'engagement' | 'minimumRequirements' | 'authorityNote', string>>;

export const REMOTE_TYPE_WORKPLACE = 'A job of the type Remote is worked remotely: choose Remote here, or another job type';

/** Where a job is done: as chosen, else remote for the type Remote and on-site for the others. */
export const workplaceOf = (job: Pick<AdvertFields, 'type' | 'workplace'>): Workplace =>
  job.workplace ?? (job.type === 'Remote' ? 'remote' : DEFAULT_WORKPLACE);

/**
 * What keeps a job from being saved as it is. An active job is an advert, so it must say what regulation
 * 27 asks that the site cannot add itself: whether the work is permanent or temporary, and, when it gives
 * pay, the minimum experience, training or qualifications (its nature and location are the required title,
 * description and location). And an agency may advertise only with the employer's authority (regulation
 * 27(2)): a confirmed brief, or a note of an instruction taken by phone or email (docs/decisions/employers.md).
 * An inactive job is a draft and may lack them.
 */
export function advertProblems(job: AdvertFields): AdvertProblems {
  const problems: AdvertProblems = {};
  if (job.type === 'Remote' && workplaceOf(job) !== 'remote') problems.workplace = REMOTE_TYPE_WORKPLACE;
  if (job.isActive && !job.engagement) problems.engagement = JOB_ADVERT_TEXT.engagementMissing;
  if (job.isActive && job.salary && !job.minimumRequirements?.trim()) problems.minimumRequirements = JOB_ADVERT_TEXT.minimumMissing;
  if (job.isActive && !job.briefId && !job.authorityNote?.trim()) problems.authorityNote = JOB_ADVERT_TEXT.authorityMissing;
  return problems;
}

/** A stored job, as the advert statements read it. */
export interface AdvertJob {
  location: string;
  workplace: Workplace;
  salary: string | null;
  engagement: Engagement | null;
  minimumRequirements: string | null;
}

/**
 * The sentences regulation 27 asks of every advert, as each output (job page, JobPosting, feed) carries
 * them: the agency's full name; whether the work is permanent or temporary; and with pay, the location
 * and the minimum experience, training or qualifications. A job saved before these were asked lacks
 * what it was never given (it is listed in the dashboard to complete) rather than saying something false.
 */
export function advertStatements(job: AdvertJob): string[] {
  return [
    JOB_ADVERT_TEXT.advertisedBy(site.legalName),
    ...(job.engagement ? [JOB_ADVERT_TEXT.engagement[job.engagement]] : []),
    ...(job.salary ? [JOB_ADVERT_TEXT.location(job.location, choiceLabel(WORKPLACES, job.workplace))] : []),
    ...(job.salary && job.minimumRequirements ? [JOB_ADVERT_TEXT.minimumRequirements(job.minimumRequirements)] : []),
  ];
}
