import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { apiRequest, sendApi } from '../support/call-api';
import { createAccount, signInCookie } from '../support/admin-session';
import { tablesContaining } from '../support/tables-containing';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let n = 0;
/** Each request from its own address, so no rate limit bites. */
const send = (req: Request) => sendApi(req, { ip: `198.51.100.${++n % 250}` });
const pdf = realPdf();

let cookie: string;

beforeAll(async () => {
  t = await createTestDatabase();
  await createAccount(t.db, 'admin@example.com');
  cookie = await signInCookie('admin@example.com');
});

/** Calls the API as the signed-in admin: the status and the JSON body. */
async function asAdmin(path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await send(apiRequest(path, { ...init, cookie }));
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

/** A registration as JSON, with only what is required and the phone. */
const registration = (fields: Record<string, unknown> = {}) => ({
  firstName: 'Ola',
  lastName: 'Nowak',
  email: 'ola.nowak@example.com',
  phone: '07700 900321',
  consentFindWork: true,
  ...fields,
});
const register = (json: unknown) => send(apiRequest('/api/registrations', { method: 'POST', json }));

describe('POST /api/registrations', () => {
  it('registers with a phone only: the person, their consents, hide-from list and preferences, the receipt and the notice', async () => {
    const res = await register(
      registration({
        interests: ['b2b-sales'],
        locations: ['exeter', 'remote'],
        salaryFloor: 24000,
        earliestStart: '2027-01-04',
        consentKeepDetails: true,
        hideFrom: ['Acme Ltd', 'acme ltd', 'Globex'],
      }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = await t.db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      phone: '07700 900321',
      cvFileName: null,
      interests: ['b2b-sales'],
      locations: ['exeter', 'remote'],
      salaryFloor: 24000,
    });
    const person = await personOf('ola.nowak@example.com');
    expect(row.personId).toBe(person);
    const consents = await t.db
      .selectFrom('personConsents')
      .select(['kind', 'grantedAt', 'expiresAt', 'withdrawnAt'])
      .where('personId', '=', person!)
      .orderBy('kind')
      .execute();
    expect(consents.map((c) => [c.kind, c.expiresAt === null])).toEqual([
      ['find-work', true],
      ['keep-details', false],
    ]);
    // Twelve months on the UK calendar.
    const keep = consents[1]!;
    expect(keep.expiresAt!.getTime() - keep.grantedAt.getTime()).toBeGreaterThan(364 * 86_400_000);
    expect(keep.expiresAt!.getTime() - keep.grantedAt.getTime()).toBeLessThan(367 * 86_400_000);
    const hidden = await t.db.selectFrom('personHiddenEmployers').select('name').where('personId', '=', person!).orderBy('name').execute();
    expect(hidden.map((h) => h.name)).toEqual(['Acme Ltd', 'Globex']);
    const mail = await t.db
      .selectFrom('outbox')
      .select(['template', 'recipient'])
      .where('topic', '=', `registration:${id}`)
      .orderBy('template')
      .execute();
    expect(mail.map((m) => m.template)).toEqual(['registration-consultant', 'registration-receipt']);
    expect(await t.db.selectFrom('personIdentifiers').select('value').where('personId', '=', person!).execute()).toEqual([
      { value: '+447700900321' },
    ]);
    // The person's page in the dashboard holds all of it, in words.
    const page = (await asAdmin(`/api/admin/people/${person}`)).body;
    expect(page.registrations).toMatchObject([{ id, interests: ['B2B Sales'], locations: ['Exeter', 'Remote'], cvFileName: null }]);
    expect(page.consents.map((c: { kind: string }) => c.kind)).toEqual(['find-work', 'keep-details']);
    expect(page.hiddenEmployers).toEqual(['Acme Ltd', 'Globex']);
  });

  it('refuses one without a phone, a LinkedIn profile or a CV, naming the three', async () => {
    const res = await register(registration({ email: 'no.reach@example.com', phone: '' }));
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual(['cv', 'linkedinUrl', 'phone']);
    expect(await personOf('no.reach@example.com')).toBeUndefined();
  });

  it('refuses without the find-work consent, and a LinkedIn address that is not a profile', async () => {
    const res = await register(registration({ consentFindWork: false, linkedinUrl: 'https://evil.example/in/ola' }));
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual(['consentFindWork', 'linkedinUrl']);
  });

  it('takes a browser’s own multipart form with a CV and LinkedIn, and answers with the received page', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Kai',
      lastName: 'Berg',
      email: 'kai.berg@example.com',
      linkedinUrl: 'uk.linkedin.com/in/Kai-Berg/',
      'interests.marketing-insights': 'on',
      'locations.bristol': 'on',
      consentFindWork: 'on',
      hideFrom: 'Initech\r\n\r\nUmbrella Corp',
    }))
      form.set(name, value);
    form.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Kai Berg CV.pdf');
    const res = await send(apiRequest('/api/registrations', { method: 'POST', body: form, headers: { 'sec-fetch-mode': 'navigate' } }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/registration-received');
    const person = await personOf('kai.berg@example.com');
    const row = await t.db.selectFrom('registrations').selectAll().where('personId', '=', person!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cvFileName: 'Kai Berg CV.pdf', interests: ['marketing-insights'], locations: ['bristol'] });
    expect(
      await t.db.selectFrom('registrationCvFiles').select('sizeBytes').where('registrationId', '=', row.id).executeTakeFirst(),
    ).toEqual({
      sizeBytes: pdf.length,
    });
    expect(await t.db.selectFrom('personIdentifiers').select('value').where('personId', '=', person!).execute()).toEqual([
      { value: 'https://www.linkedin.com/in/kai-berg' },
    ]);
    expect(
      (await t.db.selectFrom('personHiddenEmployers').select('name').where('personId', '=', person!).orderBy('name').execute()).length,
    ).toBe(2);

    // The subject-access archive holds the registration's CV, byte for byte; the erasure removes it.
    const download = await send(
      apiRequest('/api/admin/subject-requests/download', { method: 'POST', json: { email: 'kai.berg@example.com' }, cookie }),
    );
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(Buffer.from(files[`cvs/registration-${row.id}-Kai Berg CV.pdf`]).equals(Buffer.from(pdf))).toBe(true);
    const erased = await asAdmin('/api/admin/subject-requests/erasure', {
      method: 'POST',
      json: { email: 'kai.berg@example.com', confirmEmail: 'kai.berg@example.com' },
    });
    expect(erased.body.counts).toMatchObject({ registrations: 1, cvFiles: 1 });
    expect(await t.db.selectFrom('registrationCvFiles').select('registrationId').where('registrationId', '=', row.id).execute()).toEqual(
      [],
    );
    expect(await tablesContaining(t.db, 'Kai Berg CV.pdf')).toEqual({});
  });

  it('stores nothing for a bot that filled the honeypot, and answers the same', async () => {
    const res = await register(registration({ email: 'bot@example.com', website: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(await personOf('bot@example.com')).toBeUndefined();
  });

  it('merges consents (a withdrawal wins) and hide-from lists, and erases registrations with the person', async () => {
    await register(registration({ email: 'lee.one@example.com', phone: '07700 900654', consentKeepDetails: true, hideFrom: ['Acme'] }));
    await register(registration({ email: 'lee.two@example.com', phone: '+447700900654', consentKeepDetails: true, hideFrom: ['Hooli'] }));
    const one = (await personOf('lee.one@example.com'))!;
    const two = (await personOf('lee.two@example.com'))!;
    await t.db
      .updateTable('personConsents')
      .set({ withdrawnAt: new Date() })
      .where('personId', '=', two)
      .where('kind', '=', 'keep-details')
      .execute();
    expect(
      (await asAdmin(`/api/admin/people/${one}/merge`, { method: 'POST', json: { otherId: two, primaryEmail: 'lee.one@example.com' } }))
        .status,
    ).toBe(200);
    const consents = await t.db
      .selectFrom('personConsents')
      .select(['kind', 'withdrawnAt'])
      .where('personId', '=', one)
      .orderBy('kind')
      .execute();
    expect(consents.map((c) => [c.kind, c.withdrawnAt !== null])).toEqual([
      ['find-work', false],
      ['keep-details', true],
    ]);
    const hidden = await t.db.selectFrom('personHiddenEmployers').select('name').where('personId', '=', one).orderBy('name').execute();
    expect(hidden.map((h) => h.name)).toEqual(['Acme', 'Hooli']);
    const erased = await asAdmin('/api/admin/subject-requests/erasure', {
      method: 'POST',
      json: { email: 'lee.two@example.com', confirmEmail: 'lee.two@example.com' },
    });
    expect(erased.body.counts.registrations).toBe(2);
    expect(await tablesContaining(t.db, 'lee.one@example.com')).toEqual({});
    expect(await tablesContaining(t.db, 'lee.two@example.com')).toEqual({});
    expect(await tablesContaining(t.db, 'Hooli')).toEqual({});
  });
});
