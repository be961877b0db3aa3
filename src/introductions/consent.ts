/**
 * Asking the candidate first (docs/decisions/introductions.md): the consultant proposes a person for a
 * job; unless they hide from its employer, they are emailed the question with exactly what would be
 * shared, answer Yes or No on their link's page, are reminded once after 2 business days, and with no
 * answer after 5 the question closes as not given. The consent (when, the role, the employer, the text
 * shown) stays on the introduction.
 */
import { sql, type Kysely } from 'kysely';
import { choiceLabel, DEGREES } from '../config/choices';
import { consentPath, INTRODUCTION_PERIODS } from '../config/introductions';
import type { Database, Introduction, SharedProfileColumn } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { hashToken, newConfirmToken } from '../job-alerts/tokens';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { placeName } from '../people/places';
import type { IntroductionInput } from '../schemas/introductions';
import {
  availabilityText,
  confidentialEmployer,
  consentMail,
  consentText,
  salaryFloorText,
  type ConsentFacts,
} from '../texts/introductions';
import { addBusinessDays } from '../utils/business-days';
import { ukDay } from '../utils/uk-time';
import { findIntroductionJob } from './jobs';

export const introductionTopic = (id: number) => `introduction:${id}`;
export const CONSENT_TEMPLATE = 'introduction-consent';
export const CONSENT_REMINDER_TEMPLATE = 'introduction-consent-reminder';

/** Statuses in which the candidate has said yes (the employer's side follows it). */
export const CONSENTED_STATUSES = ['agreed', 'sent', 'maybe', 'interview', 'not-for-us', 'offered', 'placed'] as const;

/** What the person's records say for the profile, and the newest CV among them. */
async function profileOf(db: Kysely<Database>, personId: number, name: string, input: IntroductionInput) {
  const [application, registration, applicationCv, registrationCv] = await Promise.all([
    db
      .selectFrom('applications')
      .select(['degree', 'bio'])
      .where('personId', '=', personId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('registrations')
      .select(['earliestStart', 'salaryFloor', 'locations'])
      .where('personId', '=', personId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('cvFiles')
      .innerJoin('applications', 'applications.id', 'cvFiles.applicationId')
      .select(['cvFiles.applicationId as id', 'cvFiles.fileName', 'cvFiles.createdAt'])
      .where('applications.personId', '=', personId)
      .orderBy('cvFiles.createdAt', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('registrationCvFiles')
      .innerJoin('registrations', 'registrations.id', 'registrationCvFiles.registrationId')
      .select(['registrationCvFiles.registrationId as id', 'registrationCvFiles.fileName', 'registrationCvFiles.createdAt'])
      .where('registrations.personId', '=', personId)
      .orderBy('registrationCvFiles.createdAt', 'desc')
      .executeTakeFirst(),
  ]);
  const cv =
    applicationCv && (!registrationCv || applicationCv.createdAt >= registrationCv.createdAt)
      ? { applicationId: applicationCv.id, registrationId: null, fileName: applicationCv.fileName }
      : registrationCv
        ? { applicationId: null, registrationId: registrationCv.id, fileName: registrationCv.fileName }
        : { applicationId: null, registrationId: null, fileName: null };
  const profile: SharedProfileColumn = {
    name,
    summary: input.summary ?? null,
    degree: application ? choiceLabel(DEGREES, application.degree) : null,
    experience: input.experience ?? application?.bio ?? null,
    availability: input.availability ?? (registration?.earliestStart ? availabilityText(registration.earliestStart) : null),
    salaryExpectation: input.salaryExpectation ?? (registration?.salaryFloor ? salaryFloorText(registration.salaryFloor) : null),
    location: input.location ?? (registration?.locations.length ? registration.locations.map(placeName).join(', ') : null),
    cvFileName: cv.fileName,
  };
  return { profile, cv };
}

const refuse = (field: 'personId' | 'jobId', message: string) => new DomainError('invalid', message, { errors: { [field]: [message] } });

/**
 * Asks a person whether they may be put forward for a job: stores the introduction (`asked`) with its
 * question and queues the email. 409 (conflict) when the person hides from the job's employer (nothing
 * stored or sent) or is already asked about this job and has not said no.
 */
export async function askCandidate(
  db: Kysely<Database>,
  input: IntroductionInput,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<Introduction> {
  const [person, job] = await Promise.all([
    db.selectFrom('people').select(['id', 'name', 'primaryEmail']).where('id', '=', input.personId).executeTakeFirst(),
    findIntroductionJob(db, input.jobId),
  ]);
  if (!person) throw refuse('personId', 'No person has this id');
  if (!job) throw refuse('jobId', 'No job has this id');
  const employers = [...new Set([job.employerName, job.jobCompany].map((n) => n.trim().toLowerCase()))];
  const hidden = await db
    .selectFrom('personHiddenEmployers')
    .select('name')
    .where('personId', '=', person.id)
    .where(sql<string>`lower(trim(name))`, 'in', employers)
    .executeTakeFirst();
  if (hidden)
    throw new DomainError(
      'conflict',
      `${person.name || 'This person'} asked never to be put forward to ${hidden.name}: nothing was sent.`,
      {
        code: 'hidden-employer',
      },
    );
  const { profile, cv } = await profileOf(db, person.id, person.name, input);
  const employerShown = job.confidential ? (input.employerDescription ?? confidentialEmployer(job.location)) : job.employerName;
  const dueOn = addBusinessDays(ukDay(now), INTRODUCTION_PERIODS.consentBusinessDays);
  const facts: ConsentFacts = { name: person.name, roleTitle: job.title, employerShown, profile, dueOn };
  const { token, hash } = newConfirmToken();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('introductions')
      .values({
        personId: person.id,
        jobId: job.id,
        clientId: job.clientId,
        roleTitle: job.title,
        employerName: job.employerName,
        employerShown,
        profile: JSON.stringify(profile),
        consentText: consentText(facts),
        consentTokenHash: hash,
        consentDueOn: dueOn,
        cvApplicationId: cv.applicationId,
        cvRegistrationId: cv.registrationId,
        createdAt: now,
        statusChangedAt: now,
      })
      .onConflict((oc) =>
        oc
          .expression(sql`person_id, job_id`)
          .where('status', 'not in', ['declined', 'not-given', 'withdrawn'])
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new DomainError('conflict', 'This person has already been asked about this job', { code: 'already-asked' });
    const link = `${settings.origin}${consentPath(token)}`;
    await queueMail(
      trx,
      introductionTopic(row.id),
      [
        {
          template: CONSENT_TEMPLATE,
          recipient: person.primaryEmail,
          ...renderMail(consentMail(facts, link, { origin: settings.origin })),
        },
      ],
      now,
    );
    return row;
  });
}

/** What the candidate's link page shows: the question as stored, and where it stands. */
export interface ConsentQuestion {
  id: number;
  roleTitle: string;
  employerShown: string;
  consentText: string;
  profile: SharedProfileColumn;
  status: Introduction['status'];
  answeredAt: Date | null;
  dueOn: string;
}

const questionOf = (db: Kysely<Database>, token: string) =>
  token.length > 100
    ? Promise.resolve(undefined)
    : db
        .selectFrom('introductions')
        .select(['id', 'roleTitle', 'employerName', 'employerShown', 'consentText', 'profile', 'status', 'answeredAt', 'consentDueOn'])
        .where((eb) => eb.or([eb('consentTokenHash', '=', hashToken(token)), eb('reminderTokenHash', '=', hashToken(token))]))
        .executeTakeFirst();

/** The question a link opens; undefined for any other token. */
export async function findConsentQuestion(db: Kysely<Database>, token: string): Promise<ConsentQuestion | undefined> {
  const row = await questionOf(db, token);
  if (!row || row.consentText === null || row.profile === null) return undefined;
  return {
    id: row.id,
    roleTitle: row.roleTitle,
    employerShown: row.employerShown ?? row.employerName,
    consentText: row.consentText,
    profile: row.profile,
    status: row.status,
    answeredAt: row.answeredAt,
    dueOn: row.consentDueOn ?? '',
  };
}

/**
 * The candidate's Yes or No, taken once while the question is open (a second answer changes nothing).
 * A Yes on a job with a live shortlist is shown to its reviewers at once (`sent`).
 */
export async function answerConsent(
  db: Kysely<Database>,
  token: string,
  answer: 'yes' | 'no',
  now = new Date(),
): Promise<ConsentQuestion | undefined> {
  const found = await findConsentQuestion(db, token);
  if (!found) return undefined;
  if (found.status !== 'asked') return found;
  await db.transaction().execute(async (trx) => {
    const intro = await trx.selectFrom('introductions').select(['jobId']).where('id', '=', found.id).executeTakeFirstOrThrow();
    const live =
      answer === 'yes' && intro.jobId !== null
        ? await trx
            .selectFrom('shortlists')
            .select('id')
            .where('jobId', '=', intro.jobId)
            .where('revokedAt', 'is', null)
            .where('expiresAt', '>', now)
            .executeTakeFirst()
        : undefined;
    const status = answer === 'no' ? 'declined' : live ? 'sent' : 'agreed';
    await trx
      .updateTable('introductions')
      .set({ status, answeredAt: now, statusChangedAt: now, ...(live ? { sentAt: now } : {}) })
      .where('id', '=', found.id)
      .where('status', '=', 'asked')
      .execute();
  });
  return findConsentQuestion(db, token);
}

/**
 * The daily run: one reminder to each candidate still unanswered 2 business days after being asked, and
 * the questions past their day closed as not given. `now` moves the clock in tests. Returns the counts.
 */
export async function runConsentReminders(
  db: Kysely<Database>,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<{ reminded: number; closed: number }> {
  const today = ukDay(now);
  const closed = await db
    .updateTable('introductions')
    .set({ status: 'not-given', statusChangedAt: now })
    .where('status', '=', 'asked')
    .where('consentDueOn', '<', today)
    .executeTakeFirst();
  const open = await db
    .selectFrom('introductions')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select([
      'introductions.id',
      'introductions.createdAt',
      'introductions.roleTitle',
      'introductions.employerShown',
      'introductions.profile',
    ])
    .select(['introductions.consentDueOn', 'people.name', 'people.primaryEmail'])
    .where('introductions.status', '=', 'asked')
    .where('introductions.consentRemindedAt', 'is', null)
    // Only a question that went out (its profile frozen then) has anything to remind of.
    .where('introductions.profile', 'is not', null)
    .execute();
  let reminded = 0;
  for (const row of open) {
    if (addBusinessDays(ukDay(row.createdAt), INTRODUCTION_PERIODS.consentReminderBusinessDays) > today) continue;
    // A token of its own: the first is known only to the first email (only hashes are kept), which keeps working.
    const { token, hash } = newConfirmToken();
    const facts: ConsentFacts = {
      name: row.name,
      roleTitle: row.roleTitle,
      employerShown: row.employerShown ?? '',
      profile: row.profile!,
      dueOn: row.consentDueOn ?? today,
    };
    const link = `${settings.origin}${consentPath(token)}`;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('introductions').set({ consentRemindedAt: now, reminderTokenHash: hash }).where('id', '=', row.id).execute();
      await queueMail(
        trx,
        introductionTopic(row.id),
        [
          {
            template: CONSENT_REMINDER_TEMPLATE,
            recipient: row.primaryEmail,
            ...renderMail(consentMail(facts, link, { origin: settings.origin }, true)),
          },
        ],
        now,
      );
    });
    reminded++;
  }
  return { reminded, closed: Number(closed.numUpdatedRows) };
}
