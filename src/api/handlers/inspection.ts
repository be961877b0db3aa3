import { recordAudit } from '../../auth/audit-log';
import { getDb } from '../../db/client';
import { clientRecordsPack, personRecordsPack, type RecordsPack } from '../../inspection/records-pack';
import { attachmentDisposition } from '../../utils/content-disposition';
import { adminOnly } from '../admin-guard';
import { parseId, route } from '../http';

/** The pack as a download, streamed as the subject request's zip is (Netlify allows 20 MB streamed). */
const download = (pack: RecordsPack) =>
  new Response(new Blob([new Uint8Array(pack.zip)]).stream(), {
    headers: { 'content-type': 'application/zip', 'content-disposition': attachmentDisposition(pack.fileName, pack.fileName) },
  });

/**
 * GET /api/admin/clients/{id}/records (admin): the hirer's inspection pack (Schedule 5), a zip of CSVs and a
 * README.txt; each download is recorded in the audit log (docs/decisions/data-protection.md).
 */
export const adminClientRecords = route({
  GET: adminOnly(async (_req, { params, admin }) => {
    const id = parseId(params.id, 'Client');
    const pack = await clientRecordsPack(getDb(), id);
    await recordAudit(getDb(), 'records-exported', admin.id, { clientId: id, files: pack.files.length });
    return download(pack);
  }),
});

/** GET /api/admin/people/{id}/records (admin): the work-seeker's inspection pack (Schedule 4), recorded as the client's is. */
export const adminPersonRecords = route({
  GET: adminOnly(async (_req, { params, admin }) => {
    const id = parseId(params.id, 'Person');
    const pack = await personRecordsPack(getDb(), id);
    await recordAudit(getDb(), 'records-exported', admin.id, { personId: id, files: pack.files.length });
    return download(pack);
  }),
});
