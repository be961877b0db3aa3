/**
 * What a signed-in person sees and changes on "My data" (docs/decisions/people.md): their records, consents,
 * preferences, CV, hide-from list and job alerts. Preferences and the CV are those of their latest
 * registration, the one record that is theirs to keep up to date (an application is what was sent then).
 */
import * as z from 'zod/mini';
import { sql, type Kysely } from 'kysely';
import type { ApplicationStatus } from '../config/choices';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { introductionsOfPerson, type PersonIntroduction } from '../introductions/ledger';
import { JOB_ALERT_LINKS } from '../job-alerts/subscriptions';
import { linkToken } from '../job-alerts/tokens';
import type { CvMimeType } from '../schemas/application';
import { STATUS_IN_PLAIN_WORDS } from '../texts/application-status';
import { MY_MESSAGES } from '../texts/my-data';
import type { AcceptedFile } from '../uploads/purposes';
import { submissionReference } from '../utils/reference';
import { grantConsents, type ConsentKind } from './consents';
import { registrationSchema } from './registration-schema';

/** The source a consent renewed on "My data" is recorded with. */
export const MY_DATA_SOURCE = 'my-data-page';

export const CONSENT_KINDS: readonly ConsentKind[] = ['find-work', 'keep-details'];

/** Preferences as the registration form takes them (the same rules). */
export const preferencesSchema = z.pick(registrationSchema, { interests: true, locations: true, salaryFloor: true, earliestStart: true });
export type Preferences = z.output<typeof preferencesSchema>;

/** The hide-from list, whole: JSON's array, or the lines of a text box. */
export const hideFromSchema = z.pick(registrationSchema, { hideFrom: true });

/** A change "My data" cannot make: preferences or a CV without a registration to keep them. */
export class NoRegistrationError extends DomainError {
  constructor(field: string) {
    super('conflict', MY_MESSAGES.noRegistration, { errors: { [field]: [MY_MESSAGES.noRegistration] } });
  }
}

export interface MyData {
  name: string;
  emails: string[];
  applications: Array<{
    reference: string;
    role: { title: string; company: string } | null;
    sentAt: Date;
    status: ApplicationStatus;
    statusInWords: string;
    statusChangedAt: Date;
  }>;
  registrations: Array<{ reference: string; registeredAt: Date }>;
  consents: Array<{ kind: ConsentKind; grantedAt: Date; expiresAt: Date | null; withdrawnAt: Date | null }>;
  /** The latest registration's; null without one. */
  preferences: { interests: string[]; locations: string[]; salaryFloor: number | null; earliestStart: string | null } | null;
  cv: { fileName: string; sizeBytes: number; uploadedAt: Date } | null;
  hideFrom: string[];
  jobAlerts: Array<{
    createdAt: Date;
    confirmed: boolean;
    frequency: string;
    interest: string;
    location: string;
    manageUrl: string | null;
  }>;
  /** Each role we asked the person about: the question, their answer, and what came of it. */
  introductions: PersonIntroduction[];
}

/** The person's latest registration's id, if any. */
const latestRegistration = (db: Kysely<Database>, personId: number) =>
  db.selectFrom('registrations').select('id').where('personId', '=', personId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1);

/** Everything "My data" shows of a person. */
export async function myData(db: Kysely<Database>, personId: number): Promise<MyData> {
  const [person, emails, applications, registrations, consents, hidden, alerts, introductions] = await Promise.all([
    db.selectFrom('people').select(['name', 'primaryEmail']).where('id', '=', personId).executeTakeFirstOrThrow(),
    db.selectFrom('personEmails').select('email').where('personId', '=', personId).orderBy('createdAt').execute(),
    db
      .selectFrom('applications')
      .select(['id', 'jobTitle', 'jobCompany', 'status', 'statusChangedAt', 'createdAt'])
      .where('personId', '=', personId)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('registrations')
      .leftJoin('registrationCvFiles', 'registrationCvFiles.registrationId', 'registrations.id')
      .select(['registrations.id', 'registrations.createdAt', 'interests', 'locations', 'salaryFloor', 'cvFileName'])
      .select(sql<string | null>`to_char(earliest_start, 'YYYY-MM-DD')`.as('earliestStart'))
      .select(['registrationCvFiles.sizeBytes', 'registrationCvFiles.createdAt as cvUploadedAt'])
      .where('registrations.personId', '=', personId)
      .orderBy('registrations.createdAt', 'desc')
      .orderBy('registrations.id', 'desc')
      .execute(),
    db
      .selectFrom('personConsents')
      .select(['kind', 'grantedAt', 'expiresAt', 'withdrawnAt'])
      .where('personId', '=', personId)
      .orderBy('kind')
      .execute(),
    db.selectFrom('personHiddenEmployers').select('name').where('personId', '=', personId).orderBy('name').execute(),
    db
      .selectFrom('jobAlertSubscriptions')
      .select(['id', 'linkNonce', 'createdAt', 'status', 'frequency', 'interest', 'location'])
      .where('personId', '=', personId)
      .orderBy('createdAt', 'desc')
      .execute(),
    introductionsOfPerson(db, personId),
  ]);
  const latest = registrations[0];
  return {
    name: person.name,
    emails: [person.primaryEmail, ...emails.map((e) => e.email).filter((e) => e !== person.primaryEmail)],
    applications: applications.map((a) => ({
      reference: submissionReference('application', a.id),
      role: a.jobTitle && a.jobCompany ? { title: a.jobTitle, company: a.jobCompany } : null,
      sentAt: a.createdAt,
      status: a.status,
      statusInWords: STATUS_IN_PLAIN_WORDS[a.status].words,
      statusChangedAt: a.statusChangedAt,
    })),
    registrations: registrations.map((r) => ({ reference: submissionReference('registration', r.id), registeredAt: r.createdAt })),
    consents,
    preferences: latest
      ? { interests: latest.interests, locations: latest.locations, salaryFloor: latest.salaryFloor, earliestStart: latest.earliestStart }
      : null,
    cv:
      latest?.cvFileName && latest.sizeBytes !== null && latest.cvUploadedAt
        ? { fileName: latest.cvFileName, sizeBytes: latest.sizeBytes, uploadedAt: latest.cvUploadedAt }
        : null,
    hideFrom: hidden.map((h) => h.name),
    // Only a confirmed subscription has a manage link (the confirmation email's link starts one).
    jobAlerts: alerts.map((a) => ({
      createdAt: a.createdAt,
      confirmed: a.status === 'confirmed',
      frequency: a.frequency,
      interest: a.interest,
      location: a.location,
      manageUrl:
        a.status === 'confirmed'
          ? `${JOB_ALERT_LINKS.manage}?token=${encodeURIComponent(linkToken({ id: a.id, linkNonce: a.linkNonce }))}`
          : null,
    })),
    introductions,
  };
}

/** Renews a consent (granted again from now: keeping details runs another 12 months) or withdraws it. */
export async function changeConsent(
  db: Kysely<Database>,
  personId: number,
  kind: ConsentKind,
  action: 'renew' | 'withdraw',
  now = new Date(),
) {
  if (action === 'renew') return grantConsents(db, personId, [kind], MY_DATA_SOURCE, now);
  await db
    .updateTable('personConsents')
    .set({ withdrawnAt: now })
    .where('personId', '=', personId)
    .where('kind', '=', kind)
    .where('withdrawnAt', 'is', null)
    .execute();
}

/** Sets the preferences of the person's latest registration. */
export async function updatePreferences(db: Kysely<Database>, personId: number, preferences: Preferences): Promise<void> {
  const result = await db
    .updateTable('registrations')
    .set({
      interests: JSON.stringify(preferences.interests),
      locations: JSON.stringify(preferences.locations),
      salaryFloor: preferences.salaryFloor ?? null,
      earliestStart: preferences.earliestStart ?? null,
    })
    .where('id', '=', latestRegistration(db, personId))
    .executeTakeFirst();
  if (!Number(result.numUpdatedRows)) throw new NoRegistrationError('interests');
}

/** Replaces the CV of the person's latest registration. */
export async function replaceCv(db: Kysely<Database>, personId: number, cv: AcceptedFile<CvMimeType>, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const registration = await latestRegistration(trx, personId).executeTakeFirst();
    if (!registration) throw new NoRegistrationError('cv');
    const file = { fileName: cv.fileName, contentType: cv.contentType, sizeBytes: cv.data.length, data: cv.data, createdAt: now };
    await trx
      .insertInto('registrationCvFiles')
      .values({ registrationId: registration.id, ...file })
      .onConflict((oc) => oc.column('registrationId').doUpdateSet(file))
      .execute();
    await trx.updateTable('registrations').set({ cvFileName: cv.fileName }).where('id', '=', registration.id).execute();
  });
}

/** Replaces the person's hide-from list (compared in any case: one entry per name). */
export async function setHiddenEmployers(db: Kysely<Database>, personId: number, names: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('personHiddenEmployers').where('personId', '=', personId).execute();
    if (names.length) {
      await trx
        .insertInto('personHiddenEmployers')
        .values(names.map((name) => ({ personId, name })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
}

/** The address "My data" asks subject-access and erasure for: any of the person's finds them all (src/people/addresses.ts). */
export async function primaryEmailOf(db: Kysely<Database>, personId: number): Promise<string> {
  const { primaryEmail } = await db.selectFrom('people').select('primaryEmail').where('id', '=', personId).executeTakeFirstOrThrow();
  return primaryEmail;
}
