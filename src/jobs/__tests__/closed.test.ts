import { describe, expect, it } from 'vitest';
import { closedAt, closedPageEnds, jobsWithClosedPages, similarOpenRoles, SIMILAR_ROLES, type ClosableJob } from '../closed';
import { sampleJob } from './sample-job';

const now = new Date('2026-11-28T12:00:00Z');
const job = (fields: Partial<ClosableJob>): ClosableJob => ({ ...sampleJob, deactivatedAt: null, ...fields });

describe('when a job closed', () => {
  it('an open job has not: active, with no expiry or one still ahead', () => {
    expect(closedAt(job({}), now)).toBeNull();
    expect(closedAt(job({ expiresAt: new Date('2026-12-01T00:00:00Z') }), now)).toBeNull();
  });

  it('an active job closed when its expiry passed', () => {
    const expiresAt = new Date('2026-11-20T23:59:59.999Z');
    expect(closedAt(job({ expiresAt }), now)).toEqual(expiresAt);
    expect(closedAt(job({ expiresAt: now }), now)).toEqual(now);
  });

  it('a deactivated job closed when it was deactivated, or at its expiry if that came first', () => {
    const deactivatedAt = new Date('2026-11-10T09:00:00Z');
    expect(closedAt(job({ isActive: false, deactivatedAt }), now)).toEqual(deactivatedAt);
    expect(closedAt(job({ isActive: false, deactivatedAt, expiresAt: new Date('2026-12-20T00:00:00Z') }), now)).toEqual(deactivatedAt);
    const expiresAt = new Date('2026-11-01T00:00:00Z');
    expect(closedAt(job({ isActive: false, deactivatedAt, expiresAt }), now)).toEqual(expiresAt);
  });

  it('an inactive job with no deactivation time never closed as far as anyone saw: a draft, or deactivated before the time was kept', () => {
    expect(closedAt(job({ isActive: false }), now)).toBeNull();
    expect(closedAt(job({ isActive: false, expiresAt: new Date('2026-11-01T00:00:00Z') }), now)).toBeNull();
  });
});

describe('which jobs get a closed page', () => {
  it('those closed less than six months before the build, in the order given', () => {
    const jobs = [
      job({ id: 1 }),
      job({ id: 2, expiresAt: new Date('2026-11-27T00:00:00Z') }),
      job({ id: 3, isActive: false, deactivatedAt: new Date('2026-05-29T12:00:00Z') }),
      job({ id: 4, isActive: false, deactivatedAt: new Date('2026-05-28T12:00:00Z') }),
      job({ id: 5, expiresAt: new Date('2025-01-01T00:00:00Z') }),
      job({ id: 6, isActive: false }),
    ];
    expect(jobsWithClosedPages(jobs, now).map((j) => j.id)).toEqual([2, 3]);
  });

  it('six calendar months to the moment: a job closed on 31 August keeps its page until the month’s end rolls over', () => {
    expect(closedPageEnds(new Date('2026-05-28T12:00:00Z'))).toEqual(now);
    expect(closedPageEnds(new Date('2026-01-15T10:00:00Z'))).toEqual(new Date('2026-07-15T10:00:00Z'));
    expect(closedPageEnds(new Date('2026-08-31T10:00:00Z'))).toEqual(new Date('2027-03-03T10:00:00Z'));
  });
});

describe('the open roles a closed job points to', () => {
  const closed = job({ id: 1, type: 'Full-time', location: 'Bristol', workplace: 'on-site' });
  const open = (id: number, fields: Partial<ClosableJob>) =>
    job({ id, type: 'Part-time', location: 'Leeds', workplace: 'hybrid', ...fields });

  it('the most alike first (type, places, workplace), newest first among equals, at most three', () => {
    const roles = [
      open(10, { location: 'Bristol' }),
      open(11, { type: 'Full-time', location: 'Bristol', workplace: 'on-site' }),
      open(12, { type: 'Full-time' }),
      open(13, { type: 'Full-time', location: 'Bath' }),
      open(14, { workplace: 'on-site' }),
    ];
    // Bristol shares the city and its region (South West England); Bath the region only, as much as the type.
    expect(similarOpenRoles(closed, roles).map((j) => j.id)).toEqual([11, 10, 13]);
    expect(SIMILAR_ROLES).toBe(3);
  });

  it('puts place and title words before job type and workplace', () => {
    const roles = [
      open(40, { type: 'Full-time', workplace: 'on-site' }), // type and workplace, in Leeds
      open(41, { location: 'Bath' }), // the region
      open(42, {}), // a title sharing two words
    ];
    expect(similarOpenRoles(closed, roles, new Map([[42, 2]])).map((j) => j.id)).toEqual([42, 41, 40]);
  });

  it('leaves out roles with nothing in common, and the closed job itself', () => {
    expect(similarOpenRoles(closed, [open(20, {}), job({ ...closed })])).toEqual([]);
  });

  it('a remote job is like other remote ones', () => {
    const remote = job({ id: 2, type: 'Contract', location: 'Remote (UK)', workplace: 'remote' });
    expect(
      similarOpenRoles(remote, [open(30, {}), open(31, { location: 'Anywhere in the UK', workplace: 'remote' })]).map((j) => j.id),
    ).toEqual([31]);
  });
});
