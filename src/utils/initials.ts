/** Titles that come before a name without being part of it, e.g. the 'Dr' of 'Dr Hannah Whitcombe'. */
const TITLE = /^(Dr|Mr|Mrs|Ms|Miss|Prof)\.?$/i;

/**
 * Avatar initials (spec 9): the first letter of each of the name's first two words, upper-case. With
 * `skipTitles`, a title such as 'Dr' is not one of those words.
 */
export function initials(name: string, { skipTitles = false } = {}): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !(skipTitles && TITLE.test(word)))
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join('');
}
