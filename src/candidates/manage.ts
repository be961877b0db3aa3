import { sql, type Kysely } from 'kysely';
import type { ApplicationStatus } from '../config/choices';
import { deleteById } from '../db/delete-by-id';
import { containsPattern, paginate, type Page, type PageRequest } from '../db/page';
import type { Application, Contact, Database } from '../db/schema';
import { applicationTopic, enquiryTopic, queueUnsuccessfulMail } from '../notifications/events';

export interface ListQuery extends PageRequest {
  /** Text to look for in names, emails and the other text fields. */
  search?: string;
}

/** Which applications by role: general ones (no role), or those sent for a role (its title and company as sent). */
export type RoleFilter = { general: true } | { title: string; company: string };

/** The admin's applications list: a page, a search, a role and one email address (however written). */
export interface ApplicationQuery extends ListQuery {
  role?: RoleFilter;
  email?: string;
}

/**
 * The text the admin's search looks in, one expression per table: exactly the expression of its trigram
 * index (migration 0013), so a search reads the index rather than the whole table.
 */
export const SEARCHED_TEXT = {
  applications: sql<string>`(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || coalesce(bio, '') || ' ' || coalesce(cv_file_name, ''))`,
  contacts: sql<string>`(name || ' ' || email || ' ' || message)`,
};

/** An email address as every comparison of people reads it (the expression of the email index, migration 0006). */
const sameAddress = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

/** The admin's applications, newest first, narrowed by a search if given. */
export function applicationsFound(db: Kysely<Database>, search?: string) {
  const query = db.selectFrom('applications').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  return search ? query.where(SEARCHED_TEXT.applications, 'ilike', containsPattern(search)) : query;
}

/** The admin's enquiries, newest first, narrowed by a search if given. */
export function contactsFound(db: Kysely<Database>, search?: string) {
  const query = db.selectFrom('contacts').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc');
  return search ? query.where(SEARCHED_TEXT.contacts, 'ilike', containsPattern(search)) : query;
}

/** An application in the admin's list: with how many applications the same address sent before it. */
export type ListedApplication = Application & { earlierApplications: number };

/**
 * Applications for the admin, newest first, optionally searched and narrowed to a role or to one address,
 * one page at a time (without CV bytes). Each says how many earlier ones came from the same address.
 */
export function listApplications(
  db: Kysely<Database>,
  { search, role, email, ...page }: ApplicationQuery,
): Promise<Page<ListedApplication>> {
  let query = applicationsFound(db, search).select((eb) =>
    eb
      .selectFrom('applications as earlier')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sameAddress('earlier.email'), '=', sameAddress('applications.email'))
      .whereRef('earlier.id', '<', 'applications.id')
      .as('earlierApplications'),
  );
  if (role && 'general' in role) query = query.where('jobTitle', 'is', null);
  else if (role) query = query.where('jobTitle', '=', role.title).where('jobCompany', '=', role.company);
  if (email) query = query.where(sameAddress('email'), '=', email.trim().toLowerCase());
  return paginate(query, page) as Promise<Page<ListedApplication>>;
}

/** A role applications were sent for (title and company as sent) and how many, the latest first: the admin's role filter. */
export interface AppliedRole {
  title: string;
  company: string;
  applications: number;
}

/** Every role applications name, the most recently applied for first. */
export async function listAppliedRoles(db: Kysely<Database>): Promise<AppliedRole[]> {
  const rows = await db
    .selectFrom('applications')
    .select(['jobTitle', 'jobCompany', sql<number>`count(*)::int`.as('applications')])
    .where('jobTitle', 'is not', null)
    .groupBy(['jobTitle', 'jobCompany'])
    .orderBy(sql`max(created_at)`, 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ title: r.jobTitle!, company: r.jobCompany!, applications: r.applications }));
}

/** Contact enquiries for the admin, newest first, optionally searched, one page at a time. */
export function listContacts(db: Kysely<Database>, { search, ...page }: ListQuery): Promise<Page<Contact>> {
  return paginate(contactsFound(db, search), page);
}

/**
 * Sets where an application stands; false when there is no such application. Marked unsuccessful, the
 * candidate is emailed kindly (in the same transaction, through the outbox) unless `notifyCandidate` is
 * false, and never twice for one application: marked again later, or unticked then ticked, it sends nothing more.
 */
export async function setApplicationStatus(
  db: Kysely<Database>,
  id: number,
  status: ApplicationStatus,
  { notifyCandidate = true }: { notifyCandidate?: boolean } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The row stays locked until the commit, so two changes at once see each other's telling.
    const row = await trx
      .updateTable('applications')
      .set({ status })
      .where('id', '=', id)
      .returning(['email', 'firstName', 'jobTitle', 'jobCompany', 'toldUnsuccessfulAt'])
      .executeTakeFirst();
    if (!row) return false;
    if (status === 'unsuccessful' && notifyCandidate && !row.toldUnsuccessfulAt) {
      const role = row.jobTitle && row.jobCompany ? { title: row.jobTitle, company: row.jobCompany } : null;
      await queueUnsuccessfulMail(trx, id, row.email, { firstName: row.firstName, role });
      await trx.updateTable('applications').set({ toldUnsuccessfulAt: new Date() }).where('id', '=', id).execute();
    }
    return true;
  });
}

/** An application's CV (bytes, name and type as stored), if there is one. */
export function findCv(db: Kysely<Database>, applicationId: number) {
  return db.selectFrom('cvFiles').select(['fileName', 'contentType', 'data']).where('applicationId', '=', applicationId).executeTakeFirst();
}

/** Deletes a row and its mail in the outbox (sent or not: it holds the person's details); false when there was none. */
function deleteWithMail(db: Kysely<Database>, table: 'applications' | 'contacts', id: number, topic: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('outbox').where('topic', '=', topic).execute();
    return deleteById(trx, table, id);
  });
}

/** Deletes an application with its CV (cascade) and its mail; false when there was none. */
export const deleteApplication = (db: Kysely<Database>, id: number) => deleteWithMail(db, 'applications', id, applicationTopic(id));

/** Deletes a contact enquiry and its mail; false when there was none. */
export const deleteContact = (db: Kysely<Database>, id: number) => deleteWithMail(db, 'contacts', id, enquiryTopic(id));
