import * as z from 'zod';
import { commentSchema, type CommentInput } from './schema';

/** An id as a form sends it: digits become the number; anything else is left for the schema to refuse. */
const formId = (value: string | undefined) => (value !== undefined && /^\d{1,10}$/.test(value) ? Number(value) : value);

/**
 * A comment as a browser's own form sends it (the no-JavaScript comments page): every field as text, the
 * post and the comment replied to as ids in text, no parent as ''. Turned into the JSON body's shape (the
 * values unchecked, hence the cast), then checked by the same rules. Server only: the island sends JSON.
 */
export const commentFormSchema = z
  .record(z.string(), z.string(), { error: 'Expected the comment form' })
  .transform(
    (fields) =>
      ({ ...fields, blogPostId: formId(fields.blogPostId), parentId: fields.parentId ? formId(fields.parentId) : null }) as CommentInput,
  )
  .pipe(commentSchema);
