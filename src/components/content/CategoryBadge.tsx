import { badgeVariants } from '../ui/badge';

/** A post's category, as a badge (cards and the post page). */
export function CategoryBadge({ category }: { category: string }) {
  return <span className={badgeVariants({ tone: 'indigo', size: 'md' })}>{category}</span>;
}
