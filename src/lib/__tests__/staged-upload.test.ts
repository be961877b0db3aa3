import { describe, expect, it } from 'vitest';
import { SINGLE_REQUEST_MAX_BYTES } from '../../config/upload-limits';
import { needsStaging } from '../staged-upload';

// stageUpload itself is tested against the real upload API: tests/api/staged-upload-client.test.ts.
describe('needsStaging', () => {
  it('stages only a file too large for one request', () => {
    expect(needsStaging(new Blob([new Uint8Array(SINGLE_REQUEST_MAX_BYTES)]))).toBe(false);
    expect(needsStaging(new Blob([new Uint8Array(SINGLE_REQUEST_MAX_BYTES + 1)]))).toBe(true);
  });
});
