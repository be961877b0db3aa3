import { type Kysely, sql } from 'kysely';

/**
 * A message may be withdrawn instead of sent: a job alert whose every job closed between the run
 * that queued it and the send (the mail server was down) has nothing left to tell. It stays in the outbox
 * as a record (counted on the dashboard, pruned with the sent and failed ones), never sent.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table outbox
      drop constraint outbox_status_check,
      add constraint outbox_status_check check (status in ('pending', 'sent', 'failed', 'withdrawn'))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from outbox where status = 'withdrawn'`.execute(db);
  await sql`
    alter table outbox
      drop constraint outbox_status_check,
      add constraint outbox_status_check check (status in ('pending', 'sent', 'failed'))
  `.execute(db);
}
