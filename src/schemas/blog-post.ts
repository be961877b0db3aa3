import * as z from 'zod/mini';
import { BLOG_CATEGORIES, choiceValues } from '../config/choices';
import { isPostSlug, SLUG_PATTERN } from './slug';
import { optionalText, requiredText } from './application';
import { dateProblem, parseIsoDate } from './date-range';

export const BLOG_POST_MESSAGES = {
  slugFormat: 'Slug may contain only lower-case letters, numbers and single hyphens',
  slugReserved: 'This slug is reserved for a page of the blog; please choose another',
  category: 'Please choose a category',
  publishedAt: 'Published date must be a valid date and time',
} as const;

/**
 * A blog post as the admin form and the admin API send it (spec 3 and 5), shared by both. `publishedAt`
 * empty or null keeps the post a draft; the API's create sets it to the current time (spec 7). Without
 * `category` a new post gets the default one and an edit keeps the post's own (src/blog/posts.ts): no
 * default here, since the form sets its own (BLOG_FORM_DEFAULT_CATEGORY, spec 9).
 */
export const blogPostSchema = z.object({
  title: requiredText('Title is required', 200),
  slug: z.string({ error: 'Slug is required' }).check(
    z.trim(),
    z.minLength(1, 'Slug is required'),
    z.maxLength(200, 'Must be 200 characters or fewer'),
    z.regex(SLUG_PATTERN, BLOG_POST_MESSAGES.slugFormat),
    z.refine((slug) => !SLUG_PATTERN.test(slug) || isPostSlug(slug), BLOG_POST_MESSAGES.slugReserved),
  ),
  content: requiredText('Content is required', 200_000),
  excerpt: optionalText(500),
  category: z.optional(z.enum(choiceValues(BLOG_CATEGORIES), { error: BLOG_POST_MESSAGES.category })),
  author: requiredText('Author is required', 100),
  publishedAt: z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.date()]))),
    z.transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return value === undefined ? undefined : null;
      const date = value instanceof Date ? value : parseIsoDate(value);
      const problem = dateProblem(date, BLOG_POST_MESSAGES.publishedAt);
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      return date;
    }),
  ),
});

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostData = z.output<typeof blogPostSchema>;
