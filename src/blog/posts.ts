import type { Kysely } from 'kysely';
import { deleteCommentThreads } from '../comments/moderation';
import { DEFAULT_BLOG_CATEGORY } from '../config/choices';
import { refuseIfStillThere, unchangedSince } from '../db/edit-version';
import { paginate, type Page, type PageRequest } from '../db/page';
import type { BlogPost, Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import type { BlogPostData } from '../schemas/blog-post';

/** Another post already has this slug (the database's unique constraint said so). */
export class SlugTakenError extends DomainError {
  constructor(readonly slug: string) {
    const message = `A post with the slug '${slug}' already exists`;
    super('conflict', message, {
      publicMessage: `${message}. Please choose another slug.`,
      errors: { slug: ['This slug is already used by another post'] },
    });
  }
}

/** PostgreSQL's unique_violation on blog_posts.slug, from any driver (pg, Neon, PGlite). */
function isSlugClash(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e || e.code !== '23505') return false;
  return e.constraint === undefined || String(e.constraint).includes('slug') || String(e.message ?? '').includes('slug');
}

async function mapSlugClash<T>(slug: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isSlugClash(error)) throw new SlugTakenError(slug);
    throw error;
  }
}

/** The columns a post's form sets (updatedAt is the trigger's; excerpt empty means none; category omitted is left as it is). */
function columns(input: BlogPostData) {
  return {
    title: input.title,
    slug: input.slug,
    content: input.content,
    excerpt: input.excerpt ?? null,
    ...(input.category !== undefined ? { category: input.category } : {}),
    author: input.author,
    ...(input.publishedAt !== undefined ? { publishedAt: input.publishedAt } : {}),
  };
}

/**
 * Every post, drafts included, newest first (the admin's list), one page at a time: each carries its whole
 * text for the edit form, so all of them at once would outgrow a function's answer (6 MB) in time.
 */
export function listAllPosts(db: Kysely<Database>, page: PageRequest): Promise<Page<BlogPost>> {
  return paginate(db.selectFrom('blogPosts').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc'), page);
}

/** Creates a post (in the default category when it has none, spec 3); throws SlugTakenError when the slug is in use. */
export function createPost(db: Kysely<Database>, input: BlogPostData): Promise<BlogPost> {
  return mapSlugClash(input.slug, () =>
    db
      .insertInto('blogPosts')
      .values({ category: DEFAULT_BLOG_CATEGORY, ...columns(input) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Updates a post; undefined when there is no such post; SlugTakenError when the new slug is in use. With
 * `version` (its updatedAt when the editor read it), only if it has not changed since (EditConflictError).
 */
export async function updatePost(db: Kysely<Database>, id: number, input: BlogPostData, version?: Date): Promise<BlogPost | undefined> {
  const post = await mapSlugClash(input.slug, () =>
    db
      .updateTable('blogPosts')
      .set(columns(input))
      .where('id', '=', id)
      .$if(version !== undefined, (qb) => qb.where(unchangedSince(version!)))
      .returningAll()
      .executeTakeFirst(),
  );
  if (!post && version) await refuseIfStillThere(db, 'blogPosts', id);
  return post;
}

/**
 * Deletes a post with its comments and the moderation digests quoting them (deleteCommentThreads: the
 * foreign key's cascade alone would leave the digests, with names and words, for no erasure to find);
 * false when there was none.
 */
export function deletePost(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const threads = await trx.selectFrom('comments').select('id').where('blogPostId', '=', id).where('parentId', 'is', null).execute();
    await deleteCommentThreads(
      trx,
      threads.map((t) => t.id),
    );
    const result = await trx.deleteFrom('blogPosts').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
