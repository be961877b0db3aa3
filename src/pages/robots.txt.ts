import type { APIRoute } from 'astro';
import { site } from '../config/site';

/**
 * robots.txt, pointing at the sitemap on the site's own origin (SITE_URL). The jobs feed is named in a
 * comment only: a Sitemap line must be a sitemap (sitemaps.org), and /jobs.xml is an aggregator's format.
 */
export const GET: APIRoute = ({ site: origin }) => {
  const at = (path: string) => new URL(path, origin ?? site.website).href;
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${at('/sitemap.xml')}\n# Open jobs for job aggregators: ${at('/jobs.xml')}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
