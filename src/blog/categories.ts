import { BLOG_CATEGORIES } from '../config/choices';
import { categorySlug } from '../schemas/slug';

export interface CategoryLink {
  name: string;
  /** The category's page: /blog/category/{slug}. */
  href: string;
}

/** The distinct categories of the given posts, in the order of BLOG_CATEGORIES (others after, A to Z). */
export function distinctCategories(posts: readonly { category: string }[]): CategoryLink[] {
  const order = BLOG_CATEGORIES.map((c) => c.value as string);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...new Set(posts.map((p) => p.category))]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({ name, href: `/blog/category/${categorySlug(name)}` }));
}
