/**
 * When a post last changed as a reader sees it: its last edit, or its publication when that came later
 * (a post scheduled ahead goes live with no write of its own, and "modified" before "published" would
 * tell search engines nonsense).
 */
export function postModifiedAt(post: {
  updatedAt: Date | string | null;
  publishedAt: Date | string | null;
  createdAt: Date | string;
}): Date {
  const times = [post.updatedAt ?? post.createdAt, post.publishedAt].filter((t) => t !== null).map((t) => new Date(t));
  return new Date(Math.max(...times.map((t) => t.getTime())));
}
