import { callApi } from './call-api';

/** Starts a staged upload through the API; returns the answer. */
export function startUpload(body: unknown, ip: string): Promise<Response> | Response {
  return callApi('/api/uploads', { method: 'POST', json: body }, { ip });
}

/** Sends one part through the API; returns the answer. */
export function sendPart(
  id: string,
  n: number | string,
  data: Uint8Array,
  ip: string,
  type = 'application/octet-stream',
): Promise<Response> | Response {
  return callApi(`/api/uploads/${id}/parts/${n}`, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(data) }, { ip });
}

/**
 * Stages a file as the form does: start, then its parts in order (or only the first `parts` of them).
 * Returns the upload's id and layout.
 */
export async function stageFile(data: Buffer, ip: string, { fileName = 'cv.pdf', parts }: { fileName?: string; parts?: number } = {}) {
  const res = await startUpload({ purpose: 'cv', fileName, size: data.length }, ip);
  if (res.status !== 201) throw new Error(`start failed: ${res.status} ${await res.text()}`);
  const upload = (await res.json()) as { id: string; partBytes: number; partCount: number; expiresAt: string };
  for (let n = 1; n <= (parts ?? upload.partCount); n++) {
    const sent = await sendPart(upload.id, n, data.subarray((n - 1) * upload.partBytes, n * upload.partBytes), ip);
    if (sent.status !== 204) throw new Error(`part ${n} failed: ${sent.status} ${await sent.text()}`);
  }
  return upload;
}
