import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { cities } from '../data/cities';
import { getDb } from '../db/client';
import { listVisibleJobs } from '../jobs/queries';

// /blog and its posts join this list when the blog pages are built.
const staticPaths = [
  '/',
  '/team',
  '/jobs',
  '/career-quiz',
  '/career-resources',
  '/privacy-notice',
  '/terms-of-service',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Every public page, built once into /sitemap.xml. */
export const GET: APIRoute = async (context) => {
  const origin = context.site ?? new URL(site.website);
  const jobs = await listVisibleJobs(getDb());

  const entries: { path: string; lastmod?: Date }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...cities.map((city) => ({ path: `/areas/${city.key}` })),
    ...jobs.map((job) => ({ path: `/jobs/${job.id}`, lastmod: job.updatedAt ?? job.postedAt })),
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
