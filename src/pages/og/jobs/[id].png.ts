import type { APIRoute, GetStaticPaths } from 'astro';
import type { Job } from '../../../db/schema';
import { getDb } from '../../../db/client';
import { listVisibleJobs } from '../../../jobs/queries';
import { jobCard } from '../../../share-cards/cards';
import { shareCardResponse } from '../../../share-cards/response';

/** Each job page's share card, /og/jobs/{id}.png, built from the jobs the job pages are built from. */
export const getStaticPaths = (async () => {
  const jobs = await listVisibleJobs(getDb());
  return jobs.map((job) => ({ params: { id: String(job.id) }, props: { job } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => shareCardResponse(jobCard((props as { job: Job }).job));
