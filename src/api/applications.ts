import { z } from 'zod';
import { enforceRateLimit, RATE_LIMITS } from '../abuse/rate-limit';
import { saveApplication } from '../candidates/store';
import { getDb } from '../db/client';
import { applicationSchema, CV_MAX_BYTES, CV_MESSAGES } from '../schemas/application';
import { detectCvType } from '../uploads/file-signature';
import { parseMultipart } from '../uploads/multipart';
import { HttpError, json, route, validationError } from './http';

/** What a bot that filled the honeypot is told: the same as a person, but nothing is stored. */
const ACCEPTED = { message: 'Application received' };

/**
 * POST /api/applications: multipart with the CV in `cv` and the fields as JSON in `applicationData`.
 * Limits apply while streaming; the row and the file are stored together or not at all.
 */
export const applicationsCollection = route({
  POST: async (req, { ip }) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.applications, ip);
    const { fields, files } = await parseMultipart(req, { maxFileBytes: CV_MAX_BYTES, tooLargeMessage: CV_MESSAGES.tooLarge.description });

    let raw: unknown;
    try {
      raw = JSON.parse(fields.applicationData ?? '');
    } catch {
      throw new HttpError(400, 'applicationData must be a JSON object of the application fields', { errors: { applicationData: ['Missing or malformed'] } });
    }
    const parsed = z.safeParse(applicationSchema, raw);
    const cv = files.find((f) => f.field === 'cv');
    if (!parsed.success) {
      const error = validationError(parsed.error);
      if (!cv) (error.extra.errors as Record<string, string[]>).cv = [CV_MESSAGES.required];
      throw error;
    }
    if (parsed.data.website) return json(ACCEPTED, 201);
    if (!cv || cv.data.length === 0) throw new HttpError(400, CV_MESSAGES.required, { errors: { cv: [CV_MESSAGES.required] } });
    const contentType = detectCvType(cv.data);
    if (!contentType) throw new HttpError(400, CV_MESSAGES.invalidType.description, { errors: { cv: [CV_MESSAGES.invalidType.description] } });

    const id = await saveApplication(db, parsed.data, { fileName: cv.fileName, contentType, data: cv.data });
    return json({ ...ACCEPTED, id }, 201);
  },
});
