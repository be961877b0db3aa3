import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import { createPost, SlugTakenError } from '../blog/posts';
import { slugify, uniqueSlug } from '../blog/slug';
import { site } from '../config/site';
import { isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/schema';
import { blogPostSchema, type BlogPostData } from '../schemas/blog-post';
import { RESULT_MARK, type BlogPreviewItem, type PublishDetails } from '../schemas/word-upload';
import { firstCharacters } from '../utils/truncate';
import { titleProblem } from './import';

/**
 * Writes imported posts as published, each in its own statement (its own transaction: one post that
 * fails leaves the others written), and reports a line per post. Every post is checked again with the
 * same schema as any post (a previewed list comes back from the browser and is not trusted); a slug taken
 * meanwhile gets the next numbered suffix. A post already there with the same title and content is not
 * written again, so publishing a list twice (a retry after a lost answer, a second tab) makes no
 * duplicates; a database outage fails the whole request (503), and a retry picks up where it stopped.
 */

/** Slugs in use (for estimating the slugs of a preview and choosing free ones). */
export async function takenSlugs(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('blogPosts').select('slug').execute()).map((r) => r.slug));
}

const SLUG_ATTEMPTS = 5;

type Draft = Pick<BlogPreviewItem, 'title' | 'category' | 'content' | 'excerpt'> & { estimatedSlug?: string };

/**
 * Writes one post unless a post with its title and content is already there (then names that one's slug).
 * The check and the write hold a lock on the title, so two tabs publishing the same list at once cannot
 * both find it missing and write it twice (the second would otherwise take the next numbered slug).
 */
function publishOnce(db: Kysely<Database>, input: BlogPostData): Promise<{ slug: string; already: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`blog-import:${input.title}`}, 0))`.execute(trx);
    const existing = await trx.selectFrom('blogPosts').select('slug').where('title', '=', input.title).where('content', '=', input.content).executeTakeFirst();
    if (existing) return { slug: existing.slug, already: true };
    return { slug: (await createPost(trx, input)).slug, already: false };
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
        const { slug, already } = await publishOnce(db, input);
        success++;
        lines.push(`${RESULT_MARK.success} ${label} ${already ? 'was already published' : 'published'} at /blog/${slug}`);
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
