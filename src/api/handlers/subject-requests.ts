import { getDb } from '../../db/client';
import { erasureRequestSchema, subjectRequestSchema } from '../../schemas/subject-request';
import { listSubjectRequests, recordSubjectRequest } from '../../subject-requests/log';
import { listDataRequests, logDataRequest, recordDataRequestStep } from '../../subject-requests/clock';
import { dataRequestSchema, dataRequestStepSchema } from '../../schemas/data-request';
import { countsOf, erasePersonalData, findPersonalData } from '../../subject-requests/personal-data';
import { normaliseEmail } from '../../utils/email';
import { adminOnly } from '../admin-guard';
import { HttpError, json, parseId, readJson, route } from '../http';
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

/**
 * /api/admin/data-requests (admin). GET: the logged requests with where each stands and its due date,
 * open ones first. POST { email, kind, receivedOn?, note? }: logs one to time it (UK GDPR Article 12A): 201.
 */
export const adminDataRequests = route({
  GET: adminOnly(async () => json(await listDataRequests(getDb()))),
  POST: adminOnly(async (req, { admin }) => {
    const input = await readJson(req, dataRequestSchema);
    return json(await logDataRequest(getDb(), input, admin.email), 201);
  }),
});

/** POST /api/admin/data-requests/{id}/steps (admin) { step, on? }: identity or clarification asked or received, or completed. */
export const adminDataRequestStep = route({
  POST: adminOnly(async (req, { params }) => {
    const id = parseId(params.id, 'Request');
    const { step, on } = await readJson(req, dataRequestStepSchema);
    return json(await recordDataRequestStep(getDb(), id, step, on));
  }),
});
