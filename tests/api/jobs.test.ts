import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoJobs } from '../../src/db/seed-data/jobs';
import { keywordMatches } from '../../src/jobs/search-query';
import { jobsHrefForPath } from '../../src/jobs/search/quiz-paths';
import { PATH_IDS, type PathId } from '../../src/config/choices';
import { SERVICE_UNAVAILABLE } from '../../src/api/http';
import { setDb } from '../../src/db/client';
import { connect } from '../../src/db/connect';
import type { NewJob } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

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
    const res = await callApi('/api/jobs');
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
    const res = await callApi('/api/jobs', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await res.json()).toEqual({ message: 'Method DELETE not allowed' });
  });
});

describe('GET /api/jobs/{id}', () => {
  it('returns one visible job', async () => {
    const res = await callApi(`/api/jobs/${ids.older}`);
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
    const res = await callApi(`/api/jobs/${id()}`);
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
      const res = await callApi('/api/jobs');
      expect(res.status).toBe(503);
      expect((await res.json()).message).toBe(SERVICE_UNAVAILABLE);
    } finally {
      setDb(previous);
      await unreachable.destroy();
    }
  });
});

describe('searching the jobs (the seeded demo jobs)', () => {
  const titleOf = new Map<number, string>();
  beforeAll(async () => {
    await t.db.updateTable('jobs').set({ isActive: false }).execute();
    for (const row of await t.db.insertInto('jobs').values(demoJobs()).returning(['id', 'title']).execute()) titleOf.set(row.id, row.title);
  });
  const found = async (q: string) => {
    const res = await callApi(`/api/jobs/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { ids: number[] }).ids.map((id) => titleOf.get(id));
  };
  const page = (query: string) => callApi(`/jobs${query}`);
  const cardTitles = (html: string) =>
    [...html.matchAll(/<li [^>]*data-job-card><h2[^>]*><a [^>]*href="\/jobs\/\d+">([^<]+)</g)].map((m) => m[1].replace(/&amp;/g, '&'));

  it('finds the roles that sell or win new business for "sales", those named for it first', async () => {
    const titles = await found('sales');
    expect(titles.slice(0, 2).sort()).toEqual(['Healthcare Sales Associate', 'Trainee Recruitment Consultant (Sales)']);
    expect(titles.sort()).toEqual([
      'Graduate Business Development Representative', // sells analytics, books meetings for the account executives
      'Healthcare Sales Associate',
      'Remote Customer Success Associate', // works with sales on renewals
      'Trainee Recruitment Consultant (Sales)',
    ]);
  });

  it.each([
    ['selling', ['Graduate Business Development Representative']], // stemmed: 'sells'
    ['market', ['Consumer Insights & Marketing Executive', 'Part-time Market Research Assistant']],
    ['psychology graduate', ['Graduate Business Development Representative', 'Consumer Insights & Marketing Executive']],
    ['astronaut', []],
    ["'); drop table jobs; --", []],
    ['the', []], // stop words alone: nothing to look for
  ])('finds %j', async (q, expected) => {
    const titles = await found(q);
    expect(titles).toEqual(expect.arrayContaining(expected));
    expect(titles).toHaveLength(expected.length);
  });

  // The quiz's View Relevant Jobs: each path's search finds the roles the path promises (PATH_ROLES).
  const promised: Record<PathId, string[]> = {
    'b2b-sales': [
      'Graduate Business Development Representative',
      'Healthcare Sales Associate',
      'Remote Customer Success Associate',
      'Trainee Recruitment Consultant (Sales)',
    ],
    'marketing-insights': ['Consumer Insights & Marketing Executive', 'Part-time Market Research Assistant'],
    'business-development': ['Graduate Business Development Representative'],
    'account-management': ['Remote Customer Success Associate'],
  };
  it.each(PATH_IDS)("the quiz's link for %s lands on a search that finds its roles", async (path) => {
    const href = jobsHrefForPath(path);
    const res = await page(href.slice('/jobs'.length));
    expect(res.status).toBe(200);
    expect(cardTitles(await res.text()).sort()).toEqual(promised[path]);
  });

  it('matches the job alerts with the same matcher', async () => {
    const ids = [...titleOf.keys()];
    const [sales, none, stop] = await keywordMatches(t.db, ['sales', '', 'and'], ids);
    expect([...sales].map((id) => titleOf.get(id)).sort()).toEqual(promised['b2b-sales']);
    expect(none.size).toBe(ids.length);
    expect(stop.size).toBe(0);
  });

  describe('the page of a searched /jobs address (shared, or the form sent without JavaScript)', () => {
    it('lists the filtered jobs with their workplace, the form filled in', async () => {
      const res = await page('?workplace=hybrid');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(cardTitles(html)).toEqual(['Graduate Business Development Representative']);
      expect(html).toContain('<li>Hybrid</li>');
      expect(html).toContain('<option value="hybrid" selected>Hybrid</option>');
      expect(html).toContain('data-job-count>1 job</p>');
      // Remote is offered once: as a workplace, not as a location or a job type.
      expect(html.match(/<option value="(remote|Remote)"/g)).toEqual(['<option value="remote"']);
    });

    it('sends a form sent with empty fields, or what is not a filter, to the search written plainly', async () => {
      for (const [query, location] of [
        ['?q=sales&location=&type=&workplace=&salary=', '/jobs?q=sales'],
        ['?q=&location=&type=&workplace=&salary=', '/jobs'],
        ['?location=remote&type=Permanent', '/jobs?workplace=remote'],
      ]) {
        const res = await page(query);
        expect(res.status, query).toBe(302);
        expect(res.headers.get('location')).toBe(location);
      }
    });

    it('compares a minimum with yearly salaries only, and says what it left out', async () => {
      const html = await (await page('?salary=20000')).text();
      // The hourly-paid research assistant and the remote role with no salary are not compared.
      expect(cardTitles(html)).not.toContain('Part-time Market Research Assistant');
      expect(cardTitles(html)).toHaveLength(4);
      expect(html).toContain('2 more jobs match but state no yearly salary (hourly pay, or none given), so the minimum leaves them out.');
      expect(html).toContain('<a href="/jobs">Show them too</a>');
      expect(await (await page('?salary=20000&workplace=hybrid')).text()).not.toContain('data-not-comparable');
    });

    it('says when nothing matches, escaping what was typed', async () => {
      const html = await (await page(`?q=${encodeURIComponent('<script>astronaut')}`)).text();
      expect(html).toContain('No jobs match your search');
      expect(html).not.toContain('<script>');
      expect(html).toContain('value="&lt;script&gt;astronaut"');
    });
  });
});
