import { getDb } from '../../db/client';
import { csvStream } from '../../exports/csv';
import { EXPORT_DATASETS, exportRows } from '../../exports/datasets';
import { EXPORT_FORMATS, EXPORT_TYPES, isExportFormat, isExportType } from '../../config/export-kinds';
import { DOCUMENT_MIME_TYPES } from '../../schemas/document-types';
import { docxBuffer } from '../../exports/docx';
import { exportFileName } from '../../exports/file-name';
import { attachmentDisposition } from '../../utils/content-disposition';
import { adminOnly } from '../admin-guard';
import { HttpError, route } from '../http';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  docx: DOCUMENT_MIME_TYPES.DOCX,
} as const;

/** The spec names chat logs among the exports, but the product has no chat. */
export const NO_CHAT_MESSAGE = 'There are no chat logs to export: this site has no chat.';

/**
 * GET /api/admin/export/{type}/{format} (admin): every row of blog posts, applications or contact
 * enquiries as CSV (streamed from the database page by page) or as a Word document, as an attachment
 * named '{type}-export-YYYY-MM-DD.{format}'.
 */
export const adminExport = route({
  GET: adminOnly(async (_req, { params }) => {
    const { type, format } = params;
    if (type === 'chat-logs') throw new HttpError(404, NO_CHAT_MESSAGE);
    if (!isExportType(type) || !isExportFormat(format)) {
      throw new HttpError(
        400,
        `Exports are ${EXPORT_TYPES.join(', ')} as ${EXPORT_FORMATS.join(' or ')}: /api/admin/export/{type}/{format}`,
      );
    }
    const dataset = EXPORT_DATASETS[type];
    const now = new Date();
    const rows = exportRows(getDb(), dataset);
    // A stream either way: Netlify streams such an answer (up to 20 MB) where it buffers others (up to 6 MB).
    const body =
      format === 'csv' ? csvStream(rows, dataset.columns) : new Blob([new Uint8Array(await docxBuffer(dataset, rows, now))]).stream();
    const name = exportFileName(type, format, now);
    return new Response(body, {
      headers: {
        'content-type': CONTENT_TYPES[format],
        'content-disposition': attachmentDisposition(name, name),
        'x-content-type-options': 'nosniff',
      },
    });
  }),
});
