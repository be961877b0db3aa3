import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { oncePerSubmission } from '../db/submission-once';
import { queueRegistrationMail } from '../notifications/events';
import { careerPaths } from '../quiz/careerPaths';
import type { CvMimeType } from '../schemas/application';
import type { RegistrationData } from '../people/registration-schema';
import { REGISTRATION_SOURCE } from '../texts/registration';
import type { AcceptedFile } from '../uploads/purposes';
import { grantConsents, type ConsentKind } from './consents';
import { recordIdentifiers } from './identifiers';
import { placeName } from './places';

/**
 * Stores a registration without a job, its CV (if any), the person's phone and profile, consents and
 * hide-from list, and its mails (the consultant's notice, the person's receipt), in one transaction, once
 * per submission key. Returns its id and whether job alerts were asked for (their sign-up is the caller's).
 */
export async function saveRegistration(
  db: Kysely<Database>,
  data: RegistrationData,
  cv: AcceptedFile<CvMimeType> | undefined,
): Promise<number> {
  return oncePerSubmission(db, 'registrations', data.submissionKey, () =>
    db.transaction().execute(async (trx) => {
      const { id, personId, createdAt } = await trx
        .insertInto('registrations')
        .values({
          firstName: data.firstName,
          lastName: data.lastName,
          email: data.email,
          phone: data.phone ?? null,
          linkedinUrl: data.linkedinUrl ?? null,
          cvFileName: cv?.fileName ?? null,
          interests: JSON.stringify(data.interests),
          locations: JSON.stringify(data.locations),
          salaryFloor: data.salaryFloor ?? null,
          earliestStart: data.earliestStart ?? null,
          submissionKey: data.submissionKey ?? null,
        })
        .returning(['id', 'personId', 'createdAt'])
        .executeTakeFirstOrThrow();
      if (cv) {
        await trx
          .insertInto('registrationCvFiles')
          .values({ registrationId: id, fileName: cv.fileName, contentType: cv.contentType, sizeBytes: cv.data.length, data: cv.data })
          .execute();
      }
      await recordIdentifiers(trx, personId, data);
      const kinds: ConsentKind[] = ['find-work', ...(data.consentKeepDetails ? (['keep-details'] as const) : [])];
      await grantConsents(trx, personId, kinds, REGISTRATION_SOURCE, createdAt);
      if (data.hideFrom.length) {
        await trx
          .insertInto('personHiddenEmployers')
          .values(data.hideFrom.map((name) => ({ personId, name })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      await queueRegistrationMail(trx, id, {
        ...data,
        cvFileName: cv?.fileName,
        interests: data.interests.map((path) => careerPaths[path]?.title ?? path),
        locations: data.locations.map(placeName),
        keepDetails: data.consentKeepDetails,
        receivedAt: createdAt,
      });
      return id;
    }),
  );
}
