import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKPLACE } from '../../../config/choices';
import { demoJobs } from '../../../db/seed-data/jobs';
import { jobFacets, yearlyPay } from '../facets';

describe('yearlyPay', () => {
  it.each([
    ['£24,000 - £28,000 + commission', 28000],
    ['£26,000 - £30,000 + uncapped commission', 30000],
    ['£24,000 base, OTE £35,000', 24000], // base pay, not on-target earnings
    ['£28k', 28000],
    ['£25-30k', 30000],
    ['£13.50 per hour', 26325], // 37.5 hours a week, 52 weeks
    ['£150 per day', 39000],
    ['£500 per week', 26000],
    ['£2,000 pcm', 24000],
    ['Competitive', undefined],
    ['OTE £40,000', undefined],
    ['£450', undefined], // no period and none clear from the amount
    ['', undefined],
    [null, undefined],
  ])('%j is %j a year', (salary, expected) => {
    expect(yearlyPay(salary)).toBe(expected);
  });
});

describe('jobFacets', () => {
  it('reads the searchable text, type, places and pay of a job', () => {
    const facets = jobFacets({
      title: 'Consumer Insights & Marketing Executive',
      company: 'Harbourside Brands',
      location: 'Exeter',
      type: 'Full-time',
      workplace: 'on-site',
      salary: '£25,000 - £28,000',
      description: 'Turn shopper research into campaigns.',
    });
    expect(facets).toEqual({
      text: ' consumer insights marketing executive harbourside brands exeter full time 25 000 28 000 turn shopper research into campaigns ',
      type: 'Full-time',
      places: ['exeter', 'south-west-england'],
      yearlyPay: 28000,
    });
  });

  it('gives every seeded job a place and a readable salary', () => {
    for (const job of demoJobs()) {
      const facets = jobFacets({ ...job, workplace: job.workplace ?? DEFAULT_WORKPLACE, salary: job.salary ?? null });
      expect(facets.places.length, job.location).toBeGreaterThan(0);
      if (job.salary) expect(facets.yearlyPay, job.salary).toBeGreaterThan(0);
    }
  });
});
