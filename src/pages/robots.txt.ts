import type { APIRoute } from 'astro';
import { site } from '../config/site';

/** robots.txt, pointing at the sitemap on the site's own origin (SITE_URL). */
export const GET: APIRoute = ({ site: origin }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin ?? site.website).href}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
