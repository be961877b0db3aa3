import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { applicationTopic, enquiryTopic } from '../notifications/events';

/**
 * Everything held about one email address: applications (with their CVs' details), enquiries, comments,
 * and the emails in the outbox to, from or about the person.
 */
export interface PersonalData {
  email: string;
  applications: Array<Record<string, unknown>>;
  cvFiles: Array<{ applicationId: number; fileName: string; contentType: string; sizeBytes: number }>;
  contacts: Array<Record<string, unknown>>;
  comments: Array<Record<string, unknown>>;
  emails: Array<Record<string, unknown>>;
}

export type PersonalDataCounts = Record<'applications' | 'cvFiles' | 'contacts' | 'comments' | 'emails', number>;

/** The address as compared: trimmed, any case (people type their address differently from form to form). */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * What the request log keeps instead of the address: a SHA-256 of it, so a later question ("did you erase
 * my data?") can be answered by hashing the address again, while the log itself names nobody.
 */
export const emailHash = (email: string) => createHash('sha256').update(normalisedEmail(email)).digest('hex');

const sameEmail = (column: string, email: string) => sql<boolean>`lower(trim(${sql.ref(column)})) = ${normalisedEmail(email)}`;

/** Finds everything held about an email address (CV bytes are read separately, for the download). */
export async function findPersonalData(db: Kysely<Database>, email: string): Promise<PersonalData> {
  const topics = await topicsOf(db, email);
  const [applications, cvFiles, contacts, comments, emails] = await Promise.all([
    db.selectFrom('applications').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    db
      .selectFrom('cvFiles')
      .innerJoin('applications', 'applications.id', 'cvFiles.applicationId')
      .select(['cvFiles.applicationId', 'cvFiles.fileName', 'cvFiles.contentType', 'cvFiles.sizeBytes'])
      .where(sameEmail('applications.email', email))
      .orderBy('cvFiles.applicationId')
      .execute(),
    db.selectFrom('contacts').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    db
      .selectFrom('comments')
      .innerJoin('blogPosts', 'blogPosts.id', 'comments.blogPostId')
      .selectAll('comments')
      .select(['blogPosts.title as postTitle', 'blogPosts.slug as postSlug'])
      .where(sameEmail('comments.authorEmail', email))
      .orderBy('comments.id')
      .execute(),
    db.selectFrom('outbox').select(['id', 'template', 'recipient', 'replyTo', 'subject', 'text', 'status', 'createdAt', 'sentAt']).where(aboutPerson(email, topics)).orderBy('id').execute(),
  ]);
  return { email: normalisedEmail(email), applications, cvFiles, contacts, comments, emails };
}

/** The outbox topics of the person's applications and enquiries. */
async function topicsOf(db: Kysely<Database>, email: string): Promise<string[]> {
  const [applications, contacts] = await Promise.all([
    db.selectFrom('applications').select('id').where(sameEmail('email', email)).execute(),
    db.selectFrom('contacts').select('id').where(sameEmail('email', email)).execute(),
  ]);
  return [...applications.map((a) => applicationTopic(a.id)), ...contacts.map((c) => enquiryTopic(c.id))];
}

/**
 * A PostgreSQL regular expression for the address as a whole word of a text: not the tail of a longer
 * address (an@example.com inside dan@example.com) nor the head of a longer domain; a full stop that ends
 * a sentence after it is fine.
 */
export function wholeAddressPattern(address: string): string {
  const literal = address.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return `(?<![a-z0-9.!#$%&'*+/=?^_\`{|}~-])${literal}(?![a-z0-9-])(?!\\.[a-z0-9])`;
}

/**
 * Outbox messages to or from the person (recipient, Reply-To), about their applications or enquiries
 * (topic), or naming their address in the text (a digest).
 */
function aboutPerson(email: string, topics: string[]) {
  const address = normalisedEmail(email);
  return sql<boolean>`(
    lower(trim(recipient)) = ${address}
    or lower(trim(coalesce(reply_to, ''))) = ${address}
    or ${topics.length ? sql`topic in (${sql.join(topics)})` : sql`false`}
    or lower(text) ~ ${wholeAddressPattern(address)}
  )`;
}

export const countsOf = (data: PersonalData): PersonalDataCounts => ({
  applications: data.applications.length,
  cvFiles: data.cvFiles.length,
  contacts: data.contacts.length,
  comments: data.comments.length,
  emails: data.emails.length,
});

/** The CV files of some applications, bytes included. */
export function readCvFiles(db: Kysely<Database>, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('cvFiles').select(['applicationId', 'fileName', 'data']).where('applicationId', 'in', applicationIds).orderBy('applicationId').execute();
}

/**
 * Erases everything held about an email address in one transaction: the outbox's messages about it, then
 * applications with their CVs (cascade), enquiries and comments (replies to those comments go with them:
 * the thread's foreign key cascades). Returns what was erased.
 */
export async function erasePersonalData(db: Kysely<Database>, email: string): Promise<PersonalDataCounts> {
  return db.transaction().execute(async (trx) => {
    // First: the topics are found through the applications and enquiries about to go.
    const emails = await trx.deleteFrom('outbox').where(aboutPerson(email, await topicsOf(trx, email))).executeTakeFirst();
    const cvFiles = await trx
      .deleteFrom('cvFiles')
      .where('applicationId', 'in', (eb) => eb.selectFrom('applications').select('id').where(sameEmail('email', email)))
      .executeTakeFirst();
    const applications = await trx.deleteFrom('applications').where(sameEmail('email', email)).executeTakeFirst();
    const contacts = await trx.deleteFrom('contacts').where(sameEmail('email', email)).executeTakeFirst();
    const comments = await trx.deleteFrom('comments').where(sameEmail('authorEmail', email)).executeTakeFirst();
    return {
      applications: Number(applications.numDeletedRows),
      cvFiles: Number(cvFiles.numDeletedRows),
      contacts: Number(contacts.numDeletedRows),
      comments: Number(comments.numDeletedRows),
      emails: Number(emails.numDeletedRows),
    };
  });
}
