import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TEXT_MAX_CHARS } from '../../src/schemas/job';
import { saveApplication, saveContact } from '../../src/candidates/store';
import { useSignedInAdmin } from '../support/admin-session';
import { validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { callApi } from '../support/call-api';

const { db, admin } = useSignedInAdmin();

/** A year the job's expiry stays ahead of, whenever the tests run. */
const EXPIRY_YEAR = new Date().getUTCFullYear() + 5;

const jobInput = {
  title: 'Graduate Account Executive',
  company: 'Acme Ltd',
  location: 'Exeter',
  type: 'Contract',
  engagement: 'fixed-term',
  authorityNote: 'Instructed by phone by Jane Doe, Head of Sales, 3 Dec 2026',
  minimumRequirements: 'A Psychology degree',
  salary: '£28,000',
  description: 'Win and grow accounts.',
  requirements: 'Psychology degree',
  benefits: '',
  applicationUrl: 'https://jobs.example.com/ae',
  contactEmail: 'talent@example.com',
  expiresAt: `${EXPIRY_YEAR}-01-31`,
};

describe('jobs', () => {
  let id: number;

  it('creates a job (type defaults to Full-time, empty optional fields stored as null)', async () => {
    const { status, body } = await admin('POST', '/api/jobs', { json: { ...jobInput, type: undefined } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'Graduate Account Executive',
      type: 'Full-time',
      benefits: null,
      isActive: true,
      expiresAt: `${EXPIRY_YEAR}-01-31T23:59:59.999Z`,
    });
    id = body.id;
  });

  it.each([
    [{ ...jobInput, title: ' ' }, 'title', 'Title is required'],
    [{ ...jobInput, company: undefined }, 'company', 'Company is required'],
    [{ ...jobInput, type: 'Freelance' }, 'type', 'Choose a job type'],
    [{ ...jobInput, applicationUrl: 'javascript:alert(1)' }, 'applicationUrl', 'Enter a full web address starting with https://'],
    [{ ...jobInput, contactEmail: 'nope' }, 'contactEmail', 'Enter a valid email address'],
    [{ ...jobInput, expiresAt: 'someday' }, 'expiresAt', 'Enter a valid date'],
  ])('refuses invalid input with the field and its message (%#)', async (json, field, message) => {
    const { status, body } = await admin('POST', '/api/jobs', { json });
    expect(status).toBe(400);
    expect(body.errors[field]).toEqual([message]);
  });

  it(`takes every long text at its ${JOB_TEXT_MAX_CHARS.toLocaleString('en-GB')}-character limit in characters UTF-8 spends 3 bytes on, creating and editing`, async () => {
    const long = '“£€”'.repeat(JOB_TEXT_MAX_CHARS / 4);
    const json = { ...jobInput, description: long, requirements: long, benefits: long };
    const created = await admin('POST', '/api/jobs', { json });
    expect(created.status).toBe(201);
    expect(created.body.benefits).toBe(long);
    const edited = await admin('PUT', `/api/jobs/${created.body.id}`, { json: { ...json, title: 'Edited' } });
    expect(edited.status).toBe(200);
    expect(edited.body.description).toBe(long);
    await admin('DELETE', `/api/jobs/${created.body.id}`);
  });

  it('edits a job, deactivates it (then the public API hides it) and lists it for the admin', async () => {
    const edited = await admin('PUT', `/api/jobs/${id}`, { json: { ...jobInput, title: 'Senior Account Executive', expiresAt: '' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, title: 'Senior Account Executive', type: 'Contract', expiresAt: null });

    await admin('PUT', `/api/jobs/${id}`, { json: { ...jobInput, isActive: false } });
    const publicList = await (await callApi('/api/jobs')).json();
    expect(publicList.map((j: { id: number }) => j.id)).not.toContain(id);

    const list = await admin('GET', '/api/admin/jobs');
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(list.body.items[0]).toMatchObject({ id, isActive: false });
  });

  it('refuses an expiry outside the years 1900 to 9999 (PostgreSQL cannot store some) with 400, storing nothing', async () => {
    const stored = () => db().selectFrom('jobs').selectAll().orderBy('id').execute();
    const before = await stored();
    for (const expiresAt of ['-005000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '0026-01-31']) {
      const created = await admin('POST', '/api/jobs', { json: { ...jobInput, expiresAt } });
      const edited = await admin('PUT', `/api/jobs/${id}`, { json: { ...jobInput, expiresAt } });
      for (const { status, body } of [created, edited]) {
        expect(status).toBe(400);
        expect(body.errors).toEqual({ expiresAt: ['Enter a date between the years 1900 and 9999'] });
      }
    }
    expect(await stored()).toEqual(before);
  });

  describe('an edit made from an older copy (another tab saved first)', () => {
    const put = (json: unknown, headers: Record<string, string> = {}) => admin('PUT', `/api/jobs/${id}`, { json, headers });
    const version = (updatedAt: string) => ({ 'if-match': `"${updatedAt}"` });

    it('is refused with 412 and leaves the newer edit in place; an edit from the latest version saves', async () => {
      const opened = (await put(jobInput)).body.updatedAt;
      // Tab B saves a new salary from the copy both tabs opened.
      const b = await put({ ...jobInput, salary: '£31,000' }, version(opened));
      expect(b.status).toBe(200);
      // Tab A, still on that copy, deactivates the job: it would put the old salary back.
      const a = await put({ ...jobInput, isActive: false }, version(opened));
      expect(a.status).toBe(412);
      expect(a.body.message).toMatch(/^This job was changed in another tab or window after you opened it, so your change was not saved/);
      expect(await db().selectFrom('jobs').select(['salary', 'isActive']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
        salary: '£31,000',
        isActive: true,
      });
      // From the latest version, the same change saves.
      expect((await put({ ...jobInput, salary: '£31,000', isActive: false }, version(b.body.updatedAt))).status).toBe(200);
    });

    it('is applied as before without a version (an API caller), and refused with 400 for a version that is no date', async () => {
      expect((await put({ ...jobInput, isActive: true })).status).toBe(200);
      expect((await put(jobInput, { 'if-match': '*' })).status).toBe(200);
      for (const header of ['yesterday', '2026-11-24T10:00:00.000Z', '"-271821-04-20T00:00:00.000Z"', '"5"']) {
        const bad = await put(jobInput, { 'if-match': header });
        expect(bad.status, header).toBe(400);
        expect(bad.body.message).toBe('If-Match must be the quoted updatedAt of the version being edited');
      }
    });

    it('answers 404, not 412, when the job has been deleted meanwhile', async () => {
      const res = await admin('PUT', '/api/jobs/424242', { json: jobInput, headers: version(new Date().toISOString()) });
      expect(res.status).toBe(404);
    });
  });

  it('answers 404 when editing or deleting a job that does not exist', async () => {
    expect((await admin('PUT', '/api/jobs/424242', { json: jobInput })).status).toBe(404);
    expect((await admin('DELETE', '/api/jobs/424242')).status).toBe(404);
  });

  it('deletes a job', async () => {
    expect((await admin('DELETE', `/api/jobs/${id}`)).status).toBe(200);
    expect(await db().selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});

describe('Add Job sent again with the same submission key (its first answer was lost)', () => {
  const jobsTitled = (title: string) => db().selectFrom('jobs').select('id').where('title', '=', title).execute();
  // The overview's counts below are of the jobs suite's jobs alone.
  afterAll(() => db().deleteFrom('jobs').where('title', 'in', ['Retried Sales Executive', 'Concurrent Sales Executive']).execute());

  it('is stored once and answered with the same job, its key never shown', async () => {
    const submissionKey = randomUUID();
    const json = { ...jobInput, title: 'Retried Sales Executive', submissionKey };
    const first = await admin('POST', '/api/jobs', { json });
    const retry = await admin('POST', '/api/jobs', { json });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.id).toBe(first.body.id);
    expect(first.body).not.toHaveProperty('submissionKey');
    expect(await jobsTitled('Retried Sales Executive')).toHaveLength(1);
  });

  it('sent twice at once is stored once; another key or none is another job', async () => {
    const submissionKey = randomUUID();
    const json = { ...jobInput, title: 'Concurrent Sales Executive', submissionKey };
    const answers = await Promise.all([admin('POST', '/api/jobs', { json }), admin('POST', '/api/jobs', { json })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await jobsTitled('Concurrent Sales Executive')).toHaveLength(1);
    for (const key of [randomUUID(), undefined])
      expect((await admin('POST', '/api/jobs', { json: { ...json, submissionKey: key } })).status).toBe(201);
    expect(await jobsTitled('Concurrent Sales Executive')).toHaveLength(3);
  });

  it('with a key that is not a UUID is refused', async () => {
    const res = await admin('POST', '/api/jobs', { json: { ...jobInput, title: 'Badly Keyed Job', submissionKey: 'not-a-key' } });
    expect(res.status).toBe(400);
    expect(await jobsTitled('Badly Keyed Job')).toHaveLength(0);
  });
});

describe('applications', () => {
  const cv = Buffer.concat([realPdf('Amelia'), randomBytes(1000)]);
  let id: number;

  beforeAll(async () => {
    id = await saveApplication(db(), { ...validApplication, email: 'amelia@example.com' } as never, {
      fileName: 'Amélie "CV"; final.pdf',
      contentType: 'application/pdf',
      data: cv,
    });
    for (let i = 0; i < 30; i++) {
      await saveApplication(db(), { ...validApplication, firstName: `Person${i}`, email: `p${i}@example.com` } as never, {
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        data: realPdf(),
      });
    }
  });

  it('lists newest first, a page at a time, with the total', async () => {
    const first = await admin('GET', '/api/applications?pageSize=10');
    expect(first.body).toMatchObject({ total: 31, page: 1, pageSize: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0]).toMatchObject({ firstName: 'Person29', status: 'new' });
    expect(first.body.items[0]).not.toHaveProperty('data');
    const last = await admin('GET', '/api/applications?pageSize=10&page=4');
    expect(last.body.items.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it.each([
    ['amelia@', 1],
    ['Amelia Hughes', 1],
    ['person1', 11],
    ['100%_', 0],
  ])('searches for %j', async (q, count) => {
    const { body } = await admin('GET', `/api/applications?q=${encodeURIComponent(q)}`);
    expect(body.total).toBe(count);
  });

  it('sets the status, refusing values not in the list', async () => {
    const ok = await admin('PUT', `/api/applications/${id}/status`, { json: { status: 'in_review' } });
    expect(ok).toMatchObject({ status: 200, body: { id, status: 'in_review' } });
    const bad = await admin('PUT', `/api/applications/${id}/status`, { json: { status: 'hired' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toEqual(['Choose one of the listed statuses']);
  });

  it('downloads the CV: the same bytes, as an attachment with a safe name, its type and nosniff', async () => {
    const { res } = await admin('GET', `/api/applications/${id}/cv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Amelie _CV__ final.pdf"; filename*=UTF-8''Am%C3%A9lie%20%22CV%22%3B%20final.pdf`,
    );
    const body = Buffer.from(await res.arrayBuffer());
    expect(createHash('sha256').update(body).digest('hex')).toBe(createHash('sha256').update(cv).digest('hex'));
  });

  it('downloads a CV under the extension of the type its bytes showed, whatever the candidate named it', async () => {
    const other = await saveApplication(db(), { ...validApplication, email: 'named@example.com' } as never, {
      fileName: 'cv.pdf.html',
      contentType: 'application/pdf',
      data: realPdf(),
    });
    const { res } = await admin('GET', `/api/applications/${other}/cv`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="cv.pdf.pdf"; filename*=UTF-8''cv.pdf.pdf`);
    await admin('DELETE', `/api/applications/${other}`);
  });

  it('deletes an application with its CV', async () => {
    expect((await admin('DELETE', `/api/applications/${id}`)).status).toBe(200);
    expect(await db().selectFrom('cvFiles').select('applicationId').where('applicationId', '=', id).executeTakeFirst()).toBeUndefined();
    expect((await admin('GET', `/api/applications/${id}/cv`)).status).toBe(404);
  });
});

describe('contacts', () => {
  it('lists newest first, searches and deletes', async () => {
    const first = await saveContact(db(), {
      name: 'Priya Shah',
      email: 'priya@example.com',
      subject: 'employer',
      message: 'Two SDRs in Bristol',
    });
    await saveContact(db(), { name: 'Tom Reed', email: 'tom@example.com', subject: 'candidate', message: 'Looking for roles' });
    const list = await admin('GET', '/api/contacts');
    expect(list.body.items.map((c: { name: string }) => c.name)).toEqual(['Tom Reed', 'Priya Shah']);
    expect((await admin('GET', '/api/contacts?q=bristol')).body.total).toBe(1);
    expect((await admin('DELETE', `/api/contacts/${first}`)).status).toBe(200);
    expect((await admin('GET', '/api/contacts')).body.total).toBe(1);
  });
});

describe('overview', () => {
  it('counts jobs (and the active ones visitors see: not expired), posts, applications (and the last 7 days) and enquiries', async () => {
    await db()
      .insertInto('jobs')
      .values([
        { title: 'A', company: 'C', location: 'L', type: 'Full-time', description: 'd', requirements: 'r' },
        { title: 'B', company: 'C', location: 'L', type: 'Full-time', description: 'd', requirements: 'r', isActive: false },
        {
          title: 'Expired',
          company: 'C',
          location: 'L',
          type: 'Full-time',
          description: 'd',
          requirements: 'r',
          expiresAt: new Date(Date.now() - 86_400_000),
        },
      ])
      .execute();
    await db()
      .updateTable('applications')
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) } as never)
      .where('firstName', '=', 'Person0')
      .execute();
    const { body } = await admin('GET', '/api/admin/overview');
    expect(body).toEqual({
      jobs: { total: 3, active: 1 },
      posts: 0,
      applications: { total: 30, recent: 29 },
      contacts: 1,
      complaints: { open: 0, overdue: 0 },
      // Person0, still new 8 days after applying: past the 48-hour promise.
      overdue: { applications: 1, enquiries: 0 },
      briefs: { new: 0, waiting: 0 },
      lateEmployers: 0,
      offersToConfirm: [],
      jobAlerts: { confirmed: 0, pending: 0, lastRun: null },
    });
  });
});
