import { badgeVariants, type BadgeTone } from '../../../components/ui/badge';
import type { JobType } from '../../../config/choices';

const tones: Record<JobType, BadgeTone> = {
  'Full-time': 'emerald',
  'Part-time': 'amber',
  Contract: 'sky',
  Remote: 'violet',
};

/** A job's type, as a coloured badge: one line ("Full-time" never breaks at its hyphen) that a long title beside it cannot squeeze. */
export function JobTypeBadge({ type }: { type: JobType }) {
  return <span className={badgeVariants({ tone: tones[type], size: 'md', className: 'shrink-0 whitespace-nowrap' })}>{type}</span>;
}
