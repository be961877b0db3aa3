import { strToU8, zipSync } from 'fflate';
import type { PersonalData } from './personal-data';

/** A CV's name inside the archive: its application id, then its own name without path separators. */
const cvEntryName = (applicationId: number, fileName: string) => `cvs/${applicationId}-${fileName.replace(/[\/\\\u0000-\u001f]/g, '_')}`;

/**
 * One zip for a subject access request: personal-data.json (everything found, with each CV's name in
 * the archive) and the CVs themselves under cvs/.
 */
export function personalDataArchive(data: PersonalData, cvs: ReadonlyArray<{ applicationId: number; fileName: string; data: Uint8Array }>, now = new Date()): Uint8Array {
  const json = {
    exportedAt: now.toISOString(),
    ...data,
    cvFiles: data.cvFiles.map((cv) => ({ ...cv, archivePath: cvEntryName(cv.applicationId, cv.fileName) })),
  };
  const files: Record<string, Uint8Array> = { 'personal-data.json': strToU8(JSON.stringify(json, null, 2)) };
  // CVs are already compressed formats (PDF, DOCX): stored as they are.
  for (const cv of cvs) files[cvEntryName(cv.applicationId, cv.fileName)] = new Uint8Array(cv.data);
  return zipSync(files, { level: 6, mtime: now });
}
