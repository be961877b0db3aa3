import { isPostSlug } from '../../../schemas/slug';

/** GET /api/blog/{slug} for an address /blog/{slug}; nothing for anything else. */
export function postApiPath(pathname: string): string | undefined {
  const slug = /^\/blog\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug && isPostSlug(slug) ? `/api/blog/${slug}` : undefined;
}
