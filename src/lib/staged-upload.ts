import { SINGLE_REQUEST_MAX_BYTES } from '../config/upload-limits';
import { ApiError, apiFetch, apiJson } from './api-client';

/** True when a file is too large to travel in one request through Netlify (src/config/upload-limits.ts). */
export const needsStaging = (file: Blob) => file.size > SINGLE_REQUEST_MAX_BYTES;

/** Sends one part, once more if the network failed; a 409 means an earlier attempt did arrive. */
async function sendPart(url: string, part: Blob, attempts = 2): Promise<void> {
  try {
    await apiFetch(url, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: part });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return;
    if (error instanceof ApiError || attempts <= 1) throw error;
    await sendPart(url, part, attempts - 1);
  }
}

/**
 * Sends a file as a staged upload (POST /api/uploads, then PUT each part in order) and returns the
 * upload's id, for the request that uses the file. A refusal throws the API's error.
 */
export async function stageUpload(file: File, purpose: string): Promise<string> {
  const upload = await apiJson<{ id: string; partBytes: number; partCount: number }>('/api/uploads', 'POST', {
    purpose,
    fileName: file.name,
    size: file.size,
  });
  for (let n = 1; n <= upload.partCount; n++) {
    await sendPart(
      `/api/uploads/${encodeURIComponent(upload.id)}/parts/${n}`,
      file.slice((n - 1) * upload.partBytes, n * upload.partBytes),
    );
  }
  return upload.id;
}
