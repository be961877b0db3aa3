import { useEffect } from 'react';
import { LoadingPlaceholder } from '../../../components/LoadingPlaceholder';
import { useApiLookup } from '../../../lib/use-api-lookup';
import { JobDetail, type JobView } from './JobDetail';
import { JobNotFound } from './JobNotFound';

/** GET /api/jobs/{id} for an address /jobs/{id}; nothing for anything else. */
function jobApiPath(pathname: string): string | undefined {
  const id = /^\/jobs\/([1-9]\d{0,9})\/?$/.exec(pathname)?.[1];
  return id ? `/api/jobs/${id}` : undefined;
}

/**
 * /jobs/{id} for an id the last build did not know (netlify.toml serves this page, with status 404): a job
 * published since is fetched from the API and shown in full; anything else shows 'Job Not Found'.
 */
export default function UnknownJob({ siteName }: { siteName: string }) {
  const lookup = useApiLookup<JobView>(jobApiPath);
  const job = lookup.status === 'found' ? lookup.item : undefined;
  useEffect(() => {
    if (job) document.title = `${job.title} at ${job.company}, ${job.location} | ${siteName}`;
  }, [job, siteName]);

  if (lookup.status === 'idle') return null;
  if (lookup.status === 'missing') return <JobNotFound />;
  return job ? <JobDetail job={job} /> : <LoadingPlaceholder label="Loading the job" className="max-w-6xl" />;
}
