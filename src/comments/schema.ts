// zod/mini: the comment form's island ships this schema to the browser.
import * as z from 'zod/mini';
import { emailField, optionalText, personName, tooLong } from '../schemas/application';
import { MAX_RECORD_ID } from '../schemas/record-id';
import { submissionKeyField } from '../schemas/submission-key';
import { COMMENT_MIN_LENGTH } from '../config/form-limits';
import { COMMENT_MESSAGES } from '../texts/forms';

/** The longest each typed field may be: the schema refuses more, and the no-JavaScript form's inputs take no more. */
export const COMMENT_MAX_LENGTHS = { authorName: 100, authorWebsite: 300, content: 5000 } as const;

/** An http(s) address, or nothing (the field is optional). */
const websiteField = z.pipe(
  optionalText(COMMENT_MAX_LENGTHS.authorWebsite),
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
  authorName: personName(COMMENT_MESSAGES.name, COMMENT_MAX_LENGTHS.authorName),
  authorEmail: emailField,
  authorWebsite: websiteField,
  content: z
    .string({ error: COMMENT_MESSAGES.content })
    .check(z.trim(), z.minLength(COMMENT_MIN_LENGTH, COMMENT_MESSAGES.content), tooLong(COMMENT_MAX_LENGTHS.content)),
  /** Honeypot: people never see it; anything in it marks a bot. */
  website: z.optional(z.string()),
  submissionKey: submissionKeyField,
});

const id = z
  .number({ error: COMMENT_MESSAGES.post })
  .check(z.int(COMMENT_MESSAGES.post), z.positive(COMMENT_MESSAGES.post), z.lte(MAX_RECORD_ID, COMMENT_MESSAGES.post));

/** POST /api/comments (spec 7): the fields plus the post and, for a reply, the parent comment. */
export const commentSchema = z.extend(commentFieldsSchema, {
  blogPostId: id,
  parentId: z._default(
    z.nullable(z.number().check(z.int('Invalid reply'), z.positive('Invalid reply'), z.lte(MAX_RECORD_ID, 'Invalid reply'))),
    null,
  ),
});

export type CommentFieldsInput = z.input<typeof commentFieldsSchema>;
export type CommentFieldsData = z.output<typeof commentFieldsSchema>;
export type CommentInput = z.input<typeof commentSchema>;
