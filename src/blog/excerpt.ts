import { truncate } from '../utils/truncate';
import { postText } from './render';

/** Length of the excerpt made from the body when a post has none (spec 9). */
export const EXCERPT_FALLBACK_LENGTH = 200;

/** A post's excerpt, or its body's text cut at 200 characters (with '...' when cut). */
export function postExcerpt(post: { excerpt: string | null; content: string }): string {
  const own = post.excerpt?.trim();
  return own ? own : truncate(postText(post.content), EXCERPT_FALLBACK_LENGTH);
}
