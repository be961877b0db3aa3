import { sql, type Kysely } from 'kysely';
import type { BlogPost, Database } from '../db/schema';

/** What a visitor may see of a post: every column but the internal claim of a LinkedIn posting under way. */
export type PublicPost = Omit<BlogPost, 'linkedinPostingSince'>;

// Typed as every key of PublicPost, so a new column must be named here (or in the Omit above).
const PUBLIC_COLUMNS = Object.keys({
  id: true,
  title: true,
  slug: true,
  content: true,
  category: true,
  author: true,
  excerpt: true,
  publishedAt: true,
  linkedinPosted: true,
  linkedinPostUrl: true,
  blueskyPosted: true,
  blueskyPostUrl: true,
  facebookPosted: true,
  facebookPostUrl: true,
  createdAt: true,
  updatedAt: true,
} satisfies Record<keyof PublicPost, true>) as (keyof PublicPost)[];

/**
 * Posts a visitor may see: published, with a publication time that has come. A post without
 * publishedAt, or dated in the future, is a draft everywhere (pages, API, sitemap, feed, comments).
 */
function publishedPosts(db: Kysely<Database>) {
  return db
    .selectFrom('blogPosts')
    .select(PUBLIC_COLUMNS)
    .where('publishedAt', 'is not', null)
    .where('publishedAt', '<=', sql<Date>`now()`);
}

/** Published posts, newest first. */
export function listPublishedPosts(db: Kysely<Database>): Promise<PublicPost[]> {
  return publishedPosts(db).orderBy('publishedAt', 'desc').orderBy('id', 'desc').execute();
}

/** One published post by its slug, or undefined. */
export function findPublishedPostBySlug(db: Kysely<Database>, slug: string): Promise<PublicPost | undefined> {
  return publishedPosts(db).where('slug', '=', slug).executeTakeFirst();
}

/** One published post by its id, or undefined (comments may only be read and written on these). */
export function findPublishedPostById(db: Kysely<Database>, id: number): Promise<PublicPost | undefined> {
  return publishedPosts(db).where('id', '=', id).executeTakeFirst();
}
