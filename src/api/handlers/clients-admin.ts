import { listAgreementVersions, publishAgreementVersion } from '../../agreements/versions';
import { listClients, setBriefStatus } from '../../briefs/clients';
import { createDraftJob } from '../../briefs/draft-job';
import { getDb } from '../../db/client';
import { agreementVersionSchema, briefStatusSchema } from '../../schemas/agreement';
import { adminOnly } from '../admin-guard';
import { HttpError, json, parseId, readJson, route } from '../http';

/** GET /api/admin/clients (admin): every client with its contacts, briefs (each with the jobs made from it) and acceptances. */
export const adminClients = route({
  GET: adminOnly(async () => json(await listClients(getDb()))),
});

/** PUT /api/admin/briefs/{id}/status (admin): { status }: new, live, filled or closed. */
export const adminBriefStatus = route({
  PUT: adminOnly(async (req, { params }) => {
    const id = parseId(params.id, 'Brief');
    const { status } = await readJson(req, briefStatusSchema);
    const brief = await setBriefStatus(getDb(), id, status);
    if (!brief) throw new HttpError(404, 'Brief not found');
    return json(brief);
  }),
});

/** POST /api/admin/briefs/{id}/draft-job (admin): an inactive job prefilled from the brief, linked to it: 201 with the job. */
export const adminBriefDraftJob = route({
  POST: adminOnly(async (_req, { params }) => json(await createDraftJob(getDb(), parseId(params.id, 'Brief')), 201)),
});

/**
 * /api/admin/agreements (admin). GET: every version, newest first. POST: publishes the next ({ body,
 * figures, effectiveFrom }, at least 30 days ahead) and emails each contact with an open brief: 201.
 */
export const adminAgreements = route({
  GET: adminOnly(async () => json(await listAgreementVersions(getDb()))),
  POST: adminOnly(async (req) => {
    const input = await readJson(req, agreementVersionSchema, { maxBytes: 256 * 1024 });
    const { version, notified } = await publishAgreementVersion(getDb(), input);
    return json({ ...version, notified }, 201);
  }),
});
