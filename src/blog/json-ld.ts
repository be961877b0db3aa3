import { site } from '../config/site';
import { postCardPath, SHARE_CARD_SIZE } from '../share-cards/cards';
import { postModifiedAt } from './modified-time';
import type { PublicPost } from './queries';

/** Google recommends a headline of at most 110 characters. */
const HEADLINE_MAX = 110;

/** The author as structured data: the agency's team is an Organization, anyone else a Person. */
function author(name: string, origin: string): Record<string, unknown> {
  if (name === site.recruitmentTeamName || name === site.name) return { '@type': 'Organization', name, url: origin };
  if (name === site.founder.name) return { '@type': 'Person', name, url: new URL('/team', origin).href, jobTitle: site.founder.role };
  return { '@type': 'Person', name };
}

/** `BlogPosting` structured data for a published post (Google's Article rich-result properties). */
export function blogPostingJsonLd(post: PublicPost, pageUrl: string, description: string): Record<string, unknown> {
  const origin = new URL(pageUrl).origin;
  const published = post.publishedAt ? new Date(post.publishedAt).toISOString() : undefined;
  const headline = post.title.length > HEADLINE_MAX ? `${post.title.slice(0, HEADLINE_MAX - 3).trimEnd()}...` : post.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    description,
    url: pageUrl,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    ...(published ? { datePublished: published } : {}),
    dateModified: postModifiedAt(post).toISOString(),
    // Google's Article recommendation: the post's share card, the image its page shows social sites.
    image: [{ '@type': 'ImageObject', url: new URL(postCardPath(post.slug), origin).href, ...SHARE_CARD_SIZE }],
    author: [author(post.author, origin)],
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: origin,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
    },
    articleSection: post.category,
    keywords: post.category,
    inLanguage: 'en-GB',
  };
}
