import { getDb } from '../../db/client';
import { erasureRequestSchema, subjectRequestSchema } from '../../schemas/subject-request';
import { listSubjectRequests, recordSubjectRequest } from '../../subject-requests/log';
import { countsOf, erasePersonalData, findPersonalData } from '../../subject-requests/personal-data';
import { normaliseEmail } from '../../utils/email';
import { adminOnly } from '../admin-guard';
import { HttpError, json, readJson, route } from '../http';
import { personalDataDownload } from '../personal-data-download';

/** GET /api/admin/subject-requests (admin): the latest recorded requests. */
export const adminSubjectRequests = route({
  GET: adminOnly(async () => json(await listSubjectRequests(getDb()))),
});

/**
 * POST /api/admin/subject-requests/{search|download|erasure} (admin), body { email } (erasure also
 * { confirmEmail }, the same address): everything held about the address; the same as one zip (JSON and
 * CVs); or all of it erased. Each is recorded. The address travels in the body, never in a URL.
 */
export const adminSubjectRequest = route({
  POST: adminOnly(async (req, { params, admin }) => {
    const db = getDb();
    switch (params.action) {
      case 'search': {
        const { email } = await readJson(req, subjectRequestSchema);
        const data = await findPersonalData(db, email);
        await recordSubjectRequest(db, 'search', email, countsOf(data), admin.email);
        return json({ ...data, counts: countsOf(data) });
      }
      case 'download': {
        const { email } = await readJson(req, subjectRequestSchema);
        return personalDataDownload(db, email, admin.email);
      }
      case 'erasure': {
        const { email, confirmEmail } = await readJson(req, erasureRequestSchema);
        if (normaliseEmail(confirmEmail) !== normaliseEmail(email)) {
          throw new HttpError(400, 'The confirmation does not match the email address', {
            errors: { confirmEmail: ['Type the same email address to confirm'] },
          });
        }
        const counts = await erasePersonalData(db, email, (trx, erased) =>
          recordSubjectRequest(trx, 'erasure', email, erased, admin.email),
        );
        return json({ counts });
      }
      default:
        throw new HttpError(404, 'Unknown request: use search, download or erasure');
    }
  }),
});
