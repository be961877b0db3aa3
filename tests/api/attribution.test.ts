import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UTM_VALUE_MAX } from '../../src/schemas/visit';
import { liftSiteCeilings } from '../support/site-ceilings';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi, sendApi } from '../support/call-api';

/** What the page keeps in session storage with Analytics consent, and sends with a form. */
const visit = { landingPath: '/jobs/7', referrerHost: 'www.linkedin.com', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'x' };
const enquiry = { name: 'Priya Shah', email: 'priya@example.com', subject: 'employer', message: 'We are hiring two graduate SDRs.' };
const columns = ['landingPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'] as const;
const none = Object.fromEntries(columns.map((c) => [c, null]));

let t: TestDatabase;
let n = 0;
const ctx = () => ({ params: {}, ip: `192.0.2.${++n}` });
const attributionOf = async (table: 'applications' | 'contacts') => await t.db.selectFrom(table).select(columns).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestDatabase();
  await liftSiteCeilings(t.db);
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('applications').execute();
  await t.db.deleteFrom('contacts').execute();
});

describe('attribution of applications and enquiries', () => {
  it('records the visit an application (JSON of the island) came from', async () => {
    const res = await sendApi(applicationRequest({ ...validApplication, ...visit }, { data: realPdf() }), ctx());
    expect(res.status).toBe(201);
    expect(await attributionOf('applications')).toEqual(visit);
  });

  it('records it from the plain fields of a form the browser sent itself', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validApplication, consent: 'on', ...visit })) form.set(name, String(value));
    form.set('cv', new Blob([new Uint8Array(realPdf())], { type: 'application/pdf' }), 'cv.pdf');
    const res = await callApi('/api/applications', { method: 'POST', body: form, headers: { 'sec-fetch-mode': 'navigate' } }, ctx());
    expect(res.status).toBe(303);
    expect(await attributionOf('applications')).toEqual(visit);
  });

  it('records an enquiry sent as JSON or as a plain form', async () => {
    await callApi('/api/contacts', { method: 'POST', json: { ...enquiry, ...visit } }, ctx());
    expect(await attributionOf('contacts')).toEqual(visit);
    await t.db.deleteFrom('contacts').execute();
    const body = new URLSearchParams({ ...enquiry, ...visit }).toString();
    await callApi(
      '/api/contacts',
      {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate' },
      },
      ctx(),
    );
    expect(await attributionOf('contacts')).toEqual(visit);
  });

  it('records nothing of the kind without it (no Analytics consent: the page sends none)', async () => {
    await callApi('/api/contacts', { method: 'POST', json: enquiry }, ctx());
    expect(await attributionOf('contacts')).toEqual(none);
  });

  it('never refuses a form for odd attribution: what is unusable is left out, the rest cut short', async () => {
    const res = await callApi(
      '/api/contacts',
      {
        method: 'POST',
        json: { ...enquiry, landingPath: 'https://evil.example/', utmSource: 'S'.repeat(500), utmMedium: '' },
      },
      ctx(),
    );
    expect(res.status).toBe(201);
    expect(await attributionOf('contacts')).toEqual({ ...none, utmSource: 's'.repeat(UTM_VALUE_MAX) });
  });

  /** Made-up sources, as an attacker would send them to appear in the Overview: none is a host name or a plain tag. */
  const planted = {
    landingPath: '/jobs/7',
    referrerHost: 'Best jobs at evil dot com',
    utmSource: 'https://evil.example/phish',
    utmMedium: 'call +44 800 123 456',
    utmCampaign: 'sale\u202e',
  };
  const onlyTheLandingPage = { ...none, landingPath: '/jobs/7' };

  it('keeps only a host name and plain short tags from an application, as JSON or a plain form, and still takes it', async () => {
    const json = await sendApi(applicationRequest({ ...validApplication, ...planted }, { data: realPdf() }), ctx());
    expect(json.status).toBe(201);
    expect(await attributionOf('applications')).toEqual(onlyTheLandingPage);
    await t.db.deleteFrom('applications').execute();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validApplication, consent: 'on', ...planted, referrerHost: 'WWW.LinkedIn.com.' }))
      form.set(name, String(value));
    form.set('cv', new Blob([new Uint8Array(realPdf())], { type: 'application/pdf' }), 'cv.pdf');
    const native = await callApi('/api/applications', { method: 'POST', body: form, headers: { 'sec-fetch-mode': 'navigate' } }, ctx());
    expect(native.status).toBe(303);
    expect(await attributionOf('applications')).toEqual({ ...onlyTheLandingPage, referrerHost: 'www.linkedin.com' });
  });

  it('keeps the same from an enquiry, as JSON or a plain form', async () => {
    expect((await callApi('/api/contacts', { method: 'POST', json: { ...enquiry, ...planted, utmSource: 7 } }, ctx())).status).toBe(201);
    expect(await attributionOf('contacts')).toEqual(onlyTheLandingPage);
    await t.db.deleteFrom('contacts').execute();
    const native = await callApi(
      '/api/contacts',
      {
        method: 'POST',
        body: new URLSearchParams({ ...enquiry, ...planted, utmCampaign: 'Spring Sale' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-mode': 'navigate' },
      },
      ctx(),
    );
    expect(native.status).toBe(303);
    expect(await attributionOf('contacts')).toEqual({ ...onlyTheLandingPage, utmCampaign: 'spring sale' });
  });
});
