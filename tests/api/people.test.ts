import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '../../src/api/app';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { apiRequest } from '../support/requests';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
let n = 0;
const api = apiApp();
/** Each request from its own address, so no rate limit bites. */
const send = (req: Request) => api.fetch(req, { ip: `198.51.100.${++n % 250}` });
const pdf = realPdf();

beforeAll(async () => {
  t = await createTestDatabase();
});
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
