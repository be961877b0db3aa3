/** What a visitor is told for a job, blog post or city page the site does not have (spec 2). */

/** What a visitor is told for a job that does not exist, is not active or has expired (spec 2). */
export const JOB_NOT_FOUND_TEXT = {
  title: 'Job Not Found',
  description: "The job posting you're looking for doesn't exist or may have been removed.",
  /** The page's meta description. */
  pageDescription: "This job posting doesn't exist or may have been removed.",
} as const;

/** What a visitor is told for a post that does not exist or is not published (spec 2). */
export const POST_NOT_FOUND_TEXT = {
  title: 'Post Not Found',
  description: "The blog post you're looking for doesn't exist.",
  back: 'Back to Blog',
} as const;

/** The API's message for a post id or slug it has no (published) post for. */
export const BLOG_POST_NOT_FOUND = 'Blog post not found';

/** What a visitor is told for a city the site has no page for (spec 2). */
export const CITY_NOT_FOUND_TEXT = {
  title: 'Location Not Found',
  description: "We're sorry, but we don't have information for this location yet.",
  /** The page's meta description. */
  pageDescription: "We don't have information for this location yet.",
} as const;
