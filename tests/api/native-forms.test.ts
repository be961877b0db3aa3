import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationsCollection } from '../../src/api/applications';
import { contactsCollection } from '../../src/api/contacts';
import { realPdf } from '../support/files';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The headers Chromium sends with a form's own submission (a navigation), and with a script's fetch. */
const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const FETCH = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' };

let t: TestDatabase;
let n = 0;
const ip = () => `192.0.2.${++n}`;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('applications').execute();
  await t.db.deleteFrom('contacts').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

const plainApplication = { firstName: 'Amelia', lastName: 'Hughes', email: 'amelia@example.com', phone: '07700 900123', degree: 'master', interest: '', bio: '', consent: 'on', website: '' };

/** The multipart body a browser sends for the application form without JavaScript. */
function nativeApplication(fields: Record<string, string>, cv: Buffer | null, headers: Record<string, string> = NAVIGATE, from = ip()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  // With no file chosen a browser still sends the part, empty and without a name.
  form.set('cv', new Blob([new Uint8Array(cv ?? Buffer.alloc(0))], { type: cv ? 'application/pdf' : 'application/octet-stream' }), cv ? 'My CV.pdf' : '');
  return applicationsCollection(new Request('http://localhost/api/applications', { method: 'POST', headers, body: form }), { params: {}, ip: from });
}

function nativeContact(fields: Record<string, string>, headers: Record<string, string> = NAVIGATE) {
  const body = new URLSearchParams(fields).toString();
  return contactsCollection(new Request('http://localhost/api/contacts', { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body }), { params: {}, ip: ip() });
}

describe('the application form without JavaScript', () => {
  it('stores the plain fields and the file, and redirects (303) to the received page', async () => {
    const res = await nativeApplication(plainApplication, realPdf());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/application-received');
    const row = await t.db.selectFrom('applications').innerJoin('cvFiles', 'cvFiles.applicationId', 'applications.id').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Amelia', degree: 'master', interest: null, bio: null, consent: true, cvFileName: 'My CV.pdf', contentType: 'application/pdf' });
  });

  it('answers a script sending the same fields with JSON', async () => {
    const res = await nativeApplication(plainApplication, realPdf(), FETCH);
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Application received');
  });

  it('lists every problem by its label on a page with the API status, the missing file included', async () => {
    const res = await nativeApplication({ ...plainApplication, firstName: '<b>x</b>', email: 'nope', consent: '' }, null);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Submission Failed</h1>');
    for (const line of ['<strong>Email Address</strong>: Valid email is required', '<strong>Upload CV</strong>: CV file is required', '<strong>Privacy notice consent</strong>: Please agree to the privacy notice so we can process your application']) {
      expect(html).toContain(line);
    }
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('<a href="/#apply">');
    expect(await t.db.selectFrom('applications').selectAll().execute()).toEqual([]);
  });

  it('shows a refusal without fields (the rate limit) with its message and Retry-After', async () => {
    const from = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await nativeApplication(plainApplication, realPdf(), NAVIGATE, from)).status).toBe(303);
    const res = await nativeApplication(plainApplication, realPdf(), NAVIGATE, from);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.text()).toContain('Too many applications from your network.');
  });

  it('treats a filled honeypot like a person and stores nothing', async () => {
    const res = await nativeApplication({ ...plainApplication, website: 'http://spam.example' }, realPdf());
    expect(res.status).toBe(303);
    expect(await t.db.selectFrom('applications').selectAll().execute()).toEqual([]);
  });
});

describe('the contact form without JavaScript', () => {
  const plainContact = { name: 'Priya Shah', email: 'priya@example.com', subject: 'employer', message: 'Two graduate SDRs in Bristol, please.', website: '' };

  it('stores the urlencoded fields and redirects (303) to the received page', async () => {
    const res = await nativeContact(plainContact);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/message-received');
    expect(await t.db.selectFrom('contacts').select(['name', 'subject']).execute()).toEqual([{ name: 'Priya Shah', subject: 'employer' }]);
  });

  it('lists the problems by label on a 400 page', async () => {
    const res = await nativeContact({ ...plainContact, subject: '', message: ' ' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<h1>Failed to Send</h1>');
    expect(html).toContain('<strong>Subject</strong>: Please choose a subject');
    expect(html).toContain('<strong>Message</strong>: Message is required');
    expect(html).toContain('<a href="/#contact">');
  });

  it('answers the island (JSON, fetch) with JSON exactly as before', async () => {
    const res = await contactsCollection(
      new Request('http://localhost/api/contacts', { method: 'POST', headers: { ...FETCH, 'content-type': 'application/json' }, body: JSON.stringify({ ...plainContact, subject: 'x' }) }),
      { params: {}, ip: ip() },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ subject: ['Please choose a subject'] });
  });
});
