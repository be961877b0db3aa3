import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RATE_LIMITS, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { getDb } from '../../db/client';
import type { Database } from '../../db/schema';
import { subscribe } from '../../job-alerts/subscriptions';
import { registrationTopic } from '../../notifications/events';
import { saveRegistration } from '../../people/registrations';
import { PATH_IDS } from '../../config/choices';
import { jobAlertSchema } from '../../job-alerts/schema';
import { REGISTRATION_LOCATIONS, registrationSchema, type RegistrationData } from '../../people/registration-schema';
import { REGISTRATION_LABELS, REGISTRATION_MESSAGES, REGISTRATION_OUTCOME, REGISTRATION_SOURCE } from '../../texts/registration';
import { UploadError } from '../../uploads/errors';
import { parseMultipart, type UploadedFile } from '../../uploads/multipart';
import { acceptFile, CV_UPLOAD, type AcceptedFile } from '../../uploads/purposes';
import type { CvMimeType } from '../../schemas/application';
import { HttpError, json, readJson, rejectUnstorableText, route, validationError, type RequestEnv } from '../http';
import { answerNativeForms } from '../native-form';
import { sendAfterAnswer } from '../after-answer';

/** What a bot that filled the honeypot is told: the same as a person, but nothing is stored. */
const ACCEPTED = { message: 'Registration received' };

const PLAIN_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'linkedinUrl',
  'salaryFloor',
  'earliestStart',
  'hideFrom',
  'website',
  'submissionKey',
];

/**
 * The fields of a multipart registration: the JSON of `registrationData` (a script), or the plain fields
 * a browser's own form sends, where each career path and place is its own checkbox (`interests.<id>`,
 * `locations.<key>`: a repeated name would keep only its last value) and the hide-from list a text box.
 */
function multipartFields(fields: Record<string, string>): unknown {
  if ('registrationData' in fields) {
    try {
      return JSON.parse(fields.registrationData);
    } catch {
      throw new HttpError(400, 'registrationData must be a JSON object of the registration fields', {
        errors: { registrationData: ['Missing or malformed'] },
      });
    }
  }
  return {
    ...Object.fromEntries(PLAIN_FIELDS.filter((name) => name in fields).map((name) => [name, fields[name]])),
    interests: PATH_IDS.filter((id) => fields[`interests.${id}`]),
    locations: REGISTRATION_LOCATIONS.filter((key) => fields[`locations.${key}`]),
    consentFindWork: fields.consentFindWork,
    consentKeepDetails: fields.consentKeepDetails,
    jobAlerts: fields.jobAlerts,
  };
}

/**
 * Reads and checks a registration (JSON, or multipart with an optional CV in `cv`), naming every problem at
 * once; one that gives none of a phone, a LinkedIn profile and a CV is refused naming the three.
 */
async function readRegistration(req: Request): Promise<{ data: RegistrationData; cv?: AcceptedFile<CvMimeType> }> {
  let values: unknown;
  let file: UploadedFile | undefined;
  if (/^multipart\/form-data\b/i.test(req.headers.get('content-type') ?? '')) {
    const { fields, files } = await parseMultipart(req, { maxFileBytes: CV_UPLOAD.maxBytes, tooLargeMessage: CV_UPLOAD.messages.tooLarge });
    values = multipartFields(fields);
    // A browser sends an empty file part when no file was chosen.
    file = files.find((f) => f.field === CV_UPLOAD.field && f.data.length > 0);
  } else {
    values = await readJson(req, z.unknown());
  }
  rejectUnstorableText(values);
  const parsed = z.safeParse(registrationSchema, values);
  const errors: Record<string, string[]> = parsed.success ? {} : (validationError(parsed.error).extra.errors as Record<string, string[]>);
  let cv: AcceptedFile<CvMimeType> | undefined;
  if (file) {
    try {
      cv = acceptFile(CV_UPLOAD, file);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      errors[CV_UPLOAD.field] = [error.message];
    }
  }
  const reachable = parsed.success ? parsed.data.phone || parsed.data.linkedinUrl || file : true;
  if (!reachable) {
    for (const field of ['phone', 'linkedinUrl', CV_UPLOAD.field]) errors[field] = [REGISTRATION_MESSAGES.reachRequired];
  }
  if (!parsed.success || Object.keys(errors).length) {
    throw new HttpError(400, parsed.success ? REGISTRATION_MESSAGES.reachRequired : 'Validation failed', { errors });
  }
  return { data: parsed.data, cv };
}

/** Starts the job alerts' double opt-in for a registration that asked for them: the one confirmation email. */
async function startJobAlerts(db: Kysely<Database>, data: RegistrationData, ctx: RequestEnv): Promise<void> {
  const alert = z.parse(jobAlertSchema, {
    email: data.email,
    consent: true,
    frequency: 'weekly',
    interest: data.interests[0] ?? '',
    location: data.locations.length === 1 ? data.locations[0] : '',
    source: REGISTRATION_SOURCE,
  });
  const { topic } = await subscribe(db, alert);
  if (topic) await sendAfterAnswer(ctx, topic);
}

/**
 * POST /api/registrations: registering without a job (docs/decisions/people.md). JSON, or multipart as an
 * application (the CV optional, in `cv`); the application form's limits, honeypot and file checks. A
 * browser's own submission is answered with a page.
 */
export const registrationsCollection = answerNativeForms(
  route({
    POST: async (req, ctx) => {
      const db = getDb();
      const saved = await withinRateLimit(db, RATE_LIMITS.applications, ctx.ip, () =>
        withinSiteCeiling(db, SITE_CEILINGS.applications, 1, async () => {
          const { data, cv } = await readRegistration(req);
          if (data.website) return undefined;
          const store = () => saveRegistration(db, data, cv);
          const id = cv ? await withinSiteCeiling(db, SITE_CEILINGS.applicationBytes, cv.data.length, store) : await store();
          return { id, data };
        }),
      );
      if (!saved) return json(ACCEPTED, 201);
      await sendAfterAnswer(ctx, registrationTopic(saved.id));
      if (saved.data.jobAlerts) await startJobAlerts(db, saved.data, ctx);
      return json({ ...ACCEPTED, id: saved.id }, 201);
    },
  }),
  {
    success: '/registration-received',
    formPath: '/register',
    failure: REGISTRATION_OUTCOME.failure,
    labels: REGISTRATION_LABELS,
  },
);
