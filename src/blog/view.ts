import type { PublicPost } from './queries';
import { readTimeMinutes } from './read-time';
import { postText, renderPostBody } from './render';

/** A published post with what its page shows beyond the stored fields: sanitised HTML and read time. */
export type RenderedPost = PublicPost & { contentHtml: string; readTimeMinutes: number };

/** The post page's data, the same for the prebuilt page and GET /api/blog/{slug}. */
export function renderPost(post: PublicPost): RenderedPost {
  return { ...post, contentHtml: renderPostBody(post.content), readTimeMinutes: readTimeMinutes(postText(post.content)) };
}
