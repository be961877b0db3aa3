import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '../../src/api/app';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { apiRequest } from '../support/requests';
import { createAccount, signInCookie, withCookie } from '../support/admin-session';
import { tablesContaining } from '../support/tables-containing';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let n = 0;
const api = apiApp();
/** Each request from its own address, so no rate limit bites. */
const send = (req: Request) => api.fetch(req, { ip: `198.51.100.${++n % 250}` });
const pdf = realPdf();

let cookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await createAccount(t.db, 'admin@example.com');
  cookie = await signInCookie('admin@example.com');
});

/** Calls the API as the signed-in admin: the status and the JSON body. */
async function asAdmin(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await send(withCookie(cookie, path, init));
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : undefined };
}
const apply = async (email: string, phone: string, firstName = 'Amelia') =>
  expect((await send(applicationRequest({ ...validApplication, firstName, email, phone }, { data: pdf }))).status).toBe(201);
afterAll(() => t.destroy());

const personOf = async (email: string) =>
  (await t.db.selectFrom('personEmails').select('personId').where('email', '=', email).executeTakeFirst())?.personId;

describe('one person behind every record', () => {
  it('attaches an application, an enquiry and a job alert from one address, however written, to one person', async () => {
    const applied = await send(applicationRequest({ ...validApplication, email: 'Noor.Khan@Example.com' }, { data: pdf }));
    expect(applied.status).toBe(201);
    const enquired = await send(
      apiRequest('/api/contacts', {
        method: 'POST',
        json: { name: 'Noor Khan', email: ' noor.khan@example.com', subject: 'candidate', message: 'Any roles in Bristol?' },
      }),
    );
    expect(enquired.status).toBe(201);
    const subscribed = await send(
      apiRequest('/api/job-alerts', { method: 'POST', json: { email: 'NOOR.KHAN@example.com', frequency: 'weekly', consent: true } }),
    );
    expect(subscribed.status).toBeLessThan(300);

    const person = await personOf('noor.khan@example.com');
    expect(person).toBeDefined();
    const owners = await Promise.all(
      (['applications', 'contacts', 'jobAlertSubscriptions'] as const).map((table) =>
        t.db.selectFrom(table).select('personId').where('personId', '=', person!).execute(),
      ),
    );
    expect(owners.map((rows) => rows.length)).toEqual([1, 1, 1]);
    expect(await t.db.selectFrom('people').select(['name', 'primaryEmail']).where('id', '=', person!).executeTakeFirst()).toEqual({
      name: 'Noor Khan',
      primaryEmail: 'noor.khan@example.com',
    });
  });

  it("keeps an applicant's phone in E.164 for matching, and the application's as typed", async () => {
    const res = await send(applicationRequest({ ...validApplication, email: 'ellis@example.com', phone: '07700 900456' }, { data: pdf }));
    expect(res.status).toBe(201);
    const person = await personOf('ellis@example.com');
    expect(await t.db.selectFrom('personIdentifiers').select(['kind', 'value']).where('personId', '=', person!).execute()).toEqual([
      { kind: 'phone', value: '+447700900456' },
    ]);
    const { phone } = await t.db.selectFrom('applications').select('phone').where('personId', '=', person!).executeTakeFirstOrThrow();
    expect(phone).toBe('07700 900456');
  });
});

interface Pair {
  person: { id: number; emails: string[]; applications: number; phones: string[] };
  other: { id: number; emails: string[]; applications: number; phones: string[] };
  shared: Array<{ kind: string; value: string }>;
}
const pairOf = (pairs: Pair[], a: string, b: string) =>
  pairs.find((p) => [p.person.emails[0], p.other.emails[0]].sort().join() === [a, b].sort().join());

describe('possible duplicates, merging and subject requests on the person', () => {
  it('pairs two applications with different emails and one phone in two formats; a merge makes them one person, found and erased by either email', async () => {
    await apply('dana.home@example.com', '07700 900777', 'Dana');
    await apply('dana.work@example.com', '+44 7700 900777', 'Dana');

    const duplicates = await asAdmin('/api/admin/people/duplicates');
    expect(duplicates.status).toBe(200);
    const pair = pairOf(duplicates.body, 'dana.home@example.com', 'dana.work@example.com');
    expect(pair?.shared).toEqual([{ kind: 'phone', value: '+447700900777' }]);
    expect([pair!.person.applications, pair!.other.applications]).toEqual([1, 1]);

    const merged = await asAdmin(`/api/admin/people/${pair!.person.id}/merge`, {
      method: 'POST',
      json: { otherId: pair!.other.id, primaryEmail: 'Dana.Work@example.com' },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.primaryEmail).toBe('dana.work@example.com');
    expect([...merged.body.emails].sort()).toEqual(['dana.home@example.com', 'dana.work@example.com']);
    expect(merged.body.applications).toHaveLength(2);
    expect(pairOf((await asAdmin('/api/admin/people/duplicates')).body, 'dana.home@example.com', 'dana.work@example.com')).toBeUndefined();
    expect((await asAdmin(`/api/admin/people/${pair!.other.id}`)).status).toBe(404);

    const audit = await t.db.selectFrom('adminAudit').select(['action', 'detail']).where('action', '=', 'people-merged').execute();
    expect(audit).toEqual([{ action: 'people-merged', detail: { personId: pair!.person.id, otherId: pair!.other.id } }]);

    for (const email of ['dana.home@example.com', 'DANA.WORK@example.com']) {
      const found = await asAdmin('/api/admin/subject-requests/search', { method: 'POST', json: { email } });
      expect(found.body.counts.applications).toBe(2);
    }
    const erased = await asAdmin('/api/admin/subject-requests/erasure', {
      method: 'POST',
      json: { email: 'dana.home@example.com', confirmEmail: 'dana.home@example.com' },
    });
    expect(erased.body.counts.applications).toBe(2);
    expect(await tablesContaining(t.db, 'dana.home@example.com')).toEqual({});
    expect(await tablesContaining(t.db, 'dana.work@example.com')).toEqual({});
  });

  it('never suggests again a pair said not to be the same person, and records it', async () => {
    await apply('sam.one@example.com', '01392 000111', 'Sam');
    await apply('sam.two@example.com', '+44 1392 000111', 'Sam');
    const pair = pairOf((await asAdmin('/api/admin/people/duplicates')).body, 'sam.one@example.com', 'sam.two@example.com');
    expect(pair).toBeDefined();
    const res = await asAdmin(`/api/admin/people/${pair!.other.id}/not-same`, { method: 'POST', json: { otherId: pair!.person.id } });
    expect(res.status).toBe(200);
    expect(pairOf((await asAdmin('/api/admin/people/duplicates')).body, 'sam.one@example.com', 'sam.two@example.com')).toBeUndefined();
    expect(await t.db.selectFrom('adminAudit').select('action').where('action', '=', 'people-not-same').execute()).toHaveLength(1);
    // A later record of the same phone does not bring the pair back.
    await apply('sam.one@example.com', '01392000111', 'Sam');
    expect(pairOf((await asAdmin('/api/admin/people/duplicates')).body, 'sam.one@example.com', 'sam.two@example.com')).toBeUndefined();
  });

  it('refuses a merge into an address neither person has, and with oneself', async () => {
    await apply('kit.a@example.com', '07700 900888', 'Kit');
    await apply('kit.b@example.com', '07700900888', 'Kit');
    const pair = pairOf((await asAdmin('/api/admin/people/duplicates')).body, 'kit.a@example.com', 'kit.b@example.com')!;
    const stranger = await asAdmin(`/api/admin/people/${pair.person.id}/merge`, {
      method: 'POST',
      json: { otherId: pair.other.id, primaryEmail: 'noor.khan@example.com' },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors.primaryEmail).toBeDefined();
    const self = await asAdmin(`/api/admin/people/${pair.person.id}/merge`, {
      method: 'POST',
      json: { otherId: pair.person.id, primaryEmail: 'kit.a@example.com' },
    });
    expect(self.status).toBe(400);
    expect((await asAdmin(`/api/admin/people/${pair.other.id}`)).body.applications).toHaveLength(1);
  });

  it('finds people by name, any address or the phone however written; only for an admin', async () => {
    await apply('grace.hopper@example.com', '07700 900999', 'Grace');
    const names = async (q: string) =>
      ((await asAdmin(`/api/admin/people?q=${encodeURIComponent(q)}`)).body as Array<{ name: string }>).map((p) => p.name);
    expect(await names('grace HUG')).toEqual(['Grace Hughes']);
    expect(await names('HOPPER@example')).toEqual(['Grace Hughes']);
    expect(await names('+44 7700 900999')).toEqual(['Grace Hughes']);
    expect(await names('nobody-like-this')).toEqual([]);
    const [found] = (await asAdmin('/api/admin/people?q=grace.hopper')).body;
    expect(found).toMatchObject({ name: 'Grace Hughes', emails: ['grace.hopper@example.com'] });
    expect(typeof found.id).toBe('number');
    expect((await send(apiRequest('/api/admin/people?q=grace'))).status).toBe(401);
  });
});
