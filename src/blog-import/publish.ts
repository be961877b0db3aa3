import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import { createPost, SlugTakenError } from '../blog/posts';
import { isPublished } from '../blog/publication';
import { slugify, uniqueSlug } from '../blog/slug';
import { site } from '../config/site';
import { isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/schema';
import { blogPostSchema, type BlogPostData } from '../schemas/blog-post';
import { RESULT_MARK, type BlogPreviewItem, type PublishDetails } from '../schemas/word-upload';
import { formatDate } from '../utils/dates';
import { firstCharacters } from '../utils/truncate';
import { titleProblem } from './import';

/**
 * Writes imported posts as published, each in its own statement (its own transaction: one post that
 * fails leaves the others written), and reports a line per post. Every post is checked again with the
 * same schema as any post (a previewed list comes back from the browser and is not trusted); a slug taken
 * meanwhile gets the next numbered suffix. A post already there with the same title and content is not
 * written again, so publishing a list twice (a retry after a lost answer, a second tab) makes no
 * duplicates; it counts as published only when it is live (an admin may have made it a draft or scheduled
 * it since, and that choice stands). A database outage fails the whole request (503), and a retry picks up
 * where it stopped.
 */

/** Slugs in use (for estimating the slugs of a preview and choosing free ones). */
export async function takenSlugs(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('blogPosts').select('slug').execute()).map((r) => r.slug));
}

const SLUG_ATTEMPTS = 5;

type Draft = Pick<BlogPreviewItem, 'title' | 'category' | 'content' | 'excerpt'> & { estimatedSlug?: string };

/** The post a draft was written as, or found already there as. */
interface WrittenPost {
  slug: string;
  publishedAt: Date | null;
  already: boolean;
}

/**
 * The result line of a post: '✓' when it is live at `now` (the public pages' rule), '⚠' for one already
 * there as a draft or scheduled (nothing failed, but it is not published).
 */
export function resultLine(label: string, post: WrittenPost, now: Date): string {
  const address = `/blog/${post.slug}`;
  if (!post.already) return `${RESULT_MARK.success} ${label} published at ${address}`;
  if (post.publishedAt === null) return `${RESULT_MARK.warning} ${label} is already imported at ${address} as a draft`;
  if (!isPublished(post.publishedAt, now)) return `${RESULT_MARK.warning} ${label} is already imported at ${address}, scheduled for ${formatDate(post.publishedAt, 'long')}`;
  return `${RESULT_MARK.success} ${label} was already published at ${address}`;
}

/**
 * Writes one post unless a post with its title and content is already there (then names that one's slug).
 * The check and the write hold a lock on the title, so two tabs publishing the same list at once cannot
 * both find it missing and write it twice (the second would otherwise take the next numbered slug).
 */
function publishOnce(db: Kysely<Database>, input: BlogPostData): Promise<WrittenPost> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`blog-import:${input.title}`}, 0))`.execute(trx);
    const existing = await trx.selectFrom('blogPosts').select(['slug', 'publishedAt']).where('title', '=', input.title).where('content', '=', input.content).executeTakeFirst();
    if (existing) return { ...existing, already: true };
    const { slug, publishedAt } = await createPost(trx, input);
    return { slug, publishedAt, already: false };
  });
}

/** Publishes drafts; `notes` are lines from the import (failed parts, warnings) put before the posts' lines. */
export async function publishDrafts(db: Kysely<Database>, drafts: readonly Draft[], notes: readonly string[] = [], now = new Date()): Promise<PublishDetails> {
  const lines = [...notes];
  let success = 0;
  let failed = notes.filter((n) => n.startsWith(RESULT_MARK.failure)).length;
  for (const draft of drafts) {
    const label = `'${firstCharacters(String(draft.title ?? '').trim(), 80) || 'Untitled'}'`;
    const problem = titleProblem(String(draft.title ?? '').trim());
    const parsed = z.safeParse(blogPostSchema, {
      title: draft.title,
      slug: draft.estimatedSlug || slugify(String(draft.title ?? '')),
      content: draft.content,
      excerpt: draft.excerpt,
      category: draft.category,
      author: site.recruitmentTeamName,
      publishedAt: now,
    });
    if (problem || !parsed.success) {
      failed++;
      lines.push(`${RESULT_MARK.failure} ${label}: ${problem ?? parsed.error!.issues[0].message}`);
      continue;
    }
    let input = parsed.data;
    for (let attempt = 1; ; attempt++) {
      try {
        const line = resultLine(label, await publishOnce(db, input), now);
        if (line.startsWith(RESULT_MARK.success)) success++;
        lines.push(line);
        break;
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        if (!(error instanceof SlugTakenError) || attempt >= SLUG_ATTEMPTS) {
          if (!(error instanceof SlugTakenError)) console.error('[blog-import] could not write a post:', error);
          failed++;
          lines.push(`${RESULT_MARK.failure} ${label}: ${error instanceof SlugTakenError ? error.message : 'it could not be saved'}`);
          break;
        }
        input = { ...input, slug: uniqueSlug(slugify(input.title), await takenSlugs(db)) };
      }
    }
  }
  return { success, failed, blogs: lines };
}
