/** What the office reads about LinkedIn in the dashboard (sharing itself: LINKEDIN_SHARE_TEXT in admin.ts). */

/** What the dashboard says when LinkedIn is not connected (no token and author set: see the LINKEDIN_* settings in docs/configuration.md). */
export const LINKEDIN_NOT_CONNECTED =
  'Posting to LinkedIn is not available: LinkedIn is not connected to this site yet. Whoever looks after the website can connect the company page.';
