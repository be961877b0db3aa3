import type { Job } from '../db/schema';
import { jobDescriptionHtml } from './description-html';
import { jobRegion } from './region';
import { parseSalary } from './salary';

const EMPLOYMENT_TYPES: Record<Job['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Remote: 'FULL_TIME',
};

/** Google for Jobs `JobPosting` structured data for one job. */
export function jobPostingJsonLd(job: Job, pageUrl: string): Record<string, unknown> {
  const salary = parseSalary(job.salary);
  // Google's TELECOMMUTE is for jobs done wholly remotely: a hybrid job is listed at its place.
  const remote = job.workplace === 'remote';
  const region = remote ? undefined : jobRegion(job.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: job.company, value: String(job.id) },
    url: pageUrl,
    datePosted: new Date(job.postedAt).toISOString(),
    ...(job.expiresAt ? { validThrough: new Date(job.expiresAt).toISOString() } : {}),
    // Temporary work is TEMPORARY beside its hours (Google takes a list).
    employmentType:
      job.engagement && job.engagement !== 'permanent' ? [EMPLOYMENT_TYPES[job.type], 'TEMPORARY'] : EMPLOYMENT_TYPES[job.type],
    hiringOrganization: { '@type': 'Organization', name: job.company },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.location,
              ...(region ? { addressRegion: region } : {}),
              addressCountry: 'GB',
            },
          },
        }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'GBP',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.max === undefined ? { value: salary.min } : { minValue: salary.min, maxValue: salary.max }),
              unitText: salary.unit,
            },
          },
        }
      : {}),
    // Every job page has its own application form (#apply): applying happens on the page Google links to.
    directApply: true,
  };
}
