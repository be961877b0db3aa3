import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  APPLICATION_STATUSES,
  ENQUIRY_STATUSES,
  SUBJECTS,
  type ApplicationStatus,
  type Choice,
  type EnquiryStatus,
  type Subject,
} from '../config/choices';
import { deleteById } from '../db/delete-by-id';
import { containsPattern, paginate, type Page, type PageRequest } from '../db/page';
import type { Application, Contact, Database } from '../db/schema';
import { applicationTopic, enquiryTopic, queueUnsuccessfulMail, UNSUCCESSFUL_TEMPLATE } from '../notifications/events';
import { withdrawPendingMail } from '../notifications/outbox';
import { unsuccessfulFacts, UNSUCCESSFUL_MAIL_GRACE_MS, waitingUnsuccessfulMail } from './unsuccessful-mail';
import { NEWEST_FIRST, OVERDUE_FILTER, type ApplicationSort, type EnquirySort, type ListOrder } from '../schemas/list-order';
import { overdueIfReceivedBefore, waitingOf, WAITING_STATUS, type Waiting } from './waiting';

export interface ListQuery extends PageRequest {
  /** Text to look for in names, emails and the other text fields. */
  search?: string;
}

/** What the Applications and Contacts tables add to a page request: a status (or the overdue ones), an order, the time. */
export interface TableQuery<S extends string, K extends string> extends ListQuery {
  status?: S | typeof OVERDUE_FILTER;
  order?: ListOrder<K>;
  /** The moment waiting is counted to (tests set it). */
  now?: Date;
}

/** Which applications by role: general ones (no role), or those sent for a role (its title and company as sent). */
export type RoleFilter = { general: true } | { title: string; company: string };

/** The admin's applications list: a page, a search, a status, an order, a role and one email address (however written). */
export interface ApplicationQuery extends TableQuery<ApplicationStatus, ApplicationSort> {
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

/**
 * An application in the admin's list: with how many applications the same address sent before it, how long
 * it has waited, and when its "not taken forward" email goes while Undo can still withdraw it (else null).
 */
export type ListedApplication = Application & { earlierApplications: number; unsuccessfulMailAt: Date | null } & Waiting;

/** A contact enquiry in the admin's list, with how long it has waited. */
export type ListedContact = Contact & Waiting;

/** The position of a status in its list: statuses sort in the order they are worked through, not by name. */
const choiceOrder = (column: string, list: readonly Choice[]) =>
  sql<number>`array_position(array[${sql.join(list.map((c) => sql.lit(c.value)))}]::text[], ${sql.ref(column)})`;

/** What a table's sortable columns sort by, besides the receipt time. */
type SortExpressions<K extends string> = Record<Exclude<K, 'received' | 'waiting'>, Expression<unknown>>;

/**
 * Narrows a table's query to a status (or the rows overdue at `now`) and orders it, ties broken newest first
 * so a page boundary never splits or repeats a row.
 */
function tableQuery<T extends 'applications' | 'contacts', O, K extends string>(
  query: SelectQueryBuilder<Database, T, O>,
  { status, order = NEWEST_FIRST as ListOrder<K> }: { status?: string; order?: ListOrder<K> },
  sortBy: SortExpressions<K>,
  now: Date,
): SelectQueryBuilder<Database, T, O> {
  // The generic table's columns, named as the query sees them (both tables have them).
  const statusColumn = sql.ref<string>('status');
  const receivedColumn = sql.ref<Date>('createdAt');
  if (status === OVERDUE_FILTER)
    query = query.where(statusColumn, '=', WAITING_STATUS).where(receivedColumn, '<', overdueIfReceivedBefore(now));
  else if (status) query = query.where(statusColumn, '=', status);
  query = query.clearOrderBy();
  if (order.by === 'waiting') {
    // Only new rows wait: the longest wait is the earliest receipt; the rest come after, either way.
    const waitingSince = sql`case when ${statusColumn} = ${WAITING_STATUS} then ${receivedColumn} end`;
    query = query.orderBy(waitingSince, (ob) => (order.direction === 'desc' ? ob.asc() : ob.desc()).nullsLast());
  } else if (order.by === 'received') query = query.orderBy(receivedColumn, order.direction);
  else query = query.orderBy(sortBy[order.by as keyof SortExpressions<K>], order.direction);
  return query.orderBy(receivedColumn, 'desc').orderBy(sql.ref('id'), 'desc');
}

/**
 * Applications for the admin, newest first unless ordered otherwise, optionally searched and narrowed to a
 * status, a role or one address, one page at a time (without CV bytes). Each says how many earlier ones came
 * from the same address and how long it has waited for an answer.
 */
export async function listApplications(
  db: Kysely<Database>,
  { search, role, email, status, order, now = new Date(), ...page }: ApplicationQuery,
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
  query = tableQuery(
    query,
    { status, order },
    {
      name: sql`lower(first_name || ' ' || last_name)`,
      // General applications (no role) first when ascending.
      role: sql`lower(coalesce(job_title || ' at ' || job_company, ''))`,
      status: choiceOrder('status', APPLICATION_STATUSES),
    },
    now,
  );
  const found = (await paginate(query, page)) as Page<Application & { earlierApplications: number }>;
  const mailAt = await waitingUnsuccessfulMail(
    db,
    found.items.filter((a) => a.status === 'unsuccessful').map((a) => a.id),
    now,
  );
  return { ...found, items: found.items.map((a) => ({ ...a, ...waitingOf(a, now), unsuccessfulMailAt: mailAt.get(a.id) ?? null })) };
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

/** The admin's enquiries list: a page, a search, a status, an order and a subject. */
export interface ContactQuery extends TableQuery<EnquiryStatus, EnquirySort> {
  subject?: Subject;
}

/**
 * Contact enquiries for the admin, newest first unless ordered otherwise, optionally searched and narrowed to
 * a status or a subject, one page at a time, each with how long it has waited for an answer.
 */
export async function listContacts(
  db: Kysely<Database>,
  { search, subject, status, order, now = new Date(), ...page }: ContactQuery,
): Promise<Page<ListedContact>> {
  let query = contactsFound(db, search);
  if (subject) query = query.where('subject', '=', subject);
  query = tableQuery(
    query,
    { status, order },
    { name: sql`lower(name)`, subject: choiceOrder('subject', SUBJECTS), status: choiceOrder('status', ENQUIRY_STATUSES) },
    now,
  );
  const found = await paginate(query, page);
  return { ...found, items: found.items.map((c) => ({ ...c, ...waitingOf(c, now) })) };
}

/** How many applications and enquiries are still new past the promised hours at `now` (the Overview, the reminder). */
export async function countOverdue(db: Kysely<Database>, now = new Date()): Promise<{ applications: number; enquiries: number }> {
  const cut = overdueIfReceivedBefore(now);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('applications')
        .select(eb.fn.countAll<string>().as('n'))
        .where('status', '=', WAITING_STATUS)
        .where('createdAt', '<', cut)
        .as('applications'),
      eb
        .selectFrom('contacts')
        .select(eb.fn.countAll<string>().as('n'))
        .where('status', '=', WAITING_STATUS)
        .where('createdAt', '<', cut)
        .as('enquiries'),
    ])
    .executeTakeFirstOrThrow();
  return { applications: Number(row.applications ?? 0), enquiries: Number(row.enquiries ?? 0) };
}

/** An application's status as just saved, and when its "not taken forward" email goes while Undo can still withdraw it. */
export interface ApplicationStatusSaved {
  status: ApplicationStatus;
  unsuccessfulMailAt: Date | null;
}

/**
 * Sets where an application stands; undefined when there is no such application. Nothing is emailed unless
 * asked: marked Unsuccessful with `notifyCandidate` (the admin confirmed the email), the candidate's kind
 * email is queued in the same transaction, due after the grace period (UNSUCCESSFUL_MAIL_GRACE_MS), and
 * what Undo restores is kept; never twice for one application. Set to anything else while that email still
 * waits, the email is withdrawn (they are no longer turned down) and can be sent by a later confirmation.
 */
export async function setApplicationStatus(
  db: Kysely<Database>,
  id: number,
  status: ApplicationStatus,
  { notifyCandidate = false, now = new Date() }: { notifyCandidate?: boolean; now?: Date } = {},
): Promise<ApplicationStatusSaved | undefined> {
  return db.transaction().execute(async (trx) => {
    // The row stays locked until the commit, so two changes at once see each other's telling.
    const before = await trx
      .selectFrom('applications')
      .select(['status', 'statusChangedAt', 'email', 'firstName', 'jobTitle', 'jobCompany', 'toldUnsuccessfulAt'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    const topic = applicationTopic(id);
    if (status === 'unsuccessful' && notifyCandidate && !before.toldUnsuccessfulAt) {
      const notBefore = new Date(now.getTime() + UNSUCCESSFUL_MAIL_GRACE_MS);
      await queueUnsuccessfulMail(trx, id, before.email, unsuccessfulFacts(before), { notBefore, now });
      await trx
        .updateTable('applications')
        .set({ status, toldUnsuccessfulAt: now, undoStatus: before.status, undoStatusChangedAt: before.statusChangedAt })
        .where('id', '=', id)
        .execute();
      return { status, unsuccessfulMailAt: notBefore };
    }
    if (status === before.status) return { status, unsuccessfulMailAt: (await waitingUnsuccessfulMail(trx, [id], now)).get(id) ?? null };
    const withdrawn = status !== 'unsuccessful' && (await withdrawPendingMail(trx, topic, UNSUCCESSFUL_TEMPLATE, now));
    await trx
      .updateTable('applications')
      .set({ status, undoStatus: null, undoStatusChangedAt: null, ...(withdrawn ? { toldUnsuccessfulAt: null } : {}) })
      .where('id', '=', id)
      .execute();
    return { status, unsuccessfulMailAt: null };
  });
}

/** Sets where an enquiry stands; the enquiry as it now is, or undefined when there is no such enquiry. */
export function setContactStatus(db: Kysely<Database>, id: number, status: EnquiryStatus) {
  return db.updateTable('contacts').set({ status }).where('id', '=', id).returningAll().executeTakeFirst();
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
