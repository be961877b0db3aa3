import { sql, type Kysely } from 'kysely';
import type { ApplicationStatus } from '../config/choices';
import { deleteById } from '../db/delete-by-id';
import { containsPattern, paginate, type Page, type PageRequest } from '../db/page';
import type { Application, Contact, Database } from '../db/schema';
import { applicationTopic, enquiryTopic } from '../notifications/events';

export interface ListQuery extends PageRequest {
  /** Text to look for in names, emails and the other text fields. */
  search?: string;
}

/**
 * The text the admin's search looks in, one expression per table: exactly the expression of its trigram
 * index (migration 0013), so a search reads the index rather than the whole table.
 */
export const SEARCHED_TEXT = {
  applications: sql<string>`(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || coalesce(bio, '') || ' ' || coalesce(cv_file_name, ''))`,
  contacts: sql<string>`(name || ' ' || email || ' ' || message)`,
};

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

/** Applications for the admin, newest first, optionally searched, one page at a time (without CV bytes). */
export function listApplications(db: Kysely<Database>, { search, ...page }: ListQuery): Promise<Page<Application>> {
  return paginate(applicationsFound(db, search), page);
}

/** Contact enquiries for the admin, newest first, optionally searched, one page at a time. */
export function listContacts(db: Kysely<Database>, { search, ...page }: ListQuery): Promise<Page<Contact>> {
  return paginate(contactsFound(db, search), page);
}

/** Sets where an application stands; false when there is no such application. */
export async function setApplicationStatus(db: Kysely<Database>, id: number, status: ApplicationStatus): Promise<boolean> {
  const result = await db.updateTable('applications').set({ status }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
