import { type Kysely, sql } from 'kysely';
import { APPLICATION_STATUSES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * What Undo restores while the "not taken forward" email waits its grace period in the outbox
 * (docs/decisions/application-status.md): the status the application had before it was marked
 * Unsuccessful, and when that status had been set (retention counts from it). Both are cleared once the
 * status changes again or the change is undone; a row with none has nothing to undo.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('undo_status', 'text', (c) => c.check(inChoices('undo_status', APPLICATION_STATUSES)))
    .addColumn('undo_status_changed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table applications drop column undo_status, drop column undo_status_changed_at`.execute(db);
}
