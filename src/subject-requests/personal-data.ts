import { createHash } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseEmail } from '../utils/email';
import { COMMENT_DIGEST_TEMPLATE, deleteDigestsQuoting, digestsQuoting } from '../notifications/comment-digest';
import { applicationTopic, enquiryTopic, registrationTopic } from '../notifications/events';
import { digestItem, digestQuotes } from '../texts/emails';
import { deletePeopleWithoutRecords } from '../people/records';
import { addressesOf } from '../people/addresses';
import { briefTopic } from '../briefs/confirm';

/**
 * Everything held about the person one email address is (by any of their addresses, docs/decisions/people.md):
 * applications (with their CVs' details), enquiries, comments, job alert subscriptions, and the emails in
 * the outbox to, from or about the person.
 */
export interface PersonalData {
  email: string;
  /** Every address of the person the request's address is, the request's first. */
  addresses: string[];
  applications: Array<Record<string, unknown>>;
  cvFiles: Array<{ applicationId: number; fileName: string; contentType: string; sizeBytes: number }>;
  contacts: Array<Record<string, unknown>>;
  comments: Array<Record<string, unknown>>;
  /** Job alert subscriptions, each with the jobs its alerts carried. */
  jobAlerts: Array<Record<string, unknown> & { sentJobs: Array<{ jobId: number; sentAt: Date }> }>;
  /** As an employer's contact: each contact record with its company, the briefs they gave and the agreements they accepted. */
  clientContacts: Array<Record<string, unknown>>;
  /** Briefs sent and not (yet) confirmed. */
  pendingBriefs: Array<Record<string, unknown>>;
  emails: Array<Record<string, unknown>>;
  /** Registrations without a job (with their CVs' names and details), and the person's consents and hide-from list. */
  registrations: Array<Record<string, unknown>>;
  registrationCvFiles: Array<{ registrationId: number; fileName: string; contentType: string; sizeBytes: number }>;
  consents: Array<Record<string, unknown>>;
  hiddenEmployers: Array<{ name: string; createdAt: Date }>;
  /**
   * Who they were proposed to, when, with the question they were shown and what came of it (never the
   * links' token hashes). Kept by an erasure: regulation 29's records (docs/decisions/introductions.md).
   */
  introductions: Array<Record<string, unknown>>;
  /**
   * The interviews of those introductions, with the adjustments they asked for (never the slot link's token
   * hash). Erased with the person: no Schedule asks for them (docs/decisions/data-protection.md).
   */
  interviews: Array<Record<string, unknown>>;
  /** The offers made to them, with the terms as sent, and their placements: kept by an erasure, as the introductions are. */
  offers: Array<Record<string, unknown>>;
  placements: Array<Record<string, unknown>>;
}

export type PersonalDataCounts = Record<
  'applications' | 'cvFiles' | 'contacts' | 'comments' | 'jobAlerts' | 'clientContacts' | 'pendingBriefs' | 'emails' | 'registrations',
  number
>;

/** The person as an employer's contact (docs/decisions/employers.md): contacts with their company, briefs and acceptances; unconfirmed briefs. */
async function findAsClientContact(db: Kysely<Database>, addresses: readonly string[]) {
  const contacts = await db
    .selectFrom('clientContacts')
    .innerJoin('clients', 'clients.id', 'clientContacts.clientId')
    .selectAll('clientContacts')
    .select('clients.company')
    .where(ofAddresses('clientContacts.email', addresses))
    .orderBy('clientContacts.id')
    .execute();
  const ids = contacts.map((c) => c.id);
  const [briefs, acceptances, pendingBriefs] = await Promise.all([
    ids.length ? db.selectFrom('briefs').selectAll().where('contactId', 'in', ids).orderBy('id').execute() : [],
    ids.length ? db.selectFrom('agreementAcceptances').selectAll().where('contactId', 'in', ids).orderBy('id').execute() : [],
    // Without the link's token hash: a key, not data about the person.
    db
      .selectFrom('pendingBriefs')
      .select(['id', 'email', 'fields', 'agreementVersion', 'createdAt'])
      .where(ofAddresses('email', addresses))
      .orderBy('id')
      .execute(),
  ]);
  const clientContacts = contacts.map((c) => ({
    ...c,
    briefs: briefs.filter((b) => b.contactId === c.id),
    acceptances: acceptances.filter((a) => a.contactId === c.id),
  }));
  return { clientContacts, pendingBriefs };
}

/**
 * What the request log keeps instead of the address: a SHA-256 of it, so a later question ("did you erase
 * my data?") can be answered by hashing the address again, while the log itself names nobody.
 */
export const emailHash = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');

/** A row whose address (in `column`) is one of the person's, however it was written. */
const ofAddresses = (column: string, addresses: readonly string[]) =>
  sql<boolean>`lower(trim(${sql.ref(column)})) in (${sql.join(addresses)})`;

/** Finds everything held about an email address (CV bytes are read separately, for the download). */
export async function findPersonalData(db: Kysely<Database>, email: string): Promise<PersonalData> {
  const addresses = await addressesOf(db, email);
  const [applications, cvFiles, contacts, comments, subscriptions] = await Promise.all([
    db.selectFrom('applications').selectAll().where(ofAddresses('email', addresses)).orderBy('id').execute(),
    db
      .selectFrom('cvFiles')
      .innerJoin('applications', 'applications.id', 'cvFiles.applicationId')
      .select(['cvFiles.applicationId', 'cvFiles.fileName', 'cvFiles.contentType', 'cvFiles.sizeBytes'])
      .where(ofAddresses('applications.email', addresses))
      .orderBy('cvFiles.applicationId')
      .execute(),
    db.selectFrom('contacts').selectAll().where(ofAddresses('email', addresses)).orderBy('id').execute(),
    db
      .selectFrom('comments')
      .innerJoin('blogPosts', 'blogPosts.id', 'comments.blogPostId')
      .selectAll('comments')
      .select(['blogPosts.title as postTitle', 'blogPosts.slug as postSlug'])
      .where(ofAddresses('comments.authorEmail', addresses))
      .orderBy('comments.id')
      .execute(),
    // Without the confirmation token's hash and the link nonce: keys, not data about the person.
    db
      .selectFrom('jobAlertSubscriptions')
      .select([
        'id',
        'email',
        'q',
        'location',
        'type',
        'salary',
        'interest',
        'frequency',
        'status',
        'consentAt',
        'consentVersion',
        'consentSource',
        'confirmedAt',
        'activeAt',
        'lastRunAt',
        'lastSentAt',
        'createdAt',
      ])
      .where(ofAddresses('email', addresses))
      .orderBy('id')
      .execute(),
  ]);
  const sentJobs = subscriptions.length
    ? await db
        .selectFrom('jobAlertJobs')
        .select(['subscriptionId', 'jobId', 'sentAt'])
        .where(
          'subscriptionId',
          'in',
          subscriptions.map((s) => s.id),
        )
        .orderBy('sentAt')
        .execute()
    : [];
  const jobAlerts = subscriptions.map((sub) => ({
    ...sub,
    sentJobs: sentJobs.filter((j) => j.subscriptionId === sub.id).map(({ jobId, sentAt }) => ({ jobId, sentAt })),
  }));
  const registrations = await db.selectFrom('registrations').selectAll().where(ofAddresses('email', addresses)).orderBy('id').execute();
  const registrationCvFiles = registrations.length
    ? await db
        .selectFrom('registrationCvFiles')
        .select(['registrationId', 'fileName', 'contentType', 'sizeBytes'])
        .where(
          'registrationId',
          'in',
          registrations.map((r) => r.id),
        )
        .orderBy('registrationId')
        .execute()
    : [];
  const people = db.selectFrom('personEmails').select('personId').where('email', 'in', addresses);
  const [consents, hiddenEmployers, introductions] = await Promise.all([
    db
      .selectFrom('personConsents')
      .select(['kind', 'grantedAt', 'expiresAt', 'withdrawnAt', 'version', 'source', 'remindedAt'])
      .where('personId', 'in', people)
      .execute(),
    db.selectFrom('personHiddenEmployers').select(['name', 'createdAt']).where('personId', 'in', people).orderBy('name').execute(),
    db
      .selectFrom('introductions')
      .select(['id', 'roleTitle', 'employerName', 'employerShown', 'status', 'createdAt', 'consentText', 'answeredAt', 'sentAt'])
      .select(['decidedAt', 'decisionReason', 'decisionComment', 'statusChangedAt'])
      .where('personId', 'in', people)
      .orderBy('id')
      .execute(),
  ]);
  const [interviews, offers, placements] = await Promise.all([
    db
      .selectFrom('interviews')
      .select(['id', 'introductionId', 'slots', 'mode', 'location', 'reviewerName', 'reviewerEmail', 'chosenSlot', 'startsAt'])
      .select(['adjustments', 'shareAdjustments', 'noneSuitableAt', 'cancelledAt', 'reminderSentAt', 'feedbackRequestedAt'])
      .select(['feedbackRemindedAt', 'feedbackReceivedAt', 'createdAt'])
      .where('introductionId', 'in', introductionsOf(db, people))
      .orderBy('id')
      .execute(),
    db.selectFrom('offers').selectAll().where('introductionId', 'in', introductionsOf(db, people)).orderBy('id').execute(),
    db.selectFrom('placements').selectAll().where('introductionId', 'in', introductionsOf(db, people)).orderBy('id').execute(),
  ]);
  const asClientContact = await findAsClientContact(db, addresses);
  const topics = [
    ...topicsOf(applications, contacts),
    ...registrations.map((r) => registrationTopic(r.id)),
    // The consultant's "New brief" email of each of their briefs holds their details too.
    ...asClientContact.clientContacts.flatMap((c) => c.briefs.map((b) => briefTopic(b.id))),
  ];
  const emails = await db
    .selectFrom('outbox')
    .select(['id', 'template', 'recipient', 'replyTo', 'subject', 'text', 'status', 'createdAt', 'sentAt'])
    .where(aboutPerson(addresses, topics, await digestsQuoting(db, comments)))
    .orderBy('id')
    .execute();
  // A digest also quotes other people's comments: the person is given only the lines about them.
  const own = emails.map((mail) =>
    mail.template === COMMENT_DIGEST_TEMPLATE
      ? {
          ...mail,
          text: [
            'What this digest said about you:',
            ...comments.filter((c) => digestQuotes(mail.text, c)).map((c) => `- ${digestItem(c)}`),
          ].join('\n'),
        }
      : mail,
  );
  return {
    email: normaliseEmail(email),
    addresses,
    applications,
    cvFiles,
    contacts,
    comments,
    jobAlerts,
    ...asClientContact,
    emails: own,
    registrations,
    registrationCvFiles,
    consents,
    hiddenEmployers,
    introductions,
    interviews,
    offers,
    placements,
  };
}

/** The ids of the introductions of these people. */
const introductionsOf = (db: Kysely<Database>, people: SelectQueryBuilder<Database, 'personEmails', { personId: number }>) =>
  db.selectFrom('introductions').select('id').where('personId', 'in', people);

/** The outbox topics of an interview's emails (`interview:{id}:…`, src/interviews/interviews.ts). */
const interviewTopics = (ids: readonly number[]) =>
  ids.length
    ? sql<boolean>`(${sql.join(
        ids.map((id) => sql`topic like ${`interview:${id}:%`}`),
        sql` or `,
      )})`
    : sql<boolean>`false`;

/** The outbox topics of these applications and enquiries. */
const topicsOf = (applications: ReadonlyArray<{ id: number }>, contacts: ReadonlyArray<{ id: number }>) => [
  ...applications.map((a) => applicationTopic(a.id)),
  ...contacts.map((c) => enquiryTopic(c.id)),
];

/**
 * Outbox messages to or from the person (recipient, Reply-To), about their applications or enquiries
 * (topic), or digests quoting their comments. Not any message whose text merely holds the address: that
 * is someone else's message (an enquiry naming a friend), neither to be handed over nor erased.
 */
function aboutPerson(addresses: readonly string[], topics: string[], digests: number[] = []) {
  return sql<boolean>`(
    ${ofAddresses('recipient', addresses)}
    or lower(trim(coalesce(reply_to, ''))) in (${sql.join(addresses)})
    or ${topics.length ? sql`topic in (${sql.join(topics)})` : sql`false`}
    or ${digests.length ? sql`id in (${sql.join(digests)})` : sql`false`}
  )`;
}

export const countsOf = (data: PersonalData): PersonalDataCounts => ({
  applications: data.applications.length,
  // A CV is a CV, sent with an application or a registration.
  cvFiles: data.cvFiles.length + data.registrationCvFiles.length,
  contacts: data.contacts.length,
  comments: data.comments.length,
  jobAlerts: data.jobAlerts.length,
  registrations: data.registrations.length,
  clientContacts: data.clientContacts.length,
  pendingBriefs: data.pendingBriefs.length,
  emails: data.emails.length,
});

/** The CV files found (of applications and of registrations), bytes included. */
export async function readCvFiles(db: Kysely<Database>, data: Pick<PersonalData, 'cvFiles' | 'registrationCvFiles'>): Promise<ArchivedCvs> {
  const applicationIds = data.cvFiles.map((cv) => cv.applicationId);
  const registrationIds = data.registrationCvFiles.map((cv) => cv.registrationId);
  const [applications, registrations] = await Promise.all([
    applicationIds.length
      ? db
          .selectFrom('cvFiles')
          .select(['applicationId', 'fileName', 'data'])
          .where('applicationId', 'in', applicationIds)
          .orderBy('applicationId')
          .execute()
      : [],
    registrationIds.length
      ? db
          .selectFrom('registrationCvFiles')
          .select(['registrationId', 'fileName', 'data'])
          .where('registrationId', 'in', registrationIds)
          .orderBy('registrationId')
          .execute()
      : [],
  ]);
  return { applications, registrations };
}

/** CVs with their bytes, for the archive. */
export interface ArchivedCvs {
  applications: ReadonlyArray<{ applicationId: number; fileName: string; data: Uint8Array }>;
  registrations: ReadonlyArray<{ registrationId: number; fileName: string; data: Uint8Array }>;
}

/**
 * What an erased comment that others have replied to becomes: it stays in its thread, holding nothing of
 * its author, so erasing one person never deletes another person's words.
 */
export const ERASED_COMMENT = {
  authorName: 'Comment removed',
  authorEmail: '',
  authorWebsite: null,
  content: "This comment was removed at its author's request.",
} as const;

/** The person's comments under which someone else has replied (at any depth). */
function commentsRepliedToByOthers(db: Kysely<Database>, addresses: readonly string[]) {
  return sql<{ id: number }>`
    with recursive thread (root_id, id, author_email) as (
      select id, id, author_email from comments where ${ofAddresses('author_email', addresses)}
      union all
      select thread.root_id, reply.id, reply.author_email from comments reply join thread on reply.parent_id = thread.id
    )
    select distinct root_id as id from thread where not ${ofAddresses('author_email', addresses)}`.execute(db);
}

/**
 * Erases everything held about an email address in one transaction: applications with their CVs,
 * enquiries and comments (one that others have replied to is emptied instead, ERASED_COMMENT, so their
 * replies stay; the person's own replies go with what they answer), then the outbox's messages about
 * exactly the rows erased, so an application arriving meanwhile never loses its row without its emails.
 * Returns what was erased.
 */
export async function erasePersonalData(
  db: Kysely<Database>,
  email: string,
  /** Writes the erasure's record in the same transaction: erased data is never left unaccounted for. */
  record: (trx: Kysely<Database>, counts: PersonalDataCounts) => Promise<void> = async () => {},
): Promise<PersonalDataCounts> {
  return db.transaction().execute(async (trx) => {
    const addresses = await addressesOf(trx, email);
    const cvFiles = await trx
      .deleteFrom('cvFiles')
      .where('applicationId', 'in', (eb) => eb.selectFrom('applications').select('id').where(ofAddresses('email', addresses)))
      .executeTakeFirst();
    const applications = await trx
      .deleteFrom('applications')
      .where(ofAddresses('email', addresses))
      .returning(['id', 'personId'])
      .execute();
    const contacts = await trx.deleteFrom('contacts').where(ofAddresses('email', addresses)).returning(['id', 'personId']).execute();
    // Locked first: a reply to one of them waits for the erasure, then finds it emptied or gone, instead of
    // arriving unseen between the check for replies and the delete, whose cascade would take it.
    const comments = await trx
      .selectFrom('comments')
      .select(['authorName', 'content', 'createdAt'])
      .where(ofAddresses('authorEmail', addresses))
      .forUpdate()
      .execute();
    const kept = (await commentsRepliedToByOthers(trx, addresses)).rows.map((c) => c.id);
    if (kept.length) await trx.updateTable('comments').set(ERASED_COMMENT).where('id', 'in', kept).execute();
    await trx.deleteFrom('comments').where(ofAddresses('authorEmail', addresses)).execute();
    // Their sent-job records go with them (cascade); their confirmation and alert emails are the person's (recipient).
    const jobAlerts = await trx
      .deleteFrom('jobAlertSubscriptions')
      .where(ofAddresses('email', addresses))
      .returning(['id', 'personId'])
      .execute();

    // Their CVs go with them (cascade, counted first); consents and hide-from lists go with the person.
    const registrationCvFiles = await trx
      .selectFrom('registrationCvFiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('registrationId', 'in', (eb) => eb.selectFrom('registrations').select('id').where(ofAddresses('email', addresses)))
      .executeTakeFirstOrThrow();
    const registrations = await trx
      .deleteFrom('registrations')
      .where(ofAddresses('email', addresses))
      .returning(['id', 'personId'])
      .execute();
    // Their briefs and acceptances go with them (cascade): the consultant decides, before erasing, whether the
    // records regulation 29 asks for must be kept instead (docs/decisions/employers.md).
    const briefs = await trx
      .selectFrom('briefs')
      .innerJoin('clientContacts', 'clientContacts.id', 'briefs.contactId')
      .select('briefs.id')
      .where(ofAddresses('clientContacts.email', addresses))
      .execute();
    const clientContacts = await trx.deleteFrom('clientContacts').where(ofAddresses('email', addresses)).returning('id').execute();
    const pendingBriefs = await trx.deleteFrom('pendingBriefs').where(ofAddresses('email', addresses)).returning('id').execute();
    const topics = [
      ...topicsOf(applications, contacts),
      ...registrations.map((r) => registrationTopic(r.id)),
      ...briefs.map((b) => briefTopic(b.id)),
    ];
    // The person goes with their last record, and their addresses with them (docs/decisions/people.md).
    const people = await trx.selectFrom('personEmails').select('personId').where('email', 'in', addresses).execute();
    // Their interviews go, with the adjustments they asked for (health information) and every email of
    // them (the consultant's and the employer's copies too); their introductions, offers and placements are
    // regulation 29's records and stay (docs/decisions/data-protection.md).
    const interviews = people.length
      ? await trx
          .deleteFrom('interviews')
          .where('introductionId', 'in', (eb) =>
            eb
              .selectFrom('introductions')
              .select('id')
              .where(
                'personId',
                'in',
                people.map((p) => p.personId),
              ),
          )
          .returning('id')
          .execute()
      : [];
    const interviewEmails = await trx
      .deleteFrom('outbox')
      .where(interviewTopics(interviews.map((i) => i.id)))
      .executeTakeFirst();
    const records = [...applications, ...contacts, ...jobAlerts, ...registrations, ...people];
    await deletePeopleWithoutRecords(trx, [...new Set(records.map((row) => row.personId))]);
    // A digest goes whole, as when its comments are deleted: the other comments an unsent one listed go in the next digest.
    const digests = await deleteDigestsQuoting(trx, comments);
    const emails = await trx.deleteFrom('outbox').where(aboutPerson(addresses, topics)).executeTakeFirst();
    const counts = {
      applications: applications.length,
      cvFiles: Number(cvFiles.numDeletedRows) + Number(registrationCvFiles.n),
      contacts: contacts.length,
      comments: comments.length,
      jobAlerts: jobAlerts.length,
      registrations: registrations.length,
      clientContacts: clientContacts.length,
      pendingBriefs: pendingBriefs.length,
      emails: digests + Number(emails.numDeletedRows) + Number(interviewEmails.numDeletedRows),
    };
    await record(trx, counts);
    return counts;
  });
}
