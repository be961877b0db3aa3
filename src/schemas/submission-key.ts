// zod/mini: the forms' islands ship this schema to the browser.
import * as z from 'zod/mini';

/**
 * A key a form makes once for each thing it sends and sends again with a retry: when the answer to the
 * first attempt was lost (a dropped connection), the retry finds what was stored instead of storing it
 * twice. Optional: a browser's own form (no JavaScript) sends none.
 */
export const submissionKeyField = z.optional(z.uuid('Invalid submission key'));

/** A new key for a form's next submission; none where the browser cannot make one (no secure context). */
export const newSubmissionKey = (): string | undefined => globalThis.crypto?.randomUUID?.();
