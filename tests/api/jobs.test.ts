import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobItem, jobsCollection } from '../../src/api/jobs';
import { SERVICE_UNAVAILABLE } from '../../src/api/http';
import { setDb } from '../../src/db/client';
import { connect } from '../../src/db/connect';
import type { NewJob } from '../../src/db/schema';
import { apiRequest } from '../support/requests';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);

function job(overrides: Partial<NewJob>): NewJob {
  return {
    title: 'Graduate Sales Executive',
    company: 'Acme Ltd',
    location: 'Exeter',
    type: 'Full-time',
    description: 'Sell things to people who need them.',
    requirements: 'A psychology degree',
    ...overrides,
  };
}

let t: TestDatabase;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  const rows = {
    newest: job({ title: 'Newest', postedAt: ago(1), salary: '£25,000', expiresAt: new Date(Date.now() + 30 * day) }),
    older: job({ title: 'Older', postedAt: ago(5) }),
    inactive: job({ title: 'Inactive', isActive: false, postedAt: ago(2) }),
    expired: job({ title: 'Expired', postedAt: ago(3), expiresAt: ago(1) }),
  };
  for (const [key, values] of Object.entries(rows)) {
    ids[key] = (await t.db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }
});
afterAll(() => t.destroy());

describe('GET /api/jobs', () => {
  it('lists active, unexpired jobs, newest first, in camelCase with ISO dates', async () => {
    const res = await jobsCollection(apiRequest('/api/jobs'), { params: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = await res.json();
    expect(body.map((j: { title: string }) => j.title)).toEqual(['Newest', 'Older']);
    expect(body[0]).toMatchObject({
      id: ids.newest,
      salary: '£25,000',
      isActive: true,
      applicationUrl: null,
      linkedinPosted: false,
    });
    expect(new Date(body[0].postedAt).toISOString()).toBe(body[0].postedAt);
  });

  it('answers 405 with Allow for a method it does not support', async () => {
    const res = await jobsCollection(apiRequest('/api/jobs', { method: 'DELETE' }), { params: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await res.json()).toEqual({ message: 'Method DELETE not allowed' });
  });
});

describe('GET /api/jobs/{id}', () => {
  it('returns one visible job', async () => {
    const res = await jobItem(apiRequest(`/api/jobs/${ids.older}`), { params: { id: String(ids.older) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: ids.older, title: 'Older', company: 'Acme Ltd' });
  });

  it.each([
    ['unknown', () => '999999'],
    ['non-numeric', () => 'abc'],
    ['decimal', () => '1.5'],
    ['negative', () => '-1'],
    ['too large', () => '99999999999'],
    ['inactive', () => String(ids.inactive)],
    ['expired', () => String(ids.expired)],
  ])('answers 404 for an %s id', async (_name, id) => {
    const res = await jobItem(apiRequest(`/api/jobs/${id()}`), { params: { id: id() } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Job not found' });
  });
});

describe('when the database cannot be reached', () => {
  // Through the test proxy when there is one (the server behind it is down), else the proxy itself is down.
  it.each(['neon', 'pg'] as const)('answers 503 with a clear message (%s driver)', async (driver) => {
    const neonWsProxy = inject('neonWsProxy') ?? '127.0.0.1:1';
    const unreachable = connect({ url: 'postgres://postgres@127.0.0.1:1/nowhere', driver, neonWsProxy });
    const previous = setDb(unreachable);
    try {
      const res = await jobsCollection(apiRequest('/api/jobs'), { params: {} });
      expect(res.status).toBe(503);
      expect((await res.json()).message).toBe(SERVICE_UNAVAILABLE);
    } finally {
      setDb(previous);
      await unreachable.destroy();
    }
  });
});
