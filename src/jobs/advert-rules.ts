import { DEFAULT_WORKPLACE, type JobType, type Workplace } from '../config/choices';

/** What the rules read of a job as it is sent (the workplace may be left out, as spec 3's payload does). */
export interface AdvertFields {
  type: JobType;
  workplace?: Workplace;
}

/** The field errors of a job the advert rules refuse, by field; empty when it may be saved. */
export type AdvertProblems = Partial<Record<keyof AdvertFields, string>>;

export const REMOTE_TYPE_WORKPLACE = 'A job of the type Remote is worked remotely: choose Remote here, or another job type';

/** Where a job is done: as chosen, else remote for the type Remote and on-site for the others. */
export const workplaceOf = (job: AdvertFields): Workplace => job.workplace ?? (job.type === 'Remote' ? 'remote' : DEFAULT_WORKPLACE);

/** What keeps a job from being saved as it is. */
export function advertProblems(job: AdvertFields): AdvertProblems {
  return job.type === 'Remote' && workplaceOf(job) !== 'remote' ? { workplace: REMOTE_TYPE_WORKPLACE } : {};
}
