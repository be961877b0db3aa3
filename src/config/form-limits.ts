/** Limits of the public forms that their texts state: the schemas enforce them, src/texts/forms.ts says them. */

/** The largest CV accepted, in MB. */
export const CV_MAX_MB = 5;
/** The shortest comment accepted, in characters. */
export const COMMENT_MIN_LENGTH = 10;
