import type { Kysely } from 'kysely';
import { site } from '../config/site';
import type { Database } from '../db/schema';
import { createArticlePost, LinkedInRefusedError, linkedinPostUrl, type LinkedInConfig } from './client';

/** Why a post was not shared; the API maps each kind to its status. */
export type LinkedInShareErrorKind = 'not-configured' | 'not-found' | 'draft' | 'already-posted';

export class LinkedInShareError extends Error {
  constructor(
    readonly kind: LinkedInShareErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'LinkedInShareError';
  }
}

/** A claim older than this belongs to a request that died mid-way (a function is stopped long before). */
export const STALE_CLAIM_MS = 2 * 60_000;

export interface ShareOptions {
  config: LinkedInConfig | undefined;
  /** The site's public origin (SITE_URL). */
  siteUrl?: string;
  now?: Date;
  fetch?: typeof fetch;
}

/** The site's public origin, without a trailing slash. */
export const siteOrigin = (env: Record<string, string | undefined> = process.env) => (env.SITE_URL || site.website).replace(/\/+$/, '');

/**
 * Shares a published post on LinkedIn once: the post is claimed in one conditional update (so of two
 * concurrent requests only one reaches LinkedIn), then marked posted with its LinkedIn URL (none when
 * LinkedIn did not say it), or released when LinkedIn refuses so it can be tried again. When no answer
 * came back the claim is kept, so the post cannot be sent again until the claim is stale.
 */
export async function shareOnLinkedIn(db: Kysely<Database>, id: number, { config, siteUrl = siteOrigin(), now = new Date(), fetch: fetcher }: ShareOptions): Promise<{ linkedinPosted: true; linkedinPostUrl: string | null }> {
  const post = await db.selectFrom('blogPosts').select(['id', 'title', 'slug', 'excerpt', 'publishedAt', 'linkedinPosted', 'linkedinPostUrl']).where('id', '=', id).executeTakeFirst();
  if (!post) throw new LinkedInShareError('not-found', 'Blog post not found');
  if (!config) throw new LinkedInShareError('not-configured', 'LinkedIn is not configured');
  if (!post.publishedAt || new Date(post.publishedAt) > now) throw new LinkedInShareError('draft', 'Only a published post can be posted to LinkedIn');
  if (post.linkedinPosted) throw new LinkedInShareError('already-posted', 'This post has already been posted to LinkedIn');

  const claimed = await db
    .updateTable('blogPosts')
    .set({ linkedinPostingSince: now })
    .where('id', '=', id)
    .where('linkedinPosted', '=', false)
    .where((eb) => eb.or([eb('linkedinPostingSince', 'is', null), eb('linkedinPostingSince', '<', new Date(now.getTime() - STALE_CLAIM_MS))]))
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new LinkedInShareError('already-posted', 'This post is already being posted to LinkedIn');

  let urn: string | null;
  try {
    urn = await createArticlePost(
      config,
      {
        commentary: post.excerpt ? `${post.title}\n\n${post.excerpt}` : post.title,
        url: `${siteUrl}/blog/${post.slug}`,
        title: post.title,
        description: post.excerpt ?? '',
      },
      fetcher,
    );
  } catch (error) {
    if (!(error instanceof LinkedInRefusedError && error.mayHavePosted)) {
      await db.updateTable('blogPosts').set({ linkedinPostingSince: null }).where('id', '=', id).execute();
    }
    throw error;
  }
  const url = urn ? linkedinPostUrl(urn) : null;
  await db.updateTable('blogPosts').set({ linkedinPosted: true, linkedinPostUrl: url, linkedinPostingSince: null }).where('id', '=', id).execute();
  return { linkedinPosted: true, linkedinPostUrl: url };
}
