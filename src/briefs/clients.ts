/**
 * The consultant's view of employers (the Clients tab, GET /api/admin/clients): each client with its
 * contacts, confirmed briefs and acceptances, and changes to a brief's status (docs/decisions/employers.md).
 */
import type { Kysely } from 'kysely';
import { overdueIfReceivedBefore, WAITING_STATUS, waitingOf, type Waiting } from '../candidates/waiting';
import type { BriefStatus } from '../config/choices';
import type { AgreementAcceptance, Brief, Client, ClientContact, Database } from '../db/schema';

export interface ClientRecord extends Client {
  contacts: ClientContact[];
  /** Newest first, each with the jobs made from it and how long it has waited for the consultant since confirmed. */
  briefs: Array<Brief & Waiting & { jobIds: number[] }>;
  /** Newest first. */
  acceptances: AgreementAcceptance[];
}

/**
 * Every client, the most recently served first, with its contacts, briefs and acceptances. A brief still new
 * waits as an application does (src/candidates/waiting.ts), from its confirmation.
 */
export async function listClients(db: Kysely<Database>, now = new Date()): Promise<ClientRecord[]> {
  const [clients, contacts, briefs, acceptances, jobs] = await Promise.all([
    db.selectFrom('clients').selectAll().orderBy('lastServiceAt', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('clientContacts').selectAll().orderBy('id').execute(),
    db.selectFrom('briefs').selectAll().orderBy('confirmedAt', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('agreementAcceptances').selectAll().orderBy('confirmedAt', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('jobs').select(['id', 'briefId']).where('briefId', 'is not', null).orderBy('id').execute(),
  ]);
  const of = <T extends { clientId: number }>(rows: T[], id: number) => rows.filter((row) => row.clientId === id);
  return clients.map((client) => ({
    ...client,
    contacts: of(contacts, client.id),
    briefs: of(briefs, client.id).map((brief) => ({
      ...brief,
      ...waitingOf({ status: brief.status, createdAt: brief.confirmedAt }, now),
      jobIds: jobs.filter((job) => job.briefId === brief.id).map((job) => job.id),
    })),
    acceptances: of(acceptances, client.id),
  }));
}

/** Sets a brief's status; a change is a service to the client, from which retention counts. Undefined if there is no such brief. */
export async function setBriefStatus(db: Kysely<Database>, id: number, status: BriefStatus, now = new Date()): Promise<Brief | undefined> {
  return db.transaction().execute(async (trx) => {
    const brief = await trx
      .updateTable('briefs')
      .set({ status, statusChangedAt: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (brief) await trx.updateTable('clients').set({ lastServiceAt: now }).where('id', '=', brief.clientId).execute();
    return brief;
  });
}

/** New briefs (not yet looked at), and how many of them wait past the hours promised for applications. */
export async function countNewBriefs(db: Kysely<Database>, now = new Date()): Promise<{ new: number; waiting: number }> {
  const row = await db
    .selectFrom('briefs')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('confirmedAt', '<', overdueIfReceivedBefore(now)).as('waiting'),
    ])
    .where('status', '=', WAITING_STATUS)
    .executeTakeFirstOrThrow();
  return { new: Number(row.total), waiting: Number(row.waiting) };
}
