import { EXCERPT_LENGTH } from '../config/excerpts';
import { truncate } from '../utils/truncate';
import { postText } from './render';

/** A post's excerpt, or its body's text cut at EXCERPT_LENGTH characters (with '...' when cut). */
export function postExcerpt(post: { excerpt: string | null; content: string }): string {
  const own = post.excerpt?.trim();
  return own ? own : truncate(postText(post.content), EXCERPT_LENGTH);
}
