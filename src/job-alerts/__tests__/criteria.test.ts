import { describe, expect, it } from 'vitest';
import { jobFacets } from '../../jobs/search/facets';
import { jobAlertSchema } from '../schema';
import * as z from 'zod/mini';
import { alertCriteriaForSearch, alertFilters, alertJobsPath, alertMatches, describeCriteria, type AlertCriteria } from '../criteria';
import { NO_FILTERS } from '../../jobs/search/filters';
import { linkToken, linkTokenId, verifyLinkToken } from '../tokens';

const job = (over: Partial<Parameters<typeof jobFacets>[0]> = {}) =>
  jobFacets({
    location: 'Exeter, Devon',
    type: 'Full-time',
    workplace: 'on-site',
    salary: '£26,000',
    ...over,
  });
const none: AlertCriteria = { q: '', location: '', type: '', salary: null, interest: '' };

describe('alertMatches (the /jobs filters, plus a career path)', () => {
  it('matches the facets as the job search does (the keywords are matched in the database)', () => {
    expect(alertMatches(job(), none)).toBe(true);
    expect(alertMatches(job(), { ...none, q: 'sales', location: 'exeter', type: 'Full-time', salary: 25_000 })).toBe(true);
    expect(alertMatches(job(), { ...none, location: 'bristol' })).toBe(false);
    expect(alertMatches(job(), { ...none, salary: 30_000 })).toBe(false);
  });

  it('reads an alert for Remote, once a location and a type, as the workplace Remote', () => {
    expect(alertFilters({ ...none, location: 'remote' })).toEqual({ ...NO_FILTERS, workplace: 'remote' });
    expect(alertFilters({ ...none, type: 'Remote' })).toEqual({ ...NO_FILTERS, workplace: 'remote' });
    expect(alertMatches(job({ location: 'Remote (UK)', workplace: 'remote' }), { ...none, location: 'remote' })).toBe(true);
    expect(alertMatches(job({ workplace: 'hybrid' }), { ...none, location: 'remote' })).toBe(false);
    expect(alertCriteriaForSearch({ ...NO_FILTERS, workplace: 'remote', q: 'sales' })).toEqual({ ...none, q: 'sales', location: 'remote' });
  });

  it('adds the words of a quiz career path to the keywords', () => {
    expect(alertFilters({ ...none, interest: 'b2b-sales' }).q).toBe('sales');
    expect(alertJobsPath({ ...none, q: 'graduate', interest: 'b2b-sales' })).toBe('/jobs?q=graduate+sales');
  });

  it('describes the search in words', () => {
    expect(describeCriteria(none)).toBe('all new jobs');
    expect(describeCriteria({ ...none, q: 'sales', location: 'exeter', salary: 25_000 })).toBe('"sales", in Exeter, from £25,000 a year');
  });
});

describe('jobAlertSchema', () => {
  it('reads a native form post as the API does', () => {
    const data = z.parse(jobAlertSchema, {
      email: ' a@example.com ',
      location: 'Exeter',
      salary: '25k',
      consent: 'on',
      frequency: 'weekly',
      source: 'job-page',
    });
    expect(data).toMatchObject({
      email: 'a@example.com',
      q: '',
      location: 'exeter',
      type: '',
      salary: 25_000,
      interest: '',
      frequency: 'weekly',
      consent: true,
      source: 'job-page',
    });
  });

  it('refuses a missing consent, an unknown location and a salary that is not one', () => {
    const result = z.safeParse(jobAlertSchema, { email: 'a@example.com', location: 'atlantis', salary: 'lots', frequency: 'daily' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['consent', 'location', 'salary']);
  });
});

describe('link tokens', () => {
  it('name their subscription and hold only with its nonce and the key', () => {
    const token = linkToken({ id: 42, linkNonce: 'n1' }, { SESSION_SECRET: 'k'.repeat(40) });
    expect(linkTokenId(token)).toBe(42);
    expect(verifyLinkToken(token, { id: 42, linkNonce: 'n1' }, { SESSION_SECRET: 'k'.repeat(40) })).toBe(true);
    expect(verifyLinkToken(token, { id: 42, linkNonce: 'n2' }, { SESSION_SECRET: 'k'.repeat(40) })).toBe(false);
    expect(verifyLinkToken(token, { id: 42, linkNonce: 'n1' }, { SESSION_SECRET: 'x'.repeat(40) })).toBe(false);
    expect(linkTokenId('42.short')).toBeUndefined();
  });
});
