import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { getDb } from '../db/client';
import { jobsFeed } from '../jobs/feed';
import { listVisibleJobs } from '../jobs/queries';

/** The open jobs as the job aggregators' XML feed, built once into /jobs.xml with the job pages. */
export const GET: APIRoute = async (context) => {
  const jobs = await listVisibleJobs(getDb());
  const body = jobsFeed({ publisher: site.legalName, origin: context.site ?? site.website, builtAt: new Date() }, jobs);
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
