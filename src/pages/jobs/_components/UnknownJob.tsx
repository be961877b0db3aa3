import { useEffect } from 'react';
import { LoadingPlaceholder } from '../../../components/LoadingPlaceholder';
import { useApiLookup } from '../../../lib/use-api-lookup';
import { JobDetail, type JobView } from './JobDetail';
import { jobApiPath } from './job-api-path';
import { JobNotFound } from './JobNotFound';

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
  return job ? <JobDetail job={job} applyHref="/#application" /> : <LoadingPlaceholder label="Loading the job" className="max-w-6xl" />;
}
