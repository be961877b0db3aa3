/** The form of a post's slug: lower-case letters and digits in runs joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Path segments under /blog that are pages of their own, so no post may take them as its slug
 * (/blog/category/{c} lists a category; /blog/not-found is the screen for unknown slugs).
 */
export const RESERVED_SLUGS: readonly string[] = ['category', 'not-found'];

/** Lower-case Latin letters that no decomposition takes to a base letter, as English spells them. */
const LETTERS_SPELLED_OUT: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const SPELLED_OUT = new RegExp(`[${Object.keys(LETTERS_SPELLED_OUT).join('')}]`, 'g');

/**
 * A slug from a title (spec 4): accents folded to their base letters ("Café" is `cafe`, not `caf`), then
 * lower-case, each run of non-alphanumerics one hyphen, none at the ends.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(SPELLED_OUT, (letter) => LETTERS_SPELLED_OUT[letter])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a path segment can be a post's slug (well formed and not one of the reserved pages). */
export function isPostSlug(value: string): boolean {
  return SLUG_PATTERN.test(value) && !RESERVED_SLUGS.includes(value);
}

/** The URL segment of a category: /blog/category/{categorySlug}. */
export const categorySlug = slugify;

/**
 * A slug like `base` that no post has: `base` itself, else `base-2`, `base-3`... (a reserved or empty one
 * counts as taken; an empty base becomes 'post').
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'post';
  const free = (slug: string) => isPostSlug(slug) && !taken.has(slug);
  if (free(root)) return root;
  for (let n = 2; ; n++) if (free(`${root}-${n}`)) return `${root}-${n}`;
}
