import { RelativeTime } from '../../../components/RelativeTime';
import type { Job } from '../../../db/schema';
import { choiceLabel, WORKPLACES } from '../../../config/choices';

/**
 * Location, workplace (on the cards: the job page says it in its Quick Information), salary when there is
 * one, and the relative posted time.
 */
export function JobMeta({
  job,
  className = '',
  withWorkplace = false,
}: {
  job: Pick<Job, 'location' | 'salary'> & { postedAt: Date | string; workplace?: Job['workplace'] };
  className?: string;
  withWorkplace?: boolean;
}) {
  return (
    <ul className={`mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 ${className}`}>
      <li>{job.location}</li>
      {withWorkplace && job.workplace && <li>{choiceLabel(WORKPLACES, job.workplace)}</li>}
      {job.salary && <li>{job.salary}</li>}
      <li>
        <RelativeTime date={job.postedAt} prefix="Posted" />
      </li>
    </ul>
  );
}
