import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { personalDataArchive } from '../subject-requests/archive';
import { recordSubjectRequest } from '../subject-requests/log';
import { countsOf, findPersonalData, readCvFiles } from '../subject-requests/personal-data';
import { attachmentDisposition } from '../utils/content-disposition';
import { ukDay } from '../utils/uk-time';

/**
 * A subject access download: everything held about the person `email` is (one zip, JSON and CVs), recorded
 * with who asked (an admin's address, or null: the person on "My data"). The consultant's and the person's.
 */
export async function personalDataDownload(db: Kysely<Database>, email: string, requestedBy: string | null): Promise<Response> {
  const data = await findPersonalData(db, email);
  const cvs = await readCvFiles(db, data);
  const zip = personalDataArchive(data, cvs);
  await recordSubjectRequest(db, 'download', email, countsOf(data), requestedBy);
  // Dated in UK time, as the exports are: a download just after midnight in summer is that day's.
  const name = `personal-data-${ukDay(new Date())}.zip`;
  // Streamed, so Netlify allows up to 20 MB (a few CVs) where a buffered answer stops at 6 MB.
  return new Response(new Blob([new Uint8Array(zip)]).stream(), {
    headers: { 'content-type': 'application/zip', 'content-disposition': attachmentDisposition(name, name) },
  });
}
