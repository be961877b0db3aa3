import type { Kysely } from 'kysely';
import { z } from 'zod';
import { RATE_LIMITS, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { cvDownloadName } from '../../candidates/cv-download-name';
import {
  deleteApplication,
  findCv,
  listApplications,
  listAppliedRoles,
  setApplicationStatus,
  type ApplicationQuery,
} from '../../candidates/manage';
import { saveApplication, type CvSource } from '../../candidates/store';
import { previewUnsuccessfulMail, undoUnsuccessful } from '../../candidates/unsuccessful-mail';
import { UNSUCCESSFUL_MAIL_GRACE_MINUTES } from '../../config/status-change';
import { APPLICATION_STATUSES, choiceValues } from '../../config/choices';
import { getDb } from '../../db/client';
import type { Database } from '../../db/schema';
import { applicationTopic } from '../../notifications/events';
import { applicationSchema } from '../../schemas/application';
import { ATTRIBUTION_FIELDS } from '../../schemas/visit-facts';
import { UploadError } from '../../uploads/errors';
import { parseMultipart, type UploadedFile } from '../../uploads/multipart';
import { acceptFile, CV_UPLOAD } from '../../uploads/purposes';
import { stagedUploadBytes } from '../../uploads/staged';
import { attachmentDisposition } from '../../utils/content-disposition';
import { adminOnly } from '../admin-guard';
import { HttpError, json, parseId, readJson, rejectUnstorableText, route, validationError } from '../http';
import { readTableQuery } from '../list-query';
import { APPLICATION_SORTS } from '../../schemas/list-order';
import { answerNativeForms } from '../native-form';
import { sendAfterAnswer } from '../after-answer';
import { APPLICATION_LABELS, APPLICATION_OUTCOME } from '../../texts/forms';

/**
 * The admin list's query: ?page=&pageSize=&q=&status=&sort=&dir= as the Contacts table's, and ?role=general
 * (applications for no role), ?roleTitle=&roleCompany= (one role, as sent) or ?email= (one address's applications).
 */
function readApplicationQuery(req: Request): ApplicationQuery {
  const params = new URL(req.url).searchParams;
  const [roleTitle, roleCompany, email] = ['roleTitle', 'roleCompany', 'email'].map((name) => params.get(name) ?? undefined);
  rejectUnstorableText({ roleTitle, roleCompany, email });
  const role =
    params.get('role') === 'general'
      ? { general: true as const }
      : roleTitle !== undefined && roleCompany !== undefined
        ? { title: roleTitle, company: roleCompany }
        : undefined;
  return { ...readTableQuery(req, APPLICATION_STATUSES, APPLICATION_SORTS), role, email: email?.trim() || undefined };
}

/** What a bot that filled the honeypot is told: the same as a person, but nothing is stored. */
const ACCEPTED = { message: 'Application received' };

/** The plain fields a browser's own form submission sends, by name. */
const PLAIN_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'degree', 'interest', 'bio', 'website', 'jobId', ...ATTRIBUTION_FIELDS];

/**
 * The application's fields: the JSON of `applicationData` (the island), or the plain form fields a
 * browser sends without JavaScript (a ticked consent checkbox sends 'on').
 */
function applicationFields(fields: Record<string, string>): unknown {
  if (!('applicationData' in fields)) {
    const plain: Record<string, unknown> = Object.fromEntries(
      PLAIN_FIELDS.filter((name) => name in fields).map((name) => [name, fields[name]]),
    );
    plain.consent = fields.consent === 'on' || fields.consent === 'true';
    return plain;
  }
  try {
    return JSON.parse(fields.applicationData);
  } catch {
    throw new HttpError(400, 'applicationData must be a JSON object of the application fields', {
      errors: { applicationData: ['Missing or malformed'] },
    });
  }
}

/**
 * Reads, checks and stores one application: its id, or undefined for a bot that filled the honeypot.
 * A refusal names every problem at once, the CV's type included, so a visitor without JavaScript (no
 * checks in the browser) learns them all from one answer.
 */
async function receiveApplication(db: Kysely<Database>, req: Request): Promise<number | undefined> {
  const { fields, files } = await parseMultipart(req, { maxFileBytes: CV_UPLOAD.maxBytes, tooLargeMessage: CV_UPLOAD.messages.tooLarge });
  const values = applicationFields(fields);
  rejectUnstorableText(values);
  const parsed = z.safeParse(applicationSchema, values);
  // A browser sends an empty file part when no file was chosen.
  const file = files.find((f) => f.field === CV_UPLOAD.field && f.data.length > 0);
  const uploadId = fields.uploadId || undefined;
  if (!parsed.success) {
    const error = validationError(parsed.error);
    const cvProblem = file ? fileProblem(file) : uploadId ? undefined : CV_UPLOAD.messages.required;
    if (cvProblem) (error.extra.errors as Record<string, string[]>)[CV_UPLOAD.field] = [cvProblem];
    throw error;
  }
  if (parsed.data.website) return undefined;
  let source: CvSource;
  if (file) source = acceptFile(CV_UPLOAD, file);
  else if (uploadId) source = { stagedUploadId: uploadId };
  else throw new HttpError(400, CV_UPLOAD.messages.required, { errors: { [CV_UPLOAD.field]: [CV_UPLOAD.messages.required] } });
  const cvBytes = 'data' in source ? source.data.length : await stagedUploadBytes(db, CV_UPLOAD, source.stagedUploadId);
  return withinSiteCeiling(db, SITE_CEILINGS.applicationBytes, cvBytes, () => saveApplication(db, parsed.data, source));
}

/** What is wrong with a CV file, if anything. */
function fileProblem(file: UploadedFile): string | undefined {
  try {
    acceptFile(CV_UPLOAD, file);
    return undefined;
  } catch (error) {
    if (error instanceof UploadError) return error.message;
    throw error;
  }
}

/** The job whose page sent a form's own submission (the browser names it: same origin, full address), if one did. */
function jobPageId(req: Request): string | undefined {
  return /^\/jobs\/(\d+)$/.exec(URL.parse(req.headers.get('referer') ?? '')?.pathname ?? '')?.[1];
}

/**
 * POST /api/applications: multipart with the CV in `cv` (or, for a CV staged in parts through
 * /api/uploads, its id in `uploadId`) and the fields as JSON in `applicationData` or as plain fields.
 * Limits apply while streaming; the row and the file are stored together or not at all. A browser's
 * own submission is answered with a page (src/api/native-form.ts).
 */
export const applicationsCollection = answerNativeForms(
  route({
    /**
     * The admin's list: newest first unless sorted, paginated, searchable and filtered (readApplicationQuery),
     * each with how many earlier applications its address sent and how long it has waited (`waitingHours`,
     * `overdue`); `roles` lists every role applied for, for the filter.
     */
    GET: adminOnly(async (req) => {
      const db = getDb();
      const [page, roles] = await Promise.all([listApplications(db, readApplicationQuery(req)), listAppliedRoles(db)]);
      return json({ ...page, roles });
    }),
    POST: async (req, ctx) => {
      const db = getDb();
      const id = await withinRateLimit(db, RATE_LIMITS.applications, ctx.ip, () =>
        withinSiteCeiling(db, SITE_CEILINGS.applications, 1, () => receiveApplication(db, req)),
      );
      if (id === undefined) return json(ACCEPTED, 201);
      await sendAfterAnswer(ctx, applicationTopic(id));
      return json({ ...ACCEPTED, id }, 201);
    },
  }),
  {
    success: '/application-received',
    // A job page's form (whose role is sent with it) leads to that job's received page, offering alerts for jobs like it.
    successFor: (req) => {
      const job = jobPageId(req);
      return job ? `/application-received/${job}` : undefined;
    },
    // Back to the form the person used: a job page's or the home page's.
    formPath: (req) => {
      const job = jobPageId(req);
      return job ? `/jobs/${job}#apply` : '/#apply';
    },
    failure: APPLICATION_OUTCOME.failure,
    labels: APPLICATION_LABELS,
  },
);

/** DELETE /api/applications/{id} (admin): the application and its CV. */
export const applicationItem = route({
  DELETE: adminOnly(async (_req, { params }) => {
    if (!(await deleteApplication(getDb(), parseId(params.id, 'Application')))) throw new HttpError(404, 'Application not found');
    return json({ message: 'Application deleted' });
  }),
});

const statusSchema = z.object({
  status: z.enum(choiceValues(APPLICATION_STATUSES), { error: 'Choose one of the listed statuses' }),
  notifyCandidate: z.boolean({ error: 'Must be true or false' }).optional(),
});

/**
 * PUT /api/applications/{id}/status (admin): { status, notifyCandidate? }. Sends nothing unless asked:
 * marked unsuccessful with `notifyCandidate: true` (what the admin confirmed, having seen the email), the
 * candidate's email is queued to go after the grace period, and the answer says when
 * (`unsuccessfulMailAt`); DELETE /api/applications/{id}/unsuccessful-email withdraws it until then.
 */
export const applicationStatus = route({
  PUT: adminOnly(async (req, ctx) => {
    const id = parseId(ctx.params.id, 'Application');
    const { status, notifyCandidate } = await readJson(req, statusSchema);
    const saved = await setApplicationStatus(getDb(), id, status, { notifyCandidate });
    if (!saved) throw new HttpError(404, 'Application not found');
    return json({ id, ...saved });
  }),
});

/**
 * /api/applications/{id}/unsuccessful-email (admin). GET: the email that marking it unsuccessful would send
 * (recipient, subject, text) and when the candidate was told, if they were: the confirmation shows it, and
 * it sends nothing. DELETE: Undo, while the email waits its grace period: withdrawn, and the application
 * back to the status it had (409 once it has gone or there is none).
 */
export const applicationUnsuccessfulEmail = route({
  GET: adminOnly(async (_req, { params }) => {
    const preview = await previewUnsuccessfulMail(getDb(), parseId(params.id, 'Application'));
    if (!preview) throw new HttpError(404, 'Application not found');
    return json({ ...preview, graceMinutes: UNSUCCESSFUL_MAIL_GRACE_MINUTES });
  }),
  DELETE: adminOnly(async (_req, { params }) => {
    const id = parseId(params.id, 'Application');
    const outcome = await undoUnsuccessful(getDb(), id);
    if (outcome.undone) return json({ id, status: outcome.status });
    if (!outcome.found) throw new HttpError(404, 'Application not found');
    throw new HttpError(409, 'There is no email waiting to withdraw: it has been sent, or none was queued.');
  }),
});

/** GET /api/applications/{id}/cv (admin): the CV as an attachment, with its stored type and that type's extension. */
export const applicationCv = route({
  GET: adminOnly(async (_req, { params }) => {
    const cv = await findCv(getDb(), parseId(params.id, 'Application'));
    if (!cv) throw new HttpError(404, 'CV not found');
    return new Response(new Uint8Array(cv.data), {
      headers: {
        'content-type': cv.contentType,
        'content-disposition': attachmentDisposition(cvDownloadName(cv.fileName, cv.contentType), 'cv'),
        'content-length': String(cv.data.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  }),
});
