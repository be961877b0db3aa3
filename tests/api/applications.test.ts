import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_UNAVAILABLE } from '../../src/api/http';
import { setDb } from '../../src/db/client';
import { connect } from '../../src/db/connect';
import { CV_MAX_BYTES } from '../../src/schemas/application';
import { CV_UPLOAD } from '../../src/uploads/purposes';
import { ROLE_MESSAGES } from '../../src/texts/forms';
import { escapeHtml } from '../../src/utils/html';
import { applicationRequest, validApplication } from '../support/application-request';
import { compoundFile, hostileCompoundFile, legacyDoc, pdfOfSize, realDocx, realPdf, windowsExe, zipOf } from '../support/files';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { inOneRateWindow } from '../support/rate-window';
import { apiRequest, sendApi } from '../support/call-api';

let t: TestDatabase;
let ipCounter = 0;
/** Each request from its own address, so the rate limit only bites where a test means it to. */
const freshIp = () => `198.51.100.${++ipCounter % 250}:${ipCounter}`;
const post = (req: Request, ip = freshIp()) => sendApi(req, { ip });
const pdf = realPdf();

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('applications').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

const counts = async () => ({
  applications: Number(
    (
      await t.db
        .selectFrom('applications')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  files: Number(
    (
      await t.db
        .selectFrom('cvFiles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('POST /api/applications', () => {
  it('stores the application and its CV together and returns the new id', async () => {
    const res = await post(applicationRequest(validApplication, { data: pdf, name: 'Amelia Hughes CV.pdf' }));
    expect(res.status).toBe(201);
    const { id, message } = await res.json();
    expect(message).toBe('Application received');
    const row = await t.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      firstName: 'Amelia',
      lastName: 'Hughes',
      degree: 'bachelor',
      interest: 'b2b',
      consent: true,
      cvFileName: 'Amelia Hughes CV.pdf',
    });
    const file = await t.db.selectFrom('cvFiles').selectAll().where('applicationId', '=', id).executeTakeFirstOrThrow();
    expect(file.contentType).toBe('application/pdf');
    expect(Buffer.from(file.data).equals(pdf)).toBe(true);
  });

  it.each([
    ['a real DOCX', async () => realDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a Word 97-2003 DOC', async () => legacyDoc(), 'application/msword'],
  ])('accepts %s, judged by its bytes', async (_name, make, expectedType) => {
    const res = await post(applicationRequest(validApplication, { data: await make(), name: 'cv.bin', type: 'application/octet-stream' }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const file = await t.db.selectFrom('cvFiles').select('contentType').where('applicationId', '=', id).executeTakeFirstOrThrow();
    expect(file.contentType).toBe(expectedType);
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\amelia\\Documents\\My CV.pdf', 'My CV.pdf'],
  ])('keeps only the base name of %s, for display', async (name, expected) => {
    const res = await post(applicationRequest(validApplication, { data: pdf, name }));
    const { id } = await res.json();
    const row = await t.db.selectFrom('applications').select('cvFileName').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.cvFileName).toBe(expected);
  });

  it('accepts a CV of exactly 5 MB', async () => {
    const res = await post(applicationRequest(validApplication, { data: pdfOfSize(CV_MAX_BYTES) }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const file = await t.db.selectFrom('cvFiles').select('sizeBytes').where('applicationId', '=', id).executeTakeFirstOrThrow();
    expect(file.sizeBytes).toBe(CV_MAX_BYTES);
  });

  it('refuses a CV one byte over 5 MB with 413 and stores nothing', async () => {
    const res = await post(applicationRequest(validApplication, { data: pdfOfSize(CV_MAX_BYTES + 1) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: CV_UPLOAD.messages.tooLarge, errors: { cv: [CV_UPLOAD.messages.tooLarge] } });
    expect(await counts()).toEqual({ applications: 0, files: 0 });
  });

  it.each([
    ['a renamed .exe', windowsExe(), 'cv.pdf', 'application/pdf'],
    [
      'a plain text file',
      Buffer.from('Just some text, not a CV'),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a zip that is not a Word document', Buffer.from('PK\u0003\u0004 something else entirely'), 'cv.docx', 'application/zip'],
    ['an Excel 97 workbook (a compound file, like a .doc)', compoundFile(['Workbook']), 'cv.doc', 'application/msword'],
    [
      'a zip whose bytes say word/ only inside another name',
      zipOf(['password/notes.txt']),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // 2.5 KB that used to take the whole process down (out of memory) while its type was checked.
    ['a .doc whose directory loops', hostileCompoundFile('a directory whose siblings form a ring'), 'cv.doc', 'application/msword'],
    ['a .doc whose sector chain loops', hostileCompoundFile('a stream whose sector chain loops'), 'cv.doc', 'application/msword'],
  ])('refuses %s with 400 whatever its name and declared type', async (_name, data, name, type) => {
    const res = await post(applicationRequest(validApplication, { data, name, type }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please upload a PDF, DOC, or DOCX file.');
    expect(await counts()).toEqual({ applications: 0, files: 0 });
  });

  it('refuses a missing CV with 400', async () => {
    const res = await post(applicationRequest(validApplication, null));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'CV file is required', errors: { cv: ['CV file is required'] } });
  });

  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Valid email is required'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: 'call me maybe' }, 'Enter a valid phone number'],
    ['degree', { degree: 'bsc' }, 'Please select your psychology degree'],
    ['interest', { interest: 'astrology' }, 'Please choose one of the listed interests'],
    ['consent', { consent: false }, 'Please agree to the privacy notice so we can process your application'],
    ['bio', { bio: 'x'.repeat(2001) }, 'Must be 2000 characters or fewer'],
  ])('refuses an invalid %s with 400 naming it', async (field, change, message) => {
    const res = await post(applicationRequest({ ...validApplication, ...change }, { data: pdf }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[field]).toEqual([message]);
    expect(body.message).toContain(field);
    expect(await counts()).toEqual({ applications: 0, files: 0 });
  });

  it('names every problem at once, the missing CV included', async () => {
    const res = await post(applicationRequest({ ...validApplication, email: '', consent: false }, null));
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['consent', 'cv', 'email']);
  });

  it('names a CV of the wrong type beside the other problems, in the same answer', async () => {
    const res = await post(
      applicationRequest(
        { ...validApplication, email: 'not-an-email' },
        { data: Buffer.from('plain text, not a CV'), name: 'cv.txt', type: 'text/plain' },
      ),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ email: ['Valid email is required'], cv: [CV_UPLOAD.messages.invalidType] });
  });

  it('does not count refused applications against the hourly limit, only received ones', async () => {
    await inOneRateWindow(15_000);
    const ip = '203.0.113.11';
    for (let i = 0; i < 8; i++)
      expect((await post(applicationRequest({ ...validApplication, phone: '' }, { data: pdf }), ip)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await post(applicationRequest(validApplication, { data: pdf }), ip)).status).toBe(201);
    expect((await post(applicationRequest(validApplication, { data: pdf }), ip)).status).toBe(429);
  });

  it.each([
    ['malformed applicationData', '{"firstName":'],
    ['missing applicationData', ''],
  ])('refuses %s with 400', async (_name, raw) => {
    const res = await post(applicationRequest(raw, { data: pdf }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/applicationData/);
  });

  it('refuses a body that is not multipart with 400', async () => {
    const res = await post(
      apiRequest('/api/applications', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Expected a multipart/form-data upload');
  });

  it('refuses a second file', async () => {
    const form = new FormData();
    form.set('applicationData', JSON.stringify(validApplication));
    form.append('cv', new Blob([new Uint8Array(pdf)]), 'a.pdf');
    form.append('cv', new Blob([new Uint8Array(pdf)]), 'b.pdf');
    const res = await post(apiRequest('/api/applications', { method: 'POST', body: form }));
    expect(res.status).toBe(400);
    expect(await counts()).toEqual({ applications: 0, files: 0 });
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    const res = await post(applicationRequest({ ...validApplication, website: 'http://spam.example' }, { data: pdf }));
    expect(res.status).toBe(201);
    expect(await counts()).toEqual({ applications: 0, files: 0 });
  });

  it('allows 5 applications an hour from one address, then answers 429 with Retry-After', async () => {
    await inOneRateWindow(15_000);
    const ip = '203.0.113.9';
    for (let i = 0; i < 5; i++) expect((await post(applicationRequest(validApplication, { data: pdf }), ip)).status).toBe(201);
    const res = await post(applicationRequest(validApplication, { data: pdf }), ip);
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/Too many applications/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(applicationRequest(validApplication, { data: pdf }), '203.0.113.10')).status).toBe(201);
    expect((await counts()).applications).toBe(6);
  });

  it('stores all of 50 concurrent applications, each with its own file', async () => {
    const files = Array.from({ length: 50 }, (_, i) => realPdf(`CV number ${i}`));
    const responses = await Promise.all(
      files.map((data, i) => post(applicationRequest({ ...validApplication, firstName: `Applicant${i}` }, { data }))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const rows = await t.db
      .selectFrom('applications')
      .innerJoin('cvFiles', 'cvFiles.applicationId', 'applications.id')
      .select(['applications.firstName', 'cvFiles.data'])
      .execute();
    expect(rows).toHaveLength(50);
    const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    for (const row of rows) expect(sha(row.data)).toBe(sha(files[Number(row.firstName.replace('Applicant', ''))]));
  });

  it('stores neither the application nor the file when storing the file fails', async () => {
    await sql`create or replace function refuse_cv() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(
      t.db,
    );
    await sql`create trigger refuse_cv before insert on cv_files for each row execute function refuse_cv()`.execute(t.db);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await post(applicationRequest(validApplication, { data: pdf }));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Internal server error' });
      expect(await counts()).toEqual({ applications: 0, files: 0 });
    } finally {
      log.mockRestore();
      await sql`drop trigger refuse_cv on cv_files`.execute(t.db);
    }
  });

  it('answers 503 when the database cannot be reached', async () => {
    const unreachable = connect({ url: 'postgres://postgres@127.0.0.1:1/nowhere', driver: 'pg' });
    const previous = setDb(unreachable);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await post(applicationRequest(validApplication, { data: pdf }));
      expect(res.status).toBe(503);
      expect((await res.json()).message).toBe(SERVICE_UNAVAILABLE);
    } finally {
      log.mockRestore();
      setDb(previous);
      await unreachable.destroy();
    }
  });
});

describe('POST /api/applications for a role', () => {
  const job = (values: { title?: string; isActive?: boolean; expiresAt?: Date | null } = {}) =>
    t.db
      .insertInto('jobs')
      .values({
        title: values.title ?? 'Graduate Sales Executive',
        company: 'Exe Valley Software',
        location: 'Exeter',
        type: 'Full-time',
        description: 'Selling software to schools.',
        requirements: 'A psychology degree.',
        isActive: values.isActive ?? true,
        expiresAt: values.expiresAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const stored = (id: number) =>
    t.db.selectFrom('applications').select(['jobId', 'jobTitle', 'jobCompany']).where('id', '=', id).executeTakeFirstOrThrow();

  beforeEach(async () => {
    await t.db.deleteFrom('outbox').execute();
    await t.db.deleteFrom('jobs').execute();
  });

  it("stores the role's title and company as they were, which outlive an edit and the job's deletion", async () => {
    const jobId = await job();
    const res = await post(applicationRequest({ ...validApplication, jobId }, { data: pdf }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await stored(id)).toEqual({ jobId, jobTitle: 'Graduate Sales Executive', jobCompany: 'Exe Valley Software' });
    await t.db.updateTable('jobs').set({ title: 'Renamed' }).where('id', '=', jobId).execute();
    expect((await stored(id)).jobTitle).toBe('Graduate Sales Executive');
    await t.db.deleteFrom('jobs').where('id', '=', jobId).execute();
    expect(await stored(id)).toEqual({ jobId: null, jobTitle: 'Graduate Sales Executive', jobCompany: 'Exe Valley Software' });
  });

  it("names the role in the consultant's email and the receipt", async () => {
    const jobId = await job();
    const { id } = await (await post(applicationRequest({ ...validApplication, jobId }, { data: pdf }))).json();
    const mails = await t.db
      .selectFrom('outbox')
      .select(['template', 'subject', 'text'])
      .where('topic', '=', `application:${id}`)
      .execute();
    const consultant = mails.find((m) => m.template !== 'application-receipt')!;
    expect(consultant.subject).toBe('New application for Graduate Sales Executive at Exe Valley Software: Amelia Hughes');
    expect(consultant.text).toContain('Graduate Sales Executive at Exe Valley Software');
    expect(mails.find((m) => m.template === 'application-receipt')!.text).toContain('for Graduate Sales Executive at Exe Valley Software');
  });

  it('stores a general application (no jobId, or an empty one) without a role', async () => {
    for (const fields of [validApplication, { ...validApplication, jobId: '' }]) {
      const { id } = await (await post(applicationRequest(fields, { data: pdf }))).json();
      expect(await stored(id)).toEqual({ jobId: null, jobTitle: null, jobCompany: null });
    }
  });

  it.each([
    ['unknown', async () => 2_000_000_000],
    ['inactive', () => job({ isActive: false })],
    ['expired', () => job({ expiresAt: new Date(Date.now() - 60_000) })],
    ['malformed', async () => 'abc'],
  ])('refuses an %s job with 400 saying the role has closed, on the jobId field, and stores nothing', async (_name, make) => {
    const jobId = await make();
    const res = await post(applicationRequest({ ...validApplication, jobId }, { data: pdf }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toContain(ROLE_MESSAGES.closed);
    expect(body.errors).toEqual({ jobId: [ROLE_MESSAGES.closed] });
    expect(await counts()).toEqual({ applications: 0, files: 0 });
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('takes the role from a plain form field (no JavaScript) and names it on the problem page when closed', async () => {
    const jobId = await job();
    const plain = (id: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...validApplication, consent: 'on', jobId: id })) form.set(name, String(value));
      form.set('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
      return apiRequest('/api/applications', { method: 'POST', body: form, headers: { 'sec-fetch-mode': 'navigate' } });
    };
    const ok = await post(plain(String(jobId)));
    expect(ok.status).toBe(303);
    expect((await t.db.selectFrom('applications').select('jobTitle').executeTakeFirstOrThrow()).jobTitle).toBe('Graduate Sales Executive');
    await t.db.updateTable('jobs').set({ isActive: false }).execute();
    const closed = await post(plain(String(jobId)));
    expect(closed.status).toBe(400);
    expect(await closed.text()).toContain(`<strong>Role</strong>: ${escapeHtml(ROLE_MESSAGES.closed)}`);
  });
});
