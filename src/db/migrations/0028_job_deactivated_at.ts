import { type Kysely, sql } from 'kysely';

/**
 * Closed jobs (docs/decisions/jobs.md): when a published job was deactivated, so its address can say the role has closed
 * for a while after (src/jobs/closed.ts). Set by the database whenever an active job is made inactive,
 * however it is changed (the dashboard, the API, an edit by hand), and cleared when it is made active
 * again. A job saved inactive from the start is a draft that was never published: it gets none. Nothing
 * tells an old deactivation from a draft, so jobs already inactive keep none (their addresses stay 404).
 * Expiry needs no column: a job closes at its expires_at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table jobs add column deactivated_at timestamptz`.execute(db);
  await sql`
    create function jobs_set_deactivated_at() returns trigger language plpgsql as $$
    begin
      if new.is_active then
        new.deactivated_at := null;
      elsif old.is_active then
        new.deactivated_at := now();
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger jobs_set_deactivated_at before update of is_active on jobs
    for each row execute function jobs_set_deactivated_at()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger jobs_set_deactivated_at on jobs`.execute(db);
  await sql`drop function jobs_set_deactivated_at()`.execute(db);
  await sql`alter table jobs drop column deactivated_at`.execute(db);
}
