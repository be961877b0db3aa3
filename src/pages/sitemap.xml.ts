import type { APIRoute } from 'astro';
import { distinctCategories } from '../blog/categories';
import { postModifiedAt } from '../blog/modified-time';
import { listPublishedPosts } from '../blog/queries';
import { site } from '../config/site';
import { cities } from '../data/cities';
import { getDb } from '../db/client';
import { listVisibleJobs } from '../jobs/queries';
import { escapeXml } from '../utils/xml';

const staticPaths = ['/', '/team', '/jobs', '/blog', '/career-quiz', '/career-resources', '/privacy-notice', '/terms-of-service'];

/** Every public page, built once into /sitemap.xml. */
export const GET: APIRoute = async (context) => {
  const origin = context.site ?? new URL(site.website);
  const jobs = await listVisibleJobs(getDb());
  const posts = await listPublishedPosts(getDb());

  const entries: { path: string; lastmod?: Date }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...cities.map((city) => ({ path: `/areas/${city.key}` })),
    ...jobs.map((job) => ({ path: `/jobs/${job.id}`, lastmod: job.updatedAt ?? job.postedAt })),
    ...distinctCategories(posts).map((category) => ({ path: category.href })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: postModifiedAt(post) })),
  ];

  const urls = entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeXml(new URL(path, origin).href)}</loc>`;
      const mod = lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
      return `  <url>${loc}${mod}</url>`;
    })
    .join('\n');

  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
