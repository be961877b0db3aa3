import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { needsStaging, stageUpload } from '../staged-upload';

type Answer = Response | Error;
/** Stubs fetch with answers in order and records each call as "METHOD path body". */
function stubFetch(answers: Answer[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = init.body instanceof Blob ? await init.body.text() : String(init.body ?? '');
    calls.push(`${init.method} ${url} ${body}`);
    const answer = answers.shift() ?? new Response(null, { status: 204 });
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return calls;
}
const started = () => new Response(JSON.stringify({ id: 'abc', partBytes: 2, partCount: 3 }), { status: 201 });
const file = new File(['abcde'], 'cv.pdf', { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('stageUpload', () => {
  it('starts the upload, sends the parts in order as the server cut them, and returns the id', async () => {
    const calls = stubFetch([started()]);
    await expect(stageUpload(file, 'cv')).resolves.toBe('abc');
    expect(calls).toEqual([
      'POST /api/uploads {"purpose":"cv","fileName":"cv.pdf","size":5}',
      'PUT /api/uploads/abc/parts/1 ab',
      'PUT /api/uploads/abc/parts/2 cd',
      'PUT /api/uploads/abc/parts/3 e',
    ]);
  });

  it('sends a part again once after a network failure, and takes 409 as already received', async () => {
    const calls = stubFetch([started(), new TypeError('network'), new Response('{"message":"already"}', { status: 409 })]);
    await expect(stageUpload(file, 'cv')).resolves.toBe('abc');
    expect(calls.filter((c) => c.includes('/parts/1'))).toHaveLength(2);
    expect(calls).toHaveLength(5);
  });

  it('gives up after a second network failure, and never repeats a refusal', async () => {
    stubFetch([started(), new TypeError('network'), new TypeError('network')]);
    await expect(stageUpload(file, 'cv')).rejects.toThrow('network');
    const calls = stubFetch([started(), new Response('{"message":"expired"}', { status: 404 })]);
    await expect(stageUpload(file, 'cv')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
  });
});

describe('needsStaging', () => {
  it('stages only a file over 4 MB', () => {
    expect(needsStaging(new Blob([new Uint8Array(4 * 1024 * 1024)]))).toBe(false);
    expect(needsStaging(new Blob([new Uint8Array(4 * 1024 * 1024 + 1)]))).toBe(true);
  });
});
