import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipParts, ZipError } from '../zip';

const LIMITS = { maxEntries: 10, maxPartBytes: 1000, maxTotalBytes: 1500 };
const bytes = (n: number) => new Uint8Array(n).fill(0x41);
const zip = (files: Record<string, Uint8Array>, level: 0 | 9 = 9) => Buffer.from(zipSync(files, { level }));

describe('readZipParts', () => {
  it('reads the wanted parts, stored or deflated, and nothing else', () => {
    for (const level of [0, 9] as const) {
      const parts = readZipParts(zip({ 'a.xml': bytes(10), 'b.png': bytes(10) }, level), (n) => n.endsWith('.xml'), LIMITS);
      expect([...parts.keys()]).toEqual(['a.xml']);
      expect(parts.get('a.xml')!.toString()).toBe('A'.repeat(10));
    }
  });

  it('ignores an unwanted part of any size (images are never inflated)', () => {
    expect(readZipParts(zip({ 'a.xml': bytes(1), 'media.png': bytes(100_000) }), (n) => n.endsWith('.xml'), LIMITS).size).toBe(1);
  });

  it.each([
    ['a part over the limit', { 'a.xml': bytes(1001) }],
    ['parts over the total', { 'a.xml': bytes(800), 'b.xml': bytes(800) }],
    ['too many entries', Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`${i}.xml`, bytes(1)]))],
  ])('refuses %s before inflating', (_name, files) => {
    expect(() => readZipParts(zip(files), () => true, LIMITS)).toThrow(new ZipError('too-large'));
  });

  it('stops inflating at the declared size when the directory lies', () => {
    const data = zip({ 'a.xml': bytes(100_000) });
    const entry = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    data.writeUInt32LE(10, entry + 24);
    expect(() => readZipParts(data, () => true, { ...LIMITS, maxPartBytes: 1_000_000, maxTotalBytes: 1_000_000 })).toThrow(
      new ZipError('damaged'),
    );
  });

  it.each([
    ['not a zip', Buffer.from('hello world, this is not a zip file at all')],
    ['a truncated zip', zip({ 'a.xml': bytes(500) }).subarray(0, 60)],
  ])('refuses %s as damaged', (_name, data) => {
    expect(() => readZipParts(data, () => true, LIMITS)).toThrow(new ZipError('damaged'));
  });
});
