import { buffer } from 'node:stream/consumers';
import type { Download } from 'playwright-core';

/**
 * The bytes of a download. Files share one Chromium they connect to (browser.ts), where Playwright has no
 * local path for a download (`download.path()` throws), so the bytes come through its stream.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}
