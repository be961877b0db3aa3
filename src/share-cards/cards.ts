import type { Job } from '../db/schema';
import { SHARE_CARD_TEXT } from '../texts/share-cards';
import { site } from '../config/site';

/**
 * The share cards: the 1200x630 PNG images that social sites and chat apps show for a link to the site
 * (og:image, twitter:image) and that LinkedIn shares carry. Each job and each post has its own, made by the
 * build at its path (src/pages/og/); every other page shows the site-wide card.
 */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a card says: a small label above the title, the title, and a line below it. The brand is on every card. */
export interface ShareCardText {
  label: string;
  title: string;
  subtitle: string;
}

export interface ShareCard extends ShareCardText {
  /** Where the build writes it, from the site's root. */
  path: string;
  /** Its alternative text (og:image:alt, twitter:image:alt, LinkedIn's thumbnail alt text). */
  alt: string;
}

export const jobCardPath = (id: number) => `/og/jobs/${id}.png`;
export const postCardPath = (slug: string) => `/og/blog/${slug}.png`;

export function jobCard(job: Pick<Job, 'id' | 'title' | 'company' | 'location'>): ShareCard {
  return {
    path: jobCardPath(job.id),
    label: SHARE_CARD_TEXT.jobLabel,
    title: job.title,
    subtitle: `${job.company} · ${job.location}`,
    alt: SHARE_CARD_TEXT.jobAlt(job.title, job.company, job.location),
  };
}

export function postCard(post: { slug: string; title: string; category: string }): ShareCard {
  return {
    path: postCardPath(post.slug),
    label: SHARE_CARD_TEXT.postLabel,
    title: post.title,
    subtitle: post.category,
    alt: SHARE_CARD_TEXT.postAlt(post.title, post.category),
  };
}

export const defaultCard: ShareCard = {
  path: '/og/default.png',
  label: SHARE_CARD_TEXT.defaultLabel,
  title: site.name,
  subtitle: site.tagline,
  alt: SHARE_CARD_TEXT.defaultAlt,
};
