import { describe, expect, it } from 'vitest';
import type { ClosableJob } from '../../../../jobs/closed';
import { sampleJob } from '../../../../jobs/__tests__/sample-job';
import { filtersQuery } from '../../../../jobs/search/filters';
import { searchLikeClosedJob } from '../closed-job-search';

const job = (fields: Partial<ClosableJob>): ClosableJob => ({ ...sampleJob, deactivatedAt: null, ...fields });

describe('the search a closed job links to', () => {
  const closed = job({ id: 1, type: 'Contract', location: 'Bristol', workplace: 'on-site' });
  const open = (fields: Partial<ClosableJob>) =>
    job({ id: 9, type: 'Part-time', location: 'Leeds', workplace: 'hybrid', salary: null, ...fields });
  const search = (roles: ClosableJob[]) => {
    const found = searchLikeClosedJob(closed, roles);
    return found && filtersQuery(found);
  };

  it('is the first of place and type, place, region, type that finds an open role', () => {
    expect(search([open({ type: 'Contract', location: 'Bristol' })])).toBe('?location=bristol&type=Contract');
    expect(search([open({ location: 'Bristol' })])).toBe('?location=bristol');
    expect(search([open({ location: 'Bath' })])).toBe('?location=south-west-england');
    expect(search([open({ type: 'Contract' })])).toBe('?type=Contract');
  });

  it('is none when no search would find anything (the page offers the alert sign-up)', () => {
    expect(search([open({})])).toBeUndefined();
    expect(search([])).toBeUndefined();
  });

  it('of a remote job looks for remote roles', () => {
    const remote = job({ id: 2, type: 'Remote', location: 'Remote (UK)', workplace: 'remote' });
    expect(filtersQuery(searchLikeClosedJob(remote, [open({ workplace: 'remote' })])!)).toBe('?workplace=remote');
  });
});
