import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { createPost, SlugTakenError } from '../blog/posts';
import { slugify, uniqueSlug } from '../blog/slug';
import { site } from '../config/site';
import { isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/schema';
import { blogPostSchema } from '../schemas/blog-post';
import { RESULT_MARK, type BlogPreviewItem, type PublishDetails } from '../schemas/word-upload';
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

/** Publishes drafts; `notes` are lines from the import (failed parts, warnings) put before the posts' lines. */
export async function publishDrafts(db: Kysely<Database>, drafts: readonly Draft[], notes: readonly string[] = [], now = new Date()): Promise<PublishDetails> {
  const lines = [...notes];
  let success = 0;
  let failed = notes.filter((n) => n.startsWith(RESULT_MARK.failure)).length;
  for (const draft of drafts) {
    const label = `'${String(draft.title ?? '').trim().slice(0, 80) || 'Untitled'}'`;
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
    const existing = await db.selectFrom('blogPosts').select('slug').where('title', '=', input.title).where('content', '=', input.content).executeTakeFirst();
    if (existing) {
      success++;
      lines.push(`${RESULT_MARK.success} ${label} was already published at /blog/${existing.slug}`);
      continue;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        const post = await createPost(db, input);
        success++;
        lines.push(`${RESULT_MARK.success} ${label} published at /blog/${post.slug}`);
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
