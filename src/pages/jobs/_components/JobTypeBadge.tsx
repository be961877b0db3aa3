import type { JobType } from '../../../config/choices';

const styles: Record<JobType, string> = {
  'Full-time': 'bg-emerald-100 text-emerald-900',
  'Part-time': 'bg-amber-100 text-amber-900',
  Contract: 'bg-sky-100 text-sky-900',
  Remote: 'bg-violet-100 text-violet-900',
};

/** A job's type, as a coloured badge: one line ("Full-time" never breaks at its hyphen) that a long title beside it cannot squeeze. */
export function JobTypeBadge({ type }: { type: JobType }) {
  return (
    <span className={`inline-block shrink-0 rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${styles[type]}`}>{type}</span>
  );
}
