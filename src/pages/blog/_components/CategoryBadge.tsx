/** A post's category, as a badge (cards and the post page). */
export function CategoryBadge({ category }: { category: string }) {
  return <span className="inline-block rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-900">{category}</span>;
}
