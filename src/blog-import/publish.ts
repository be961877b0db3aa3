import { sql, type Kysely } from 'kysely';
import * as z from 'zod/mini';
import { createPost, SlugTakenError, updatePost } from '../blog/posts';
import { isPublished } from '../schemas/publication';
import { slugify, uniqueSlug } from '../schemas/slug';
import { site } from '../config/site';
import { isDatabaseUnavailable } from '../db/errors';
import type { BlogPost, Database } from '../db/schema';
import { blogPostSchema, type BlogPostData } from '../schemas/blog-post';
import { RESULT_MARK, type BlogPreviewItem, type ExistingPostChoice, type PublishDetails } from '../schemas/word-upload';
import { formatDate } from '../utils/dates';
import { firstCharacters } from '../utils/truncate';
import { importMatch, postsTitled, titleKey } from './existing';
import { titleProblem } from './import';

/**
 * Writes imported posts, each in its own transaction (one post that fails leaves the others written), and
 * reports a line per post. A post already there under its title (existing.ts) is not written again: one
 * with the same title and content is skipped, so publishing a list twice (a retry after a lost answer, a
 * second tab) makes no duplicates; a changed one updates the post there when the admin chose so in the
 * preview (its address, category, author, publication and comments kept) and is skipped otherwise. Every
 * post is checked again with the same schema as any post (a previewed list comes back from the browser and
 * is not trusted), and matched again here (the site may have changed since the preview); a new post's slug
 * taken meanwhile gets the next numbered suffix. A database outage fails the whole request (503), and a
 * retry picks up where it stopped.
 */

/** Slugs in use (for estimating the slugs of a preview and choosing free ones). */
export async function takenSlugs(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('blogPosts').select('slug').execute()).map((r) => r.slug));
}

const SLUG_ATTEMPTS = 5;

type Draft = Pick<BlogPreviewItem, 'title' | 'category' | 'content' | 'excerpt'> & {
  estimatedSlug?: string;
  onExisting?: ExistingPostChoice;
};

/** What became of a post: written new, written over the post there, or that post left as it is. */
type Outcome =
  | { kind: 'added' | 'updated' | 'unchanged'; post: WrittenPost }
  /** A changed post left as it is: `chosen` when the admin chose to skip it, not when nobody was asked. */
  | { kind: 'kept'; post: WrittenPost; chosen: boolean };

type WrittenPost = Pick<BlogPost, 'slug' | 'publishedAt'>;

/** ' (still a draft)' or ' (still scheduled for ...)' for a post not live at `now`, else ''. */
function notLive(publishedAt: Date | null, now: Date): string {
  if (publishedAt === null) return ' (still a draft)';
  return isPublished(publishedAt, now) ? '' : ` (still scheduled for ${formatDate(publishedAt, 'long')})`;
}

/**
 * The result line of a post. '✓' for one written; '–' for one skipped; '⚠' for one that may not be as the
 * admin expects: already there as a draft or scheduled (not published), or changed but not updated because
 * nobody chose to (Upload & Publish Directly has no preview to ask in).
 */
export function resultLine(label: string, outcome: Outcome, now: Date): string {
  const address = `/blog/${outcome.post.slug}`;
  const { publishedAt } = outcome.post;
  switch (outcome.kind) {
    case 'added':
      return `${RESULT_MARK.success} ${label} published at ${address}`;
    case 'updated':
      return `${RESULT_MARK.success} ${label} updated at ${address}${notLive(publishedAt, now)}`;
    case 'kept':
      return outcome.chosen
        ? `${RESULT_MARK.skipped} ${label} skipped: the post at ${address} was left as it is`
        : `${RESULT_MARK.warning} ${label} differs from the post at ${address}, which was left as it is: preview the document to update it`;
    case 'unchanged':
      if (publishedAt === null) return `${RESULT_MARK.warning} ${label} is already imported at ${address} as a draft`;
      if (!isPublished(publishedAt, now))
        return `${RESULT_MARK.warning} ${label} is already imported at ${address}, scheduled for ${formatDate(publishedAt, 'long')}`;
      return `${RESULT_MARK.skipped} ${label} was already published at ${address}, unchanged: skipped`;
  }
}

/**
 * Writes one post as its match says (existing.ts). The match and the write hold a lock on the title, so
 * two tabs publishing the same list at once cannot both find it missing and write it twice.
 */
function publishOne(db: Kysely<Database>, input: BlogPostData, choice: ExistingPostChoice | undefined): Promise<Outcome> {
  return db.transaction().execute(async (trx) => {
    const key = titleKey(input.title);
    await sql`select pg_advisory_xact_lock(hashtextextended(${`blog-import:${key}`}, 0))`.execute(trx);
    const { status, post } = importMatch(input, (await postsTitled(trx, [input.title])).get(key) ?? []);
    if (status === 'new' || !post) return { kind: 'added', post: await createPost(trx, input) };
    if (status === 'unchanged') return { kind: 'unchanged', post };
    if (choice !== 'update') return { kind: 'kept', post, chosen: choice === 'skip' };
    const updated = await updatePost(trx, post.id, {
      ...input,
      slug: post.slug,
      author: post.author,
      category: undefined,
      publishedAt: undefined,
    });
    // Deleted since it was matched (a delete takes no lock on the title): the post is new after all.
    return updated ? { kind: 'updated', post: updated } : { kind: 'added', post: await createPost(trx, input) };
  });
}

/** Publishes drafts; `notes` are lines from the import (failed parts, warnings) put before the posts' lines. */
export async function publishDrafts(
  db: Kysely<Database>,
  drafts: readonly Draft[],
  notes: readonly string[] = [],
  now = new Date(),
): Promise<PublishDetails> {
  const lines = [...notes];
  const counts = { added: 0, updated: 0, skipped: 0, failed: notes.filter((n) => n.startsWith(RESULT_MARK.failure)).length };
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
      counts.failed++;
      lines.push(`${RESULT_MARK.failure} ${label}: ${problem ?? parsed.error!.issues[0].message}`);
      continue;
    }
    let input = parsed.data;
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await publishOne(db, input, draft.onExisting);
        counts[outcome.kind === 'added' || outcome.kind === 'updated' ? outcome.kind : 'skipped']++;
        lines.push(resultLine(label, outcome, now));
        break;
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        if (!(error instanceof SlugTakenError) || attempt >= SLUG_ATTEMPTS) {
          if (!(error instanceof SlugTakenError)) console.error('[blog-import] could not write a post:', error);
          counts.failed++;
          lines.push(`${RESULT_MARK.failure} ${label}: ${error instanceof SlugTakenError ? error.message : 'it could not be saved'}`);
          break;
        }
        input = { ...input, slug: uniqueSlug(slugify(input.title), await takenSlugs(db)) };
      }
    }
  }
  return { success: counts.added + counts.updated, ...counts, blogs: lines };
}
