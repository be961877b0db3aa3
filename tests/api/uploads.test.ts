import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CV_MAX_BYTES } from '../../src/schemas/application';
import { STAGED_PART_BYTES, STAGED_UPLOAD_TTL_SECONDS } from '../../src/config/upload-limits';
import { CV_UPLOAD } from '../../src/uploads/purposes';
import { claimStagedUpload, deleteExpiredUploads, startStagedUpload, UPLOAD_GONE_MESSAGE } from '../../src/uploads/staged';
import { callWithCookie, createAccount, signInCookie } from '../support/admin-session';
import { applicationRequest, validApplication } from '../support/application-request';
import { hostileCompoundFile, pdfOfSize, realDocx, realDocxParts, realPdf, windowsExe, zipArchive, zipOf } from '../support/files';
import { sendPart, stageFile, startUpload } from '../support/staged-upload';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { inOneRateWindow } from '../support/rate-window';
import { WORD_PACKAGE_MAX_ENTRIES } from '../../src/files/zip';
import { CV_MESSAGES } from '../../src/texts/forms';
import { apiRequest, sendApi } from '../support/call-api';

let t: TestDatabase;
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter % 250}:${ipCounter}`;
const apply = (req: Request, ip = freshIp()) => sendApi(req, { ip });
const applyStaged = (uploadId: string, fields: Record<string, unknown> = validApplication) =>
  apply(applicationRequest(fields, null, { uploadId }));
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
/** A PDF of `size` bytes whose every byte after the header is random: parts out of order would show. */
const randomPdf = (size: number) => {
  const buf = pdfOfSize(size);
  for (let i = 16; i < size; i++) buf[i] = (i * 2654435761) >>> 24;
  return buf;
};
const HOUR = STAGED_UPLOAD_TTL_SECONDS * 1000;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.deleteFrom('applications').execute();
  await t.db.deleteFrom('stagedUploads').execute();
  await t.db.deleteFrom('rateLimits').execute();
});

const count = async (table: 'applications' | 'cvFiles' | 'stagedUploads' | 'stagedUploadParts') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('staged CV upload', () => {
  it('takes a CV of exactly 5 MB in 2 MB parts; the application stores it byte for byte and the parts go', async () => {
    const cv = randomPdf(CV_MAX_BYTES);
    const ip = freshIp();
    const upload = await stageFile(cv, ip, { fileName: 'Amelia Hughes CV.pdf' });
    expect(upload).toMatchObject({ partBytes: STAGED_PART_BYTES, partCount: 3 });
    expect(upload.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await count('stagedUploadParts')).toBe(3);

    const res = await applyStaged(upload.id);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const file = await t.db.selectFrom('cvFiles').selectAll().where('applicationId', '=', id).executeTakeFirstOrThrow();
    expect(file).toMatchObject({ fileName: 'Amelia Hughes CV.pdf', contentType: 'application/pdf', sizeBytes: CV_MAX_BYTES });
    expect(sha(file.data)).toBe(sha(cv));
    const row = await t.db.selectFrom('applications').select(['cvFileName', 'firstName']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ cvFileName: 'Amelia Hughes CV.pdf', firstName: 'Amelia' });
    expect({ uploads: await count('stagedUploads'), parts: await count('stagedUploadParts') }).toEqual({ uploads: 0, parts: 0 });
  });

  it('refuses to start an upload of 5 MB + 1 byte with the spec message', async () => {
    const res = await startUpload({ purpose: 'cv', fileName: 'big.pdf', size: CV_MAX_BYTES + 1 }, freshIp());
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: CV_UPLOAD.messages.tooLarge, errors: { cv: [CV_UPLOAD.messages.tooLarge] } });
    expect(await count('stagedUploads')).toBe(0);
  });

  it.each([
    ['an unknown purpose', { purpose: 'photo', fileName: 'a.png', size: 10 }, 'purpose'],
    ['a size that is not a whole number', { purpose: 'cv', fileName: 'a.pdf', size: 1.5 }, 'size'],
    ['no size', { purpose: 'cv', fileName: 'a.pdf' }, 'size'],
  ])('refuses to start an upload with %s', async (_name, body, field) => {
    const res = await startUpload(body, freshIp());
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual([field]);
  });

  it('refuses an empty file', async () => {
    const res = await startUpload({ purpose: 'cv', fileName: 'a.pdf', size: 0 }, freshIp());
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('CV file is required');
  });

  it('checks the type of the assembled file by its bytes, and stores nothing for a renamed .exe', async () => {
    const exe = Buffer.concat([windowsExe(), Buffer.alloc(STAGED_PART_BYTES + 100)]);
    const upload = await stageFile(exe, freshIp(), { fileName: 'cv.pdf' });
    const res = await applyStaged(upload.id);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Please upload a PDF, DOC, or DOCX file.',
      errors: { cv: ['Please upload a PDF, DOC, or DOCX file.'] },
    });
    expect({ applications: await count('applications'), files: await count('cvFiles') }).toEqual({ applications: 0, files: 0 });
  });

  it('checks the size of the assembled file against the purpose', async () => {
    const upload = await stageFile(randomPdf(STAGED_PART_BYTES + 10), freshIp());
    const smaller = { ...CV_UPLOAD, maxBytes: STAGED_PART_BYTES };
    const claim = t.db.transaction().execute((trx) => claimStagedUpload(trx, smaller, upload.id));
    await expect(claim).rejects.toMatchObject({ kind: 'too-large', message: CV_UPLOAD.messages.tooLarge });
    expect(await count('stagedUploadParts')).toBe(2);
  });

  it('refuses an application whose upload is missing a part, and keeps what arrived', async () => {
    const upload = await stageFile(randomPdf(CV_MAX_BYTES), freshIp(), { parts: 2 });
    const res = await applyStaged(upload.id);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The upload is incomplete: 2 of 3 parts arrived. Please send the file again.');
    expect(await count('applications')).toBe(0);
    expect(await count('stagedUploadParts')).toBe(2);
  });

  it('refuses a part that has already arrived with 409', async () => {
    const cv = randomPdf(CV_MAX_BYTES);
    const ip = freshIp();
    const upload = await stageFile(cv, ip, { parts: 1 });
    const res = await sendPart(upload.id, 1, cv.subarray(0, STAGED_PART_BYTES), ip);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Part 1 of this upload has already been received');
  });

  it.each([
    ['a part number past the last', 4, STAGED_PART_BYTES, 'Part numbers of this upload run from 1 to 3'],
    ['part number 0', 0, STAGED_PART_BYTES, 'Part numbers of this upload run from 1 to 3'],
    ['a part number that is not a number', 'x', STAGED_PART_BYTES, 'Part numbers of this upload run from 1 to 3'],
    ['a short middle part', 2, STAGED_PART_BYTES - 1, `Part 2 must be ${STAGED_PART_BYTES} bytes, not ${STAGED_PART_BYTES - 1}`],
    [
      'a long last part',
      3,
      CV_MAX_BYTES - 2 * STAGED_PART_BYTES + 1,
      `Part 3 must be ${CV_MAX_BYTES - 2 * STAGED_PART_BYTES} bytes, not ${CV_MAX_BYTES - 2 * STAGED_PART_BYTES + 1}`,
    ],
  ])('refuses %s with 400', async (_name, n, size, message) => {
    const ip = freshIp();
    const { id } = await (await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: CV_MAX_BYTES }, ip)).json();
    const res = await sendPart(id, n, Buffer.alloc(size), ip);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await count('stagedUploadParts')).toBe(0);
  });

  it('refuses a part larger than a part may be with 413, and a part not sent as octet-stream with 400', async () => {
    const ip = freshIp();
    const { id } = await (await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: CV_MAX_BYTES }, ip)).json();
    const big = await sendPart(id, 1, Buffer.alloc(STAGED_PART_BYTES + 1), ip);
    expect(big.status).toBe(413);
    const text = await sendPart(id, 1, Buffer.alloc(STAGED_PART_BYTES), ip, 'text/plain');
    expect(text.status).toBe(400);
    expect((await text.json()).message).toBe('Expected the part as application/octet-stream');
  });

  it('refuses a part for an unknown upload, and for an expired one, with 404', async () => {
    const ip = freshIp();
    const unknown = await sendPart('A'.repeat(32), 1, Buffer.alloc(10), ip);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(UPLOAD_GONE_MESSAGE);
    expect((await sendPart('../../etc', 1, Buffer.alloc(10), ip)).status).toBe(404);

    const expired = await startStagedUpload(
      t.db,
      CV_UPLOAD,
      { fileName: 'cv.pdf', totalBytes: 10 },
      { now: new Date(Date.now() - HOUR - 1000) },
    );
    const res = await sendPart(expired.id, 1, Buffer.alloc(10), ip);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe(UPLOAD_GONE_MESSAGE);
  });

  it('refuses an application naming an unknown or already used upload with 404 beside the CV', async () => {
    const unknown = await applyStaged('B'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: UPLOAD_GONE_MESSAGE, errors: { cv: [UPLOAD_GONE_MESSAGE] } });

    const upload = await stageFile(realPdf(), freshIp());
    expect((await applyStaged(upload.id)).status).toBe(201);
    expect((await applyStaged(upload.id)).status).toBe(404);
    expect(await count('applications')).toBe(1);
  });

  it('refuses an application whose upload has expired', async () => {
    const upload = await stageFile(realPdf(), freshIp());
    await t.db
      .updateTable('stagedUploads')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', upload.id)
      .execute();
    const res = await applyStaged(upload.id);
    expect(res.status).toBe(404);
    expect(await count('applications')).toBe(0);
  });

  it('keeps the parts when storing the application fails, so nothing is half done', async () => {
    const upload = await stageFile(randomPdf(STAGED_PART_BYTES + 10), freshIp());
    await sql`create or replace function refuse_cv() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(
      t.db,
    );
    await sql`create trigger refuse_cv before insert on cv_files for each row execute function refuse_cv()`.execute(t.db);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await applyStaged(upload.id)).status).toBe(500);
      expect(await count('applications')).toBe(0);
      expect(await count('stagedUploadParts')).toBe(2);
    } finally {
      log.mockRestore();
      await sql`drop trigger refuse_cv on cv_files`.execute(t.db);
    }
    expect((await applyStaged(upload.id)).status).toBe(201);
  });

  it('leaves no application for an upload abandoned half way, and deletes its parts once it has expired', async () => {
    const upload = await stageFile(randomPdf(CV_MAX_BYTES), freshIp(), { parts: 2 });
    const expiresAt = new Date(upload.expiresAt);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(HOUR);
    expect(await count('applications')).toBe(0);

    expect(await deleteExpiredUploads(t.db, new Date(expiresAt.getTime() - 1000))).toBe(0);
    expect(await count('stagedUploadParts')).toBe(2);
    expect(await deleteExpiredUploads(t.db, expiresAt)).toBe(1);
    expect({ uploads: await count('stagedUploads'), parts: await count('stagedUploadParts') }).toEqual({ uploads: 0, parts: 0 });
  });

  it('clears expired uploads whenever a new one starts', async () => {
    await stageFile(randomPdf(CV_MAX_BYTES), freshIp(), { parts: 1 });
    await startStagedUpload(t.db, CV_UPLOAD, { fileName: 'later.pdf', totalBytes: 10 }, { now: new Date(Date.now() + HOUR + 1000) });
    expect(await count('stagedUploads')).toBe(1);
    expect(await count('stagedUploadParts')).toBe(0);
  });

  it('counts starts and parts against one limit: 40 an hour from one address (5 CVs of 3 parts take 20), then 429', async () => {
    await inOneRateWindow(15_000);
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i++) await stageFile(realPdf().subarray(0, 10), ip);
    const res = await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: 10 }, ip);
    expect(res.status).toBe(429);
    expect((await res.json()).message).toMatch(/Too many file uploads/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const [{ id }] = await t.db.selectFrom('stagedUploads').select('id').limit(1).execute();
    expect((await sendPart(id, 1, Buffer.alloc(10), ip)).status).toBe(429);
    expect((await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: 10 }, '203.0.113.78')).status).toBe(201);
  });

  it('still takes a CV whole in the application request', async () => {
    const cv = randomPdf(3 * 1024 * 1024);
    const res = await apply(applicationRequest(validApplication, { data: cv }));
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const file = await t.db.selectFrom('cvFiles').select('data').where('applicationId', '=', id).executeTakeFirstOrThrow();
    expect(sha(file.data)).toBe(sha(cv));
  });
});

describe('hostile uploads', () => {
  const stored = async () => ({ applications: await count('applications'), files: await count('cvFiles') });
  const fieldsPart = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="applicationData"\r\n\r\n${JSON.stringify(validApplication)}\r\n`;
  const filePart = (boundary: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      data,
    ]);
  const multipart = (body: BodyInit | ReadableStream<Uint8Array>, boundary: string) =>
    apiRequest('/api/applications', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
  /** A body sent a few bytes at a time, with a pause (a macrotask) between chunks; it may break off. */
  const trickle = (bytes: Buffer, { chunk = 4096, breakAt }: { chunk?: number; breakAt?: number } = {}) => {
    let offset = 0;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        if (breakAt !== undefined && offset >= breakAt) return controller.error(new Error('sender went away'));
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + chunk)));
        offset += chunk;
      },
    });
  };

  it.each([
    ['an HTML page that mentions %PDF- later', Buffer.from('<!doctype html><script>alert(1)</script>\n%PDF-1.4\n')],
    [
      'an SVG with a script, named cv.pdf',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
    ],
    ['a PNG named cv.pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a PDF signature one byte late', Buffer.concat([Buffer.from(' '), realPdf()])],
    [
      'a ZIP (a .jar) without a Word part',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('META-INF/MANIFEST.MF Main-Class: x')]),
    ],
  ])('refuses %s by its bytes and stores nothing', async (_name, data) => {
    const res = await apply(applicationRequest(validApplication, { data, name: 'cv.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please upload a PDF, DOC, or DOCX file.');
    expect(await stored()).toEqual({ applications: 0, files: 0 });
  });

  it('stores a PDF/HTML polyglot only as the PDF it claims to be: the download is an attachment that cannot run', async () => {
    const polyglot = Buffer.concat([realPdf(), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const res = await apply(applicationRequest(validApplication, { data: polyglot, name: 'cv.html', type: 'text/html' }));
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('cvFiles').select(['contentType', 'fileName']).executeTakeFirstOrThrow();
    // The type is the bytes' (PDF), not the declared text/html; the CV endpoint sends it as an attachment
    // with nosniff and a sandboxing policy (tests/api/applications.test.ts, admin CV download).
    expect(row.contentType).toBe('application/pdf');
  });

  it('refuses a multipart body cut off inside the file, and stores nothing', async () => {
    const boundary = 'cutBoundary';
    const body = Buffer.concat([Buffer.from(fieldsPart(boundary)), filePart(boundary, realPdf()).subarray(0, 300)]);
    const res = await apply(multipart(body, boundary));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/\S/);
    expect(await stored()).toEqual({ applications: 0, files: 0 });
  });

  it('takes a slow sender whose body arrives in many small pieces, exactly once', async () => {
    const boundary = 'slowBoundary';
    const pdf = randomPdf(200_000);
    const body = Buffer.concat([Buffer.from(fieldsPart(boundary)), filePart(boundary, pdf), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await apply(multipart(trickle(body, { chunk: 1024 }), boundary));
    expect(res.status).toBe(201);
    const [file] = await t.db.selectFrom('cvFiles').select('data').execute();
    expect(sha(file.data)).toBe(sha(pdf));
    expect(await stored()).toEqual({ applications: 1, files: 1 });
  });

  it('refuses a slow sender that goes away half way, and stores nothing', async () => {
    const boundary = 'goneBoundary';
    const body = Buffer.concat([
      Buffer.from(fieldsPart(boundary)),
      filePart(boundary, randomPdf(200_000)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await apply(multipart(trickle(body, { chunk: 1024, breakAt: 100_000 }), boundary));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/interrupted/i);
    expect(await stored()).toEqual({ applications: 0, files: 0 });
  });

  it('assembles parts that arrived out of order in their numbered order', async () => {
    const cv = randomPdf(CV_MAX_BYTES);
    const ip = freshIp();
    const { id, partBytes } = await (await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: cv.length }, ip)).json();
    for (const n of [3, 1, 2]) expect((await sendPart(id, n, cv.subarray((n - 1) * partBytes, n * partBytes), ip)).status).toBe(204);
    expect((await applyStaged(id)).status).toBe(201);
    const [file] = await t.db.selectFrom('cvFiles').select('data').execute();
    expect(sha(file.data)).toBe(sha(cv));
  });

  it('refuses an application whose staged parts are out of order in content (a part of another file): by type, nothing stored', async () => {
    const cv = randomPdf(CV_MAX_BYTES);
    const other = windowsExe();
    const ip = freshIp();
    const { id, partBytes } = await (await startUpload({ purpose: 'cv', fileName: 'cv.pdf', size: cv.length }, ip)).json();
    // Part 1 (where the signature lives) is another file's bytes, sent last.
    for (const n of [2, 3]) await sendPart(id, n, cv.subarray((n - 1) * partBytes, n * partBytes), ip);
    await sendPart(id, 1, Buffer.concat([other, Buffer.alloc(partBytes - other.length)]), ip);
    const res = await applyStaged(id);
    expect(res.status).toBe(400);
    expect(await stored()).toEqual({ applications: 0, files: 0 });
  });
});

const docxParts = await realDocxParts();

describe('Word CVs the Word import’s readers refuse', () => {
  const DOC = 'application/msword';
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const stored = async () => ({ applications: await count('applications'), files: await count('cvFiles') });
  const MB = 1024 * 1024;
  const withMedia = (media: Uint8Array, declaredSize?: number) =>
    zipArchive([...docxParts, { name: 'word/media/image1.png', data: media, declaredSize }]);

  it.each([
    // 200 MB of zeros deflate to about 200 KB: the sizes are honest, and far beyond any CV.
    ['a zip bomb (200 MB inside about 200 KB)', () => withMedia(new Uint8Array(200 * MB)), CV_MESSAGES.unreadable],
    // The directory says 1 KB; inflating the part would give 50 MB.
    [
      'a part whose directory hides its real size (1 KB declared, 50 MB inside)',
      () => withMedia(new Uint8Array(50 * MB), 1024),
      CV_MESSAGES.unreadable,
    ],
    [
      'a part whose directory claims more than it holds',
      () =>
        zipArchive(docxParts.map((part) => (part.name === 'word/document.xml' ? { ...part, declaredSize: part.data.length + 10 } : part))),
      CV_MESSAGES.unreadable,
    ],
    [
      'more entries than a Word package has',
      () =>
        zipOf([
          '[Content_Types].xml',
          'word/document.xml',
          ...Array.from({ length: WORD_PACKAGE_MAX_ENTRIES }, (_, i) => `word/media/image${i}.png`),
        ]),
      CV_MESSAGES.invalidType.description,
    ],
  ])('refuses a .docx with %s with 400 and stores nothing', async (_name, make, message) => {
    const data = make();
    expect(data.length).toBeLessThan(CV_MAX_BYTES);
    const res = await apply(applicationRequest(validApplication, { data, name: 'cv.docx', type: DOCX }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, errors: { cv: [message] } });
    expect(await stored()).toEqual({ applications: 0, files: 0 });
  });

  it('refuses a .doc whose Word stream claims more bytes than its sectors hold (as the import refuses it), and stores nothing', async () => {
    const res = await apply(
      applicationRequest(validApplication, {
        data: hostileCompoundFile('a stream claiming more bytes than its sector chain holds'),
        name: 'cv.doc',
        type: DOC,
      }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ cv: [CV_MESSAGES.invalidType.description] });
    expect(await stored()).toEqual({ applications: 0, files: 0 });
  });

  it('refuses a zip bomb staged in parts when the application claims it, and stores nothing', async () => {
    const bomb = withMedia(new Uint8Array(200 * MB));
    const upload = await stageFile(bomb, freshIp(), { fileName: 'cv.docx' });
    const res = await applyStaged(upload.id);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ cv: [CV_MESSAGES.unreadable] });
    expect(await stored()).toEqual({ applications: 0, files: 0 });
  });

  it('still takes a real .docx, and one written again part for part', async () => {
    for (const data of [await realDocx(), zipArchive(docxParts)]) {
      expect((await apply(applicationRequest(validApplication, { data, name: 'cv.docx', type: DOCX }))).status).toBe(201);
    }
    expect(await stored()).toEqual({ applications: 2, files: 2 });
  });
});

// A right-to-left override showed a CV named "cv\u202Efdp.exe" as "cvexe.pdf" in the dashboard.
describe('invisible format characters in the names the dashboard shows', () => {
  const disguised = { ...validApplication, firstName: '\u202EAme\u200Blia', lastName: 'Hugh\u00ADes\u2066' };
  const disguisedFileName = 'cv\u202Efdp.exe';
  let cookie: string;
  beforeAll(async () => {
    await createAccount(t.db, 'admin@example.com');
    cookie = await signInCookie('admin@example.com');
  });

  it.each([
    ['whole in the application request', () => apply(applicationRequest(disguised, { data: realPdf(), name: disguisedFileName }))],
    ['staged in parts', async () => applyStaged((await stageFile(realPdf(), freshIp(), { fileName: disguisedFileName })).id, disguised)],
  ])('stores, lists and downloads a CV sent %s without them, under its plain name', async (_how, send) => {
    const res = await send();
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const stored = await t.db
      .selectFrom('applications')
      .innerJoin('cvFiles', 'cvFiles.applicationId', 'applications.id')
      .select(['firstName', 'lastName', 'cvFileName', 'cvFiles.fileName'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ firstName: 'Amelia', lastName: 'Hughes', cvFileName: 'cvfdp.exe', fileName: 'cvfdp.exe' });

    const list = await callWithCookie(cookie, 'GET', '/api/applications');
    expect(list.body.items.find((a: { id: number }) => a.id === id)).toMatchObject({
      firstName: 'Amelia',
      lastName: 'Hughes',
      cvFileName: 'cvfdp.exe',
    });
    expect(JSON.stringify(list.body)).not.toMatch(/\p{Cf}/u);

    const download = await callWithCookie(cookie, 'GET', `/api/applications/${id}/cv`);
    expect(download.status).toBe(200);
    expect(download.res.headers.get('content-disposition')).toBe(`attachment; filename="cvfdp.pdf"; filename*=UTF-8''cvfdp.pdf`);
  });
});
