import type { Kysely } from 'kysely';
import type { BlogPost, Database } from '../db/schema';
import type { ImportStatus } from '../schemas/word-upload';

/**
 * Which post already on the site an imported post is a version of: the one with its title, case and
 * spacing aside (a corrected document keeps its titles; its content changes). So a document imported
 * again updates or skips its posts instead of publishing them again under numbered addresses.
 */

/** A title as posts are matched by it: Unicode-normalised, one-spaced, trimmed, lower-case. */
export const titleKey = (title: string) => title.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export type ExistingPost = Pick<BlogPost, 'id' | 'title' | 'slug' | 'content' | 'category' | 'author' | 'publishedAt'>;

export interface ImportMatch {
  status: ImportStatus;
  /** The post there, for an unchanged or changed one. */
  post?: ExistingPost;
}

/**
 * How an imported post stands against the posts with its title (oldest first): 'unchanged' when one has
 * its title and content exactly, else 'changed' against the oldest (the first address; later ones are the
 * duplicates earlier imports made), else 'new'.
 */
export function importMatch(imported: { title: string; content: string }, sameTitle: readonly ExistingPost[]): ImportMatch {
  const same = sameTitle.find((post) => post.title === imported.title.trim() && post.content === imported.content.trim());
  if (same) return { status: 'unchanged', post: same };
  return sameTitle.length > 0 ? { status: 'changed', post: sameTitle[0] } : { status: 'new' };
}

/**
 * The posts titled like each of `titles`, oldest first, by title key. Titles are compared here rather than
 * in SQL, whose lower() leaves letters outside ASCII as they are under the C locale.
 */
export async function postsTitled(db: Kysely<Database>, titles: readonly string[]): Promise<Map<string, ExistingPost[]>> {
  const wanted = new Set(titles.map(titleKey));
  const ids = (await db.selectFrom('blogPosts').select(['id', 'title']).execute())
    .filter((p) => wanted.has(titleKey(p.title)))
    .map((p) => p.id);
  const byKey = new Map<string, ExistingPost[]>();
  if (ids.length === 0) return byKey;
  const posts = await db
    .selectFrom('blogPosts')
    .select(['id', 'title', 'slug', 'content', 'category', 'author', 'publishedAt'])
    .where('id', 'in', ids)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const post of posts) byKey.set(titleKey(post.title), [...(byKey.get(titleKey(post.title)) ?? []), post]);
  return byKey;
}

/**
 * The posts of a preview with their status. An unchanged or changed one shows the address and category of
 * the post there: skipping leaves both, and an update keeps both (the category may have been chosen by hand).
 */
export async function withStatuses<T extends { title: string; content: string; estimatedSlug: string; category: string }>(
  db: Kysely<Database>,
  posts: readonly T[],
): Promise<(T & { status: ImportStatus })[]> {
  const sameTitle = await postsTitled(
    db,
    posts.map((p) => p.title),
  );
  return posts.map((post) => {
    const { status, post: there } = importMatch(post, sameTitle.get(titleKey(post.title)) ?? []);
    return there ? { ...post, status, estimatedSlug: there.slug, category: there.category } : { ...post, status };
  });
}
