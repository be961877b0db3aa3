import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { strToU8, zipSync } from 'fflate';
import { site } from '../config/site';
import type { ArchivedCvs, PersonalData } from './personal-data';

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const safeName = (fileName: string) => fileName.replace(/[/\\\u0000-\u001f]/g, '_');
/** A CV's name inside the archive: its application id (a registration's, marked so), then its own name without path separators. */
const cvEntryName = (applicationId: number, fileName: string) => `cvs/${applicationId}-${safeName(fileName)}`;
const registrationCvEntryName = (registrationId: number, fileName: string) => `cvs/registration-${registrationId}-${safeName(fileName)}`;

/**
 * One zip for a subject access request: personal-data.json (everything found, with each CV's name in
 * the archive) and the CVs themselves (of applications and registrations) under cvs/.
 */
export function personalDataArchive(data: PersonalData, cvs: ArchivedCvs, now = new Date()): Uint8Array {
  const json = {
    exportedAt: now.toISOString(),
    ...data,
    cvFiles: data.cvFiles.map((cv) => ({ ...cv, archivePath: cvEntryName(cv.applicationId, cv.fileName) })),
    registrationCvFiles: data.registrationCvFiles.map((cv) => ({
      ...cv,
      archivePath: registrationCvEntryName(cv.registrationId, cv.fileName),
    })),
  };
  const files: Record<string, Uint8Array> = { 'personal-data.json': strToU8(JSON.stringify(json, null, 2)) };
  // CVs are already compressed formats (PDF, DOCX): stored as they are.
  for (const cv of cvs.applications) files[cvEntryName(cv.applicationId, cv.fileName)] = new Uint8Array(cv.data);
  for (const cv of cvs.registrations) files[registrationCvEntryName(cv.registrationId, cv.fileName)] = new Uint8Array(cv.data);
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
