/** Reading speed (spec 9). */
export const WORDS_PER_MINUTE = 200;

/** Words in a text: runs of non-whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read a text: its word count over 200, rounded up (at least 1 for a text with any words). */
export function readTimeMinutes(text: string): number {
  return Math.ceil(countWords(text) / WORDS_PER_MINUTE);
}
