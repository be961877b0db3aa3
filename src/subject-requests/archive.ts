import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { strToU8, zipSync } from 'fflate';
import { site } from '../config/site';
import type { PersonalData } from './personal-data';

/** A CV's name inside the archive: its application id, then its own name without path separators. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const cvEntryName = (applicationId: number, fileName: string) => `cvs/${applicationId}-${fileName.replace(/[/\\\u0000-\u001f]/g, '_')}`;

/**
 * One zip for a subject access request: personal-data.json (everything found, with each CV's name in
 * the archive) and the CVs themselves under cvs/.
 */
export function personalDataArchive(
  data: PersonalData,
  cvs: ReadonlyArray<{ applicationId: number; fileName: string; data: Uint8Array }>,
  now = new Date(),
): Uint8Array {
  const json = {
    exportedAt: now.toISOString(),
    ...data,
    cvFiles: data.cvFiles.map((cv) => ({ ...cv, archivePath: cvEntryName(cv.applicationId, cv.fileName) })),
  };
  const files: Record<string, Uint8Array> = { 'personal-data.json': strToU8(JSON.stringify(json, null, 2)) };
  // CVs are already compressed formats (PDF, DOCX): stored as they are.
  for (const cv of cvs) files[cvEntryName(cv.applicationId, cv.fileName)] = new Uint8Array(cv.data);
  return zipSync(files, { level: 6, mtime: zipEntryTime(now) });
}

/**
 * A zip entry's time is a wall-clock time without a zone, which fflate takes from the machine-local fields
 * of `new Date(mtime)`: given the UK's wall-clock time without an offset, which JavaScript reads as local
 * time, the entries show UK time whatever the server's zone.
 */
export function zipEntryTime(now: Date): string {
  return format(now, "yyyy-MM-dd'T'HH:mm:ss", { in: tz(site.timeZone) });
}
