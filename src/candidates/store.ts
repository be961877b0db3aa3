import { sql, type Kysely } from 'kysely';
import { COMPLAINT_SUBJECT } from '../config/choices';
import type { Database } from '../db/schema';
import { queueApplicationMail, queueEnquiryMail } from '../notifications/events';
import type { ApplicationData, CvMimeType } from '../schemas/application';
import type { ContactData } from '../schemas/contact';
import type { AcceptedFile } from '../uploads/purposes';
import { CV_UPLOAD } from '../uploads/purposes';
import { claimStagedUpload } from '../uploads/staged';
import { oncePerSubmission } from '../db/submission-once';
import { DomainError } from '../errors/domain-error';
import { isVisibleJob } from '../jobs/queries';
import { ROLE_MESSAGES } from '../texts/forms';
import { createStatusLink } from './status-link';
import { ATTRIBUTION_FIELDS } from '../schemas/visit-facts';
import { recordIdentifiers } from '../people/identifiers';

/** A form's attribution (src/schemas/visit.ts) as its row's columns: null for each field not sent. */
function attributionColumns(data: Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>>) {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, data[name] ?? null])) as Record<
    (typeof ATTRIBUTION_FIELDS)[number],
    string | null
  >;
}

/** The role an application names, as it is when the application is sent. */
export interface AppliedRole {
  jobId: number;
  title: string;
  company: string;
}

/**
 * The role of job `jobId` if it still takes applications (active, not expired), locked until the transaction
 * ends so it cannot be deleted between this check and the application's insert; otherwise a refusal on the
 * form's `jobId` field saying the role has closed.
 */
async function openRole(trx: Kysely<Database>, jobId: number): Promise<AppliedRole> {
  const job = await trx
    .selectFrom('jobs')
    .select(['id', 'title', 'company'])
    .where('id', '=', jobId)
    .where((eb) => isVisibleJob(eb))
    .forShare()
    .executeTakeFirst();
  if (!job) throw new DomainError('invalid', ROLE_MESSAGES.closed, { errors: { jobId: [ROLE_MESSAGES.closed] } });
  return { jobId: job.id, title: job.title, company: job.company };
}

/** A CV sent whole with the application (already checked), or the id of a staged upload to claim. */
export type CvSource = AcceptedFile<CvMimeType> | { stagedUploadId: string };

/**
 * Stores an application, its CV, its status link and its notifications (the consultant's and the
 * candidate's receipt with that link, src/notifications) in one transaction: all or nothing. A staged CV is assembled, checked and its parts
 * deleted in that same transaction. Once per submission key: a retry gets the first one's id.
 */
export async function saveApplication(db: Kysely<Database>, data: ApplicationData, source: CvSource): Promise<number> {
  return oncePerSubmission(db, 'applications', data.submissionKey, () =>
    db.transaction().execute(async (trx) => {
      const role = data.jobId === undefined ? undefined : await openRole(trx, data.jobId);
      const cv = 'stagedUploadId' in source ? await claimStagedUpload(trx, CV_UPLOAD, source.stagedUploadId) : source;
      const { id, createdAt, personId } = await trx
        .insertInto('applications')
        .values({
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone,
          degree: data.degree,
          interest: data.interest ?? null,
          bio: data.bio ?? null,
          cvFileName: cv.fileName,
          consent: data.consent,
          submissionKey: data.submissionKey ?? null,
          jobId: role?.jobId ?? null,
          jobTitle: role?.title ?? null,
          jobCompany: role?.company ?? null,
          ...attributionColumns(data),
        })
        .returning(['id', 'createdAt', 'personId'])
        .executeTakeFirstOrThrow();
      await recordIdentifiers(trx, personId, { phone: data.phone });
      await trx
        .insertInto('cvFiles')
        .values({ applicationId: id, fileName: cv.fileName, contentType: cv.contentType, sizeBytes: cv.data.length, data: cv.data })
        .execute();
      await queueApplicationMail(trx, id, { ...data, role, receivedAt: createdAt }, await createStatusLink(trx, id));
      return id;
    }),
  );
}

/** Stores a contact enquiry and its notifications in one transaction, once per submission key. Returns its id. */
export async function saveContact(db: Kysely<Database>, data: ContactData): Promise<number> {
  const complaint = data.subject === COMPLAINT_SUBJECT;
  return oncePerSubmission(db, 'contacts', data.submissionKey, () =>
    db.transaction().execute(async (trx) => {
      const { id, createdAt } = await trx
        .insertInto('contacts')
        .values({
          name: data.name,
          email: data.email,
          subject: data.subject,
          message: data.message,
          submissionKey: data.submissionKey ?? null,
          ...attributionColumns(data),
          // A data-protection complaint is one from the moment it arrives (docs/decisions/data-protection.md).
          ...(complaint ? { complaintMarkedAt: sql<Date>`now()` } : {}),
        })
        .returning(['id', 'createdAt'])
        .executeTakeFirstOrThrow();
      const { receipt } = await queueEnquiryMail(trx, id, { ...data, receivedAt: createdAt });
      // Its receipt is the acknowledgement s.164A asks for: recorded when it is queued, as the consultant would.
      if (complaint && receipt)
        await trx
          .updateTable('contacts')
          .set({ complaintAcknowledgedAt: sql<Date>`now()` })
          .where('id', '=', id)
          .execute();
      return id;
    }),
  );
}
