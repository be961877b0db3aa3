import type { Kysely } from 'kysely';
import { postExcerpt } from '../blog/excerpt';
import { BLOG_POST_NOT_FOUND } from '../texts/not-found';
import { isPublished } from '../schemas/publication';
import { siteOrigin } from '../config/site-origin';
import type { Database } from '../db/schema';
import { DomainError, type RefusalKind } from '../errors/domain-error';
import { postCard } from '../share-cards/cards';
import { withRetries } from '../utils/retry';
import { createArticlePost, LinkedInRefusedError, linkedinPostUrl, uploadImage, type LinkedInConfig } from './client';

/** Why a post was not shared. */
export type LinkedInShareErrorReason = 'not-configured' | 'not-found' | 'draft' | 'no-card' | 'already-posted' | 'posted-unrecorded';

// A share LinkedIn published that could not be recorded is answered as LinkedIn's failures are (upstream, 502).
const REFUSAL_OF: Record<LinkedInShareErrorReason, RefusalKind> = {
  'not-configured': 'not-configured',
  'not-found': 'not-found',
  draft: 'invalid',
  'no-card': 'conflict',
  'already-posted': 'conflict',
  'posted-unrecorded': 'upstream',
};

export class LinkedInShareError extends DomainError {
  constructor(
    readonly reason: LinkedInShareErrorReason,
    message: string,
  ) {
    super(REFUSAL_OF[reason], message);
  }
}

/** A claim older than this belongs to a request that died mid-way (a function is stopped long before). */
export const STALE_CLAIM_MS = 2 * 60_000;

/** How long the site may take to send a post's share card. */
const CARD_TIMEOUT_MS = 5_000;

/** Waits before each further try at recording a post LinkedIn has published: a database blip may pass. */
const RECORD_RETRY_DELAYS_MS = [250, 500];

export interface ShareOptions {
  config: LinkedInConfig | undefined;
  /** The site's public origin (SITE_URL). */
  siteUrl?: string;
  now?: Date;
  fetch?: typeof fetch;
}

/**
 * Shares a published post on LinkedIn once, with its share card as the link's thumbnail (LinkedIn reads
 * nothing from the page for a post made through its API): the card is fetched from the site, the post is
 * claimed in one conditional update (so of two concurrent requests only one reaches LinkedIn), the card
 * uploaded to LinkedIn and the post made, then marked posted with its LinkedIn URL (none when
 * LinkedIn did not say it), or released when LinkedIn refuses so it can be tried again. When no answer
 * came back the claim is kept, so the post cannot be sent again until the claim is stale. When LinkedIn
 * published it but recording that keeps failing, the claim is kept for good.
 */
export async function shareOnLinkedIn(
  db: Kysely<Database>,
  id: number,
  { config, siteUrl = siteOrigin(), now = new Date(), fetch: fetcher }: ShareOptions,
): Promise<{ linkedinPosted: true; linkedinPostUrl: string | null }> {
  const post = await db
    .selectFrom('blogPosts')
    .select(['id', 'title', 'slug', 'category', 'excerpt', 'content', 'publishedAt', 'linkedinPosted', 'linkedinPostUrl'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!post) throw new LinkedInShareError('not-found', BLOG_POST_NOT_FOUND);
  if (!config) throw new LinkedInShareError('not-configured', 'LinkedIn is not configured');
  if (!isPublished(post.publishedAt, now)) throw new LinkedInShareError('draft', 'Only a published post can be posted to LinkedIn');
  if (post.linkedinPosted) throw new LinkedInShareError('already-posted', 'This post has already been posted to LinkedIn');
  // The card the page names as its og:image, as the last build made it: it exists once the page is live.
  const card = postCard(post);
  const cardPng = await fetchCard(`${siteUrl}${card.path}`, fetcher);

  const claimed = await db
    .updateTable('blogPosts')
    .set({ linkedinPostingSince: now })
    .where('id', '=', id)
    .where('linkedinPosted', '=', false)
    .where((eb) =>
      eb.or([eb('linkedinPostingSince', 'is', null), eb('linkedinPostingSince', '<', new Date(now.getTime() - STALE_CLAIM_MS))]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new LinkedInShareError('already-posted', 'This post is already being posted to LinkedIn');

  // The excerpt the site shows: the post's own, else the start of its text.
  const excerpt = postExcerpt(post);
  let urn: string | null;
  try {
    const image = await uploadImage(config, cardPng, fetcher);
    urn = await createArticlePost(
      config,
      {
        commentary: excerpt ? `${post.title}\n\n${excerpt}` : post.title,
        url: `${siteUrl}/blog/${post.slug}`,
        title: post.title,
        description: excerpt,
        thumbnail: { image, altText: card.alt },
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
  await recordPosted(db, id, url);
  return { linkedinPosted: true, linkedinPostUrl: url };
}

/**
 * The post's share card from the site. A post published since the last deploy has neither page nor card
 * yet: sharing waits for the rebuild rather than send LinkedIn a link that does not answer.
 */
async function fetchCard(url: string, fetcher: typeof fetch = fetch): Promise<Uint8Array<ArrayBuffer>> {
  const missing = (why: string) =>
    new LinkedInShareError(
      'no-card',
      `The post's share image (${url}) ${why}. It is published with the post's page when the site is rebuilt: try again once the site is updated.`,
    );
  let res: Response;
  try {
    res = await fetcher(url, { signal: AbortSignal.timeout(CARD_TIMEOUT_MS) });
  } catch (error) {
    throw missing(`could not be fetched (${(error as Error).message})`);
  }
  const type = res.headers.get('content-type') ?? 'no type';
  if (!res.ok || type.split(';')[0].trim() !== 'image/png') {
    await res.body?.cancel().catch(() => {});
    throw missing(`is not on the site yet (the site answered ${res.status}, ${type})`);
  }
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * Marks the post shared, trying again after a failure. Should every try fail, the claim is made permanent
 * ('infinity' is never stale) with the post's URL, as far as the database lets it, so that no later request
 * sends the post a second time, and the admin is told the post is live.
 */
async function recordPosted(db: Kysely<Database>, id: number, url: string | null): Promise<void> {
  try {
    await withRetries(
      () =>
        db
          .updateTable('blogPosts')
          .set({ linkedinPosted: true, linkedinPostUrl: url, linkedinPostingSince: null })
          .where('id', '=', id)
          .execute(),
      RECORD_RETRY_DELAYS_MS,
    );
  } catch (error) {
    console.error(`[linkedin] blog post ${id} was shared on LinkedIn (${url ?? 'no URL given'}) but could not be recorded:`, error);
    await db
      .updateTable('blogPosts')
      .set({ linkedinPostUrl: url, linkedinPostingSince: 'infinity' })
      .where('id', '=', id)
      .execute()
      .catch((pinError: unknown) => console.error(`[linkedin] nor could blog post ${id} be kept from being posted again:`, pinError));
    throw new LinkedInShareError(
      'posted-unrecorded',
      `The post was shared on LinkedIn${url ? ` (${url})` : ''}, but this site could not record that. Do not post it again: it shows as not posted until it is marked as posted in the database.`,
    );
  }
}
