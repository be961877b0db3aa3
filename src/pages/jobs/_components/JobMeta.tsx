import { RelativeTime } from '../../../components/RelativeTime';
import type { Job } from '../../../db/schema';

/** Location, salary when there is one, and the relative posted time (cards and the job page). */
export function JobMeta({
  job,
  className = '',
}: {
  job: Pick<Job, 'location' | 'salary'> & { postedAt: Date | string };
  className?: string;
}) {
  return (
    <ul className={`mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-600 ${className}`}>
      <li>{job.location}</li>
      {job.salary && <li>{job.salary}</li>}
      <li>
        <RelativeTime date={job.postedAt} prefix="Posted" />
      </li>
    </ul>
  );
}
