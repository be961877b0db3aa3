import { site } from '../config/site';

/**
 * The words of the share cards (the 1200x630 images social sites show for a link, src/share-cards/) and
 * their alternative texts, which say what the card says.
 */
export const SHARE_CARD_TEXT = {
  jobLabel: 'Job opening',
  postLabel: 'Career advice',
  /** The site-wide card, for every page without a card of its own. */
  defaultLabel: 'Recruitment in Exeter and across the UK',
  jobAlt: (title: string, company: string, location: string) => `${title}, ${company}, ${location}: a job with ${site.name}`,
  postAlt: (title: string, category: string) => `${title}, ${category}: from the ${site.name} blog`,
  defaultAlt: `${site.name}: ${site.tagline}`,
} as const;
