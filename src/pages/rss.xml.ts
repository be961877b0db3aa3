import type { APIRoute } from 'astro';
import { postExcerpt } from '../blog/excerpt';
import { listPublishedPosts } from '../blog/queries';
import { rssFeed } from '../blog/rss';
import { site } from '../config/site';
import { getDb } from '../db/client';

/** The blog's RSS 2.0 feed of published posts, built once into /rss.xml. */
export const GET: APIRoute = async (context) => {
  const posts = await listPublishedPosts(getDb());
  const body = rssFeed(
    {
      title: `${site.name} Blog`,
      description: 'Career advice for psychology graduates moving into sales, business development and marketing.',
      origin: context.site ?? site.website,
    },
    posts.map((p) => ({
      title: p.title,
      slug: p.slug,
      category: p.category,
      author: p.author,
      description: postExcerpt(p),
      publishedAt: p.publishedAt!,
    })),
  );
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
