import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from '../json-ld';
import { sampleJob as base } from './sample-job';

describe('jobPostingJsonLd', () => {
  it('describes the job for Google for Jobs', () => {
    const ld = jobPostingJsonLd(base, 'https://example.com/jobs/7');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Graduate BDR',
      datePosted: '2026-11-01T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Lumen Analytics' },
      jobLocation: { address: { addressLocality: 'Bristol', addressRegion: 'South West England', addressCountry: 'GB' } },
      baseSalary: { currency: 'GBP', value: { minValue: 26000, maxValue: 30000, unitText: 'YEAR' } },
      // Every job page has its own application form.
      directApply: true,
    });
    expect(ld.description).toContain('<p>Book meetings &lt;fast&gt;.</p>');
    expect(ld).not.toHaveProperty('validThrough');
  });

  it.each([
    ['one line', 'Open doors.', '<p>Open doors.</p>'],
    ['lines, blank ones dropped', 'Open doors.\n\n  Book meetings.  ', '<p>Open doors.</p><p>Book meetings.</p>'],
    ['markup, as text', 'Use <b> & "quotes" \'here\'', '<p>Use &lt;b&gt; &amp; &quot;quotes&quot; &#39;here&#39;</p>'],
  ])('writes a description of %s as escaped paragraphs', (_name, description, html) => {
    expect(jobPostingJsonLd({ ...base, description, requirements: '' }, '').description).toMatch(new RegExp(`^${html}<p>Advertised by `));
  });

  it('carries the statements regulation 27 asks of an advert at the end of its description', () => {
    expect(jobPostingJsonLd(base, '').description).toMatch(
      /<p>Advertised by PsychGrad Sales Recruitment Ltd\.<\/p><p>This is a permanent position\.<\/p><p>Location: Bristol \(on-site\)\.<\/p><p>Minimum experience, training or qualifications: A 2:1 in Psychology<\/p>$/,
    );
  });

  it.each([
    ['temporary', ['FULL_TIME', 'TEMPORARY']],
    ['fixed-term', ['FULL_TIME', 'TEMPORARY']],
    ['permanent', 'FULL_TIME'],
  ] as const)('gives %s work the employment type %j', (engagement, employmentType) => {
    expect(jobPostingJsonLd({ ...base, engagement }, '').employmentType).toEqual(employmentType);
  });

  it.each([
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
  ] as const)('maps %s to %s', (type, expected) => {
    expect(jobPostingJsonLd({ ...base, type }, '').employmentType).toBe(expected);
  });

  it.each([
    ['the type Remote', { type: 'Remote', workplace: 'remote' }],
    ['another type', { type: 'Contract', workplace: 'remote' }],
  ] as const)('marks a remote job of %s as telecommute, open to applicants in the UK', (_name, job) => {
    const ld = jobPostingJsonLd({ ...base, ...job }, '');
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United Kingdom' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it.each([
    ['a covered city', 'Manchester (hybrid)', 'North West England'],
    ['a region named', 'South West', 'South West England'],
  ])('gives the region of %s', (_name, location, region) => {
    expect(jobPostingJsonLd({ ...base, location }, '')).toMatchObject({ jobLocation: { address: { addressRegion: region } } });
  });

  it.each([
    ['names no place the site knows', 'Truro'],
    ['names places in two regions', 'Bristol or Leeds'],
  ])('guesses no region where the location %s', (_name, location) => {
    expect((jobPostingJsonLd({ ...base, location }, '') as { jobLocation: { address: object } }).jobLocation.address).not.toHaveProperty(
      'addressRegion',
    );
  });

  it('lists a hybrid job at its place, not as telecommute', () => {
    const ld = jobPostingJsonLd({ ...base, workplace: 'hybrid' }, '');
    expect(ld).toMatchObject({ jobLocation: { address: { addressLocality: 'Bristol' } } });
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it.each([
    ['£450 per day', { value: 450, unitText: 'DAY' }],
    ['£2,000 - £2,500 per month', { minValue: 2000, maxValue: 2500, unitText: 'MONTH' }],
    ['£13.50 per hour', { value: 13.5, unitText: 'HOUR' }],
  ])('gives "%s" as a salary of its own period', (salary, value) => {
    expect(jobPostingJsonLd({ ...base, salary }, '').baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', ...value },
    });
  });

  it('leaves out a salary whose period is not written and not clear from the amount', () => {
    expect(jobPostingJsonLd({ ...base, salary: '£450' }, '')).not.toHaveProperty('baseSalary');
  });

  it('gives the base pay alone as baseSalary, never on-target earnings', () => {
    expect(jobPostingJsonLd({ ...base, salary: '£24,000 base, OTE £35,000' }, '').baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 24000, unitText: 'YEAR' },
    });
    expect(jobPostingJsonLd({ ...base, salary: '£30k OTE' }, '')).not.toHaveProperty('baseSalary');
  });

  it('adds validThrough only with an expiry date, and baseSalary only when the salary parses', () => {
    const ld = jobPostingJsonLd({ ...base, expiresAt: new Date('2026-12-01T00:00:00Z'), salary: 'Competitive' }, '');
    expect(ld.validThrough).toBe('2026-12-01T00:00:00.000Z');
    expect(ld).not.toHaveProperty('baseSalary');
  });
});
