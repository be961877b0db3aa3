import { z } from 'zod';
import { enforceRateLimit, RATE_LIMITS } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { getDb } from '../../db/client';
import { STAGED_PART_BYTES } from '../../config/upload-limits';
import { displayFileName } from '../../uploads/multipart';
import { UPLOAD_PURPOSES } from '../../uploads/purposes';
import { receivePart, startStagedUpload } from '../../uploads/staged';
import { requireAdmin } from '../admin-guard';
import { marked } from '../route-map';
import { HttpError, json, readBytes, readJson, route } from '../http';

const startSchema = z.object({
  purpose: z.string({ error: 'purpose is required' }),
  fileName: z.string({ error: 'fileName is required' }).max(1000),
  size: z.number({ error: 'size must be the file size in bytes' }).int('size must be the file size in bytes'),
});

/**
 * POST /api/uploads: starts a staged upload, for a file too large for one request. JSON
 * `{ purpose, fileName, size }`; answers 201 `{ id, partBytes, partCount, expiresAt }`. Anyone may stage a
 * candidate's CV; only the admin the admin's files (a purpose's `adminOnly`).
 */
export const uploadsCollection = route({
  POST: marked(
    async (req, { ip }) => {
      const db = getDb();
      await enforceRateLimit(db, RATE_LIMITS.uploads, ip);
      const { purpose: name, fileName, size } = await readJson(req, startSchema);
      const purpose = Object.hasOwn(UPLOAD_PURPOSES, name) ? UPLOAD_PURPOSES[name] : undefined;
      if (!purpose) throw new HttpError(400, `Unknown upload purpose '${name}'`, { errors: { purpose: ['Unknown upload purpose'] } });
      if (purpose.adminOnly) await requireAdmin(req);
      const upload = await startStagedUpload(db, purpose, { fileName: displayFileName(fileName), totalBytes: size });
      return json(
        { id: upload.id, partBytes: upload.partBytes, partCount: upload.partCount, expiresAt: upload.expiresAt.toISOString() },
        201,
      );
    },
    { access: 'admin-uploads' },
  ),
});

/**
 * PUT /api/uploads/{id}/parts/{n}: part n (from 1) of a staged upload, as application/octet-stream
 * (binary, so Netlify passes it base64-encoded and intact). Answers 204; 404 for an unknown or expired
 * upload, 409 for a part already received, 400 for a wrong number or size, 413 over the part size.
 */
export const uploadPart = route({
  PUT: async (req, { ip, params }) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.uploads, ip);
    if (!/^application\/octet-stream\b/i.test(req.headers.get('content-type') ?? '')) {
      throw new HttpError(400, 'Expected the part as application/octet-stream');
    }
    const partNumber = /^[1-9]\d{0,3}$/.test(params.part ?? '') ? Number(params.part) : NaN;
    const data = await readBytes(req, STAGED_PART_BYTES, `A part may be at most ${STAGED_PART_BYTES} bytes`);
    await withinSiteCeiling(db, SITE_CEILINGS.stagedParts, 1, () => receivePart(db, params.id ?? '', partNumber, data));
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  },
});
