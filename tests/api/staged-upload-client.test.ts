import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { stageUpload } from '../../src/lib/staged-upload';
import { CV_UPLOAD_PURPOSE } from '../../src/schemas/application';
import { STAGED_PART_BYTES } from '../../src/config/upload-limits';
import { UPLOAD_GONE_MESSAGE } from '../../src/uploads/staged';
import { sendApi } from '../support/call-api';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The form's staged upload (src/lib/staged-upload.ts) against the real upload API: the functions' handlers
 * served over HTTP on loopback, on a real database. What goes wrong is what goes wrong on a real network:
 * an answer lost after the part was stored, a connection that fails, an upload that expired meanwhile.
 */
let t: TestDatabase;
let server: http.Server;
let origin = '';
/** Each request that reached the server, as 'METHOD path' (a 'failed' one included: it never got to the API). */
let received: string[] = [];
/**
 * What happens to a request before or after the API answers it: 'lost' drops the connection once the API
 * has answered (the answer never reaches the browser), 'failed' drops it before (nothing reaches the API).
 */
let fault: (request: string, attempt: number) => 'lost' | 'failed' | undefined = () => undefined;
/** Run before the API sees a request: to change the database in between, as time or another request would. */
let before: (request: string) => Promise<void> = async () => {};

beforeAll(async () => {
  t = await createTestDatabase();
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = `${req.method} ${req.url}`;
    const attempt = received.filter((r) => r === request).length + 1;
    received.push(request);
    const happening = fault(request, attempt);
    if (happening === 'failed') return void req.socket.destroy();
    await before(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    // The API as the one function serves it: the uploads' routes among the rest.
    const answer = await sendApi(new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body }), {
      ip: req.socket.remoteAddress,
    });
    if (happening === 'lost') return void req.socket.destroy();
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.destroy();
});

beforeEach(async () => {
  received = [];
  fault = () => undefined;
  before = async () => {};
  await t.db.deleteFrom('stagedUploads').execute();
  await t.db.deleteFrom('rateLimits').execute();
  // The browser resolves the form's '/api/...' against the page's address; Node's fetch needs it said.
  const nodeFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    nodeFetch(typeof input === 'string' ? new URL(input, origin) : input, init),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A file of three parts as the API cuts them (the last one short), with every byte value in it. */
const cvBytes = () => new Uint8Array(randomBytes(2 * STAGED_PART_BYTES + 1234));
const cvFile = (bytes: Uint8Array<ArrayBuffer>) => new File([bytes], 'Amelia Hughes CV.pdf', { type: 'application/pdf' });
const partPaths = (id: string, numbers: number[]) => numbers.map((n) => `PUT /api/uploads/${id}/parts/${n}`);

/** The upload as the API stored it: its row and its parts put together in order. */
async function storedUpload(id: string) {
  const upload = await t.db
    .selectFrom('stagedUploads')
    .select(['purpose', 'fileName', 'totalBytes', 'partCount'])
    .where('id', '=', id)
    .executeTakeFirst();
  const parts = await t.db.selectFrom('stagedUploadParts').select(['data']).where('uploadId', '=', id).orderBy('partNumber').execute();
  return { upload, data: Buffer.concat(parts.map((p) => Buffer.from(p.data))) };
}

describe('stageUpload', () => {
  it('starts the upload, sends the parts in order as the API cut them, and returns an id the API holds the whole file under', async () => {
    const bytes = cvBytes();
    const id = await stageUpload(cvFile(bytes), CV_UPLOAD_PURPOSE);
    expect(received).toEqual(['POST /api/uploads', ...partPaths(id, [1, 2, 3])]);
    const { upload, data } = await storedUpload(id);
    expect(upload).toEqual({ purpose: CV_UPLOAD_PURPOSE, fileName: 'Amelia Hughes CV.pdf', totalBytes: bytes.length, partCount: 3 });
    expect(data.equals(bytes)).toBe(true);
  });

  it('sends a part again once when its answer was lost, and takes the API’s 409 (already received) as done', async () => {
    fault = (request, attempt) => (request.endsWith('/parts/1') && attempt === 1 ? 'lost' : undefined);
    const bytes = cvBytes();
    const id = await stageUpload(cvFile(bytes), CV_UPLOAD_PURPOSE);
    expect(received).toEqual(['POST /api/uploads', ...partPaths(id, [1, 1, 2, 3])]);
    expect((await storedUpload(id)).data.equals(bytes)).toBe(true);
  });

  it('gives up when the connection fails a second time', async () => {
    fault = (request) => (request.includes('/parts/1') ? 'failed' : undefined);
    const error = await stageUpload(cvFile(cvBytes()), CV_UPLOAD_PURPOSE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ApiError);
    const [upload] = await t.db.selectFrom('stagedUploads').select('id').execute();
    // Two attempts at part 1, and nothing after them.
    expect(received).toEqual(['POST /api/uploads', ...partPaths(upload.id, [1, 1])]);
    expect(await t.db.selectFrom('stagedUploadParts').select('partNumber').where('uploadId', '=', upload.id).execute()).toEqual([]);
  });

  it('never sends again what the API refused: an upload that expired meanwhile is the API’s 404, said once', async () => {
    before = async (request) => {
      if (request.startsWith('PUT '))
        await t.db
          .updateTable('stagedUploads')
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .execute();
    };
    const error = await stageUpload(cvFile(cvBytes()), CV_UPLOAD_PURPOSE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toEqual({ message: UPLOAD_GONE_MESSAGE });
    expect(received).toHaveLength(2);
    expect(received[1]).toMatch(/^PUT \/api\/uploads\/[\w-]+\/parts\/1$/);
  });
});
