// zod/mini: the comment form's island ships this schema to the browser.
import * as z from 'zod/mini';
import { emailField, optionalText, requiredText } from '../schemas/application';
import { submissionKeyField } from '../schemas/submission-key';

export const COMMENT_MIN_LENGTH = 10;

export const COMMENT_MESSAGES = {
  name: 'Name is required',
  content: 'Comment must be at least 10 characters',
  website: 'Website must be a web address starting with http:// or https://',
  post: 'Unknown blog post',
} as const;

/** An http(s) address, or nothing (the field is optional). */
const websiteField = z.pipe(
  optionalText(300),
  z.optional(
    z.string().check(
      z.refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
        } catch {
          return false;
        }
      }, COMMENT_MESSAGES.website),
    ),
  ),
);

/** The visitor-filled fields of a comment (spec 5), as the form validates them. */
export const commentFieldsSchema = z.object({
  authorName: requiredText(COMMENT_MESSAGES.name, 100),
  authorEmail: emailField,
  authorWebsite: websiteField,
  content: z.string({ error: COMMENT_MESSAGES.content }).check(
    z.trim(),
    z.minLength(COMMENT_MIN_LENGTH, COMMENT_MESSAGES.content),
    z.maxLength(5000, 'Must be 5000 characters or fewer'),
  ),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
  submissionKey: submissionKeyField,
});

const id = z.number({ error: COMMENT_MESSAGES.post }).check(z.int(COMMENT_MESSAGES.post), z.positive(COMMENT_MESSAGES.post), z.lte(2147483647, COMMENT_MESSAGES.post));

/** POST /api/comments (spec 7): the fields plus the post and, for a reply, the parent comment. */
export const commentSchema = z.extend(commentFieldsSchema, {
  blogPostId: id,
  parentId: z._default(z.nullable(z.number().check(z.int('Invalid reply'), z.positive('Invalid reply'), z.lte(2147483647, 'Invalid reply'))), null),
});

/** The comment form's labels, for the form and for naming a field on the no-JavaScript problem page. */
export const COMMENT_LABELS = { authorName: 'Name', authorEmail: 'Email', authorWebsite: 'Website (optional)', content: 'Comment' } as const;

/** What the visitor is told after sending (spec 7, 8), by the form or by the page a browser lands on. */
export const COMMENT_OUTCOME = {
  success: { title: 'Comment submitted!', description: 'Your comment has been submitted for review and will appear once approved.' },
  failure: { title: 'Error', fallback: 'Failed to submit comment' },
} as const;

export type CommentFieldsInput = z.input<typeof commentFieldsSchema>;
export type CommentFieldsData = z.output<typeof commentFieldsSchema>;
export type CommentInput = z.input<typeof commentSchema>;
export type CommentData = z.output<typeof commentSchema>;
