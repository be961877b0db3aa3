import { sql, type Kysely } from 'kysely';
import type { BlogPost, Database } from '../db/schema';

/**
 * Posts a visitor may see: published, with a publication time that has come. A post without
 * publishedAt, or dated in the future, is a draft everywhere (pages, API, sitemap, feed, comments).
 */
function publishedPosts(db: Kysely<Database>) {
  return db.selectFrom('blogPosts').selectAll().where('publishedAt', 'is not', null).where('publishedAt', '<=', sql<Date>`now()`);
}

/** Published posts, newest first. */
export function listPublishedPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  return publishedPosts(db).orderBy('publishedAt', 'desc').orderBy('id', 'desc').execute();
}

/** One published post by its slug, or undefined. */
export function findPublishedPostBySlug(db: Kysely<Database>, slug: string): Promise<BlogPost | undefined> {
  return publishedPosts(db).where('slug', '=', slug).executeTakeFirst();
}

/** One published post by its id, or undefined (comments may only be read and written on these). */
export function findPublishedPostById(db: Kysely<Database>, id: number): Promise<BlogPost | undefined> {
  return publishedPosts(db).where('id', '=', id).executeTakeFirst();
}
