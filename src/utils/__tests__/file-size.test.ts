import { describe, expect, it } from 'vitest';
import { readableFileSize } from '../file-size';

describe('readableFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [820, '820 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [48 * 1024, '48 KB'],
    [48 * 1024 + 300, '48 KB'],
    [1023 * 1024, '1,023 KB'],
    // Rounds to 1,024 KB: a megabyte.
    [1024 * 1024 - 100, '1 MB'],
    [1024 * 1024, '1 MB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [1.26 * 1024 * 1024, '1.3 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [10 * 1024 * 1024 + 1, '10 MB'],
    [2.5 * 1024 ** 3, '2.5 GB'],
    [4096 * 1024 ** 3, '4,096 GB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(readableFileSize(bytes)).toBe(text);
  });
});
