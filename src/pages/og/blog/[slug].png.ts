import type { APIRoute, GetStaticPaths } from 'astro';
import { listPublishedPosts, type PublicPost } from '../../../blog/queries';
import { getDb } from '../../../db/client';
import { postCard } from '../../../share-cards/cards';
import { shareCardResponse } from '../../../share-cards/response';

/** Each post page's share card, /og/blog/{slug}.png, built from the posts the post pages are built from. */
export const getStaticPaths = (async () => {
  const posts = await listPublishedPosts(getDb());
  return posts.map((post) => ({ params: { slug: post.slug }, props: { post } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => shareCardResponse(postCard((props as { post: PublicPost }).post));
