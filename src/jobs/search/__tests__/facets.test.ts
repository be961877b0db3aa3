import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKPLACE } from '../../../config/choices';
import { demoJobs } from '../../../db/seed-data/jobs';
import { annualSalary, jobFacets } from '../facets';

describe('annualSalary', () => {
  it.each([
    ['£24,000 - £28,000 + commission', 28000],
    ['£26,000 - £30,000 + uncapped commission', 30000],
    ['£24,000 base, OTE £35,000', 24000], // base pay, not on-target earnings
    ['£28k', 28000],
    ['£25-30k', 30000],
    // Hourly, daily and weekly pay is not a yearly salary: never compared with one.
    ['£13.50 per hour', undefined],
    ['£150 per day', undefined],
    ['£500 per week', undefined],
    ['£2,000 pcm', 24000],
    ['Competitive', undefined],
    ['OTE £40,000', undefined],
    ['£450', undefined], // no period and none clear from the amount
    ['', undefined],
    [null, undefined],
  ])('%j is %j a year', (salary, expected) => {
    expect(annualSalary(salary)).toBe(expected);
  });
});

describe('jobFacets', () => {
  it('reads the type, places, workplaces and salary of a job', () => {
    const facets = jobFacets({ location: 'Exeter', type: 'Full-time', workplace: 'on-site', salary: '£25,000 - £28,000' });
    expect(facets).toEqual({
      type: 'Full-time',
      places: ['exeter', 'south-west-england'],
      workplaces: ['on-site'],
      annualSalary: 28000,
    });
  });

  it('counts a job whose location says remote as remote too', () => {
    expect(jobFacets({ location: 'Exeter or remote', type: 'Full-time', workplace: 'on-site', salary: null }).workplaces).toEqual([
      'on-site',
      'remote',
    ]);
    expect(jobFacets({ location: 'Remote (UK)', type: 'Remote', workplace: 'remote', salary: null }).workplaces).toEqual(['remote']);
  });

  it('gives every seeded job a place, and each yearly salary a figure', () => {
    for (const job of demoJobs()) {
      const facets = jobFacets({ ...job, workplace: job.workplace ?? DEFAULT_WORKPLACE, salary: job.salary ?? null });
      expect(facets.places.length, job.location).toBeGreaterThan(0);
      if (job.salary && !/per hour/.test(job.salary)) expect(facets.annualSalary, job.salary).toBeGreaterThan(0);
    }
  });
});
