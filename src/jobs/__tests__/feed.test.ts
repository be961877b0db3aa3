import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Job } from '../../db/schema';
import { site } from '../../config/site';
import { jobsFeed } from '../feed';
import { sampleJob } from './sample-job';

const source = { publisher: 'Agency & Co Ltd', origin: 'https://www.example.co.uk', builtAt: new Date('2026-12-06T14:05:09Z') };
const parse = (xml: string) => new XMLParser({ isArray: (name) => name === 'job', parseTagValue: false }).parse(xml);

describe('jobsFeed', () => {
  it('is well-formed XML with one <job> per job, in the order given', () => {
    const xml = jobsFeed(source, [sampleJob, { ...sampleJob, id: 8, title: 'Account Manager' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parse(xml).source;
    expect(feed.publisher).toBe('Agency & Co Ltd');
    expect(feed.publisherurl).toBe('https://www.example.co.uk/');
    expect(feed.lastBuildDate).toBe('Sun, 06 Dec 2026 14:05:09 GMT');
    expect(feed.job.map((j: { referencenumber: string }) => j.referencenumber)).toEqual(['7', '8']);
  });

  it('gives each job the fields aggregators read', () => {
    const job: Job = { ...sampleJob, expiresAt: new Date('2026-12-31T23:59:59Z') };
    expect(parse(jobsFeed(source, [job])).source.job[0]).toEqual({
      title: 'Graduate BDR',
      date: '2026-11-01T09:00:00.000Z',
      referencenumber: '7',
      url: 'https://www.example.co.uk/jobs/7',
      company: 'Lumen Analytics',
      city: 'Bristol',
      state: 'South West England',
      country: 'GB',
      description:
        '<p>Open doors.</p><p>Book meetings &lt;fast&gt;.</p><h2>Requirements</h2><p>Psychology degree</p>' +
        `<p>Advertised by ${site.legalName}.</p><p>This is a permanent position.</p><p>Location: Bristol (on-site).</p>` +
        '<p>Minimum experience, training or qualifications: A 2:1 in Psychology</p>',
      category: 'Business Development',
      salary: '£26,000 - £30,000',
      salarymin: '26000',
      salarymax: '30000',
      salarycurrency: 'GBP',
      salaryperiod: 'year',
      jobtype: 'fulltime',
      contracttype: 'permanent',
      expirationdate: '2026-12-31T23:59:59.000Z',
    });
  });

  it.each([
    ['£450 per day', { salarymin: '450', salaryperiod: 'day' }],
    ['£13.50 - £15 per hour', { salarymin: '13.5', salarymax: '15', salaryperiod: 'hour' }],
  ])('gives the salary %s in parts', (salary, parts) => {
    const job = parse(jobsFeed(source, [{ ...sampleJob, salary }])).source.job[0];
    expect(job).toMatchObject({ salary, salarycurrency: 'GBP', ...parts });
    if (!('salarymax' in parts)) expect(job).not.toHaveProperty('salarymax');
  });

  it('gives a salary it cannot read as text only', () => {
    const job = parse(jobsFeed(source, [{ ...sampleJob, salary: 'Competitive' }])).source.job[0];
    expect(job.salary).toBe('Competitive');
    for (const part of ['salarymin', 'salarymax', 'salarycurrency', 'salaryperiod']) expect(job).not.toHaveProperty(part);
  });

  it('names no city or region for a fully remote job, and keeps a hybrid job’s', () => {
    const remote = parse(jobsFeed(source, [{ ...sampleJob, workplace: 'remote', location: 'Remote (UK)' }])).source.job[0];
    expect(remote).not.toHaveProperty('city');
    expect(remote).not.toHaveProperty('state');
    expect(remote).toMatchObject({ country: 'GB', remotetype: 'Fully remote' });
    const hybrid = parse(jobsFeed(source, [{ ...sampleJob, workplace: 'hybrid', location: 'Leeds' }])).source.job[0];
    expect(hybrid).toMatchObject({ city: 'Leeds', state: 'Yorkshire and the Humber', remotetype: 'Hybrid remote' });
  });

  it.each([
    ['temporary', 'temporary'],
    ['fixed-term', 'temporary'],
    [null, undefined],
  ] as const)('says %s work is %s', (engagement, contracttype) => {
    expect(parse(jobsFeed(source, [{ ...sampleJob, engagement }])).source.job[0].contracttype).toBe(contracttype);
  });

  it.each([
    ['Graduate Marketing Executive', 'Marketing'],
    ['Consumer Insights Analyst', 'Marketing'],
    ['Graduate SDR', 'Business Development'],
    ['Account Manager', 'Account Management'],
    ['Graduate Sales Executive', 'Sales'],
  ])('puts %s in the category %s', (title, category) => {
    expect(parse(jobsFeed(source, [{ ...sampleJob, title }])).source.job[0].category).toBe(category);
  });

  it('leaves out a salary, an expiry and a remote type the job does not have', () => {
    const job = parse(jobsFeed(source, [{ ...sampleJob, salary: null, expiresAt: null }])).source.job[0];
    expect(job).not.toHaveProperty('salary');
    expect(job).not.toHaveProperty('expirationdate');
    expect(job).not.toHaveProperty('remotetype');
  });

  it.each([
    ['remote', 'Fully remote'],
    ['hybrid', 'Hybrid remote'],
  ] as const)('says a %s job is %s', (workplace, remotetype) => {
    expect(parse(jobsFeed(source, [{ ...sampleJob, workplace }])).source.job[0].remotetype).toBe(remotetype);
  });

  it.each([
    ['Part-time', 'parttime'],
    ['Contract', 'contract'],
  ] as const)('writes the %s type as %s', (type, jobtype) => {
    expect(parse(jobsFeed(source, [{ ...sampleJob, type }])).source.job[0].jobtype).toBe(jobtype);
  });

  it('carries any text intact: CDATA terminators, markup, ampersands; drops what XML cannot hold', () => {
    const title = 'Sales ]]> <script>alert(1)</script> & "Co" \u0001';
    const xml = jobsFeed(source, [{ ...sampleJob, title, company: 'A]]>B' }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const job = parse(xml).source.job[0];
    expect(job.title).toBe('Sales ]]> <script>alert(1)</script> & "Co" ');
    expect(job.company).toBe('A]]>B');
  });

  it('is an empty <source> with no jobs', () => {
    const xml = jobsFeed(source, []);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parse(xml).source).not.toHaveProperty('job');
  });
});
