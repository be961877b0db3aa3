import { type Kysely, sql } from 'kysely';

/**
 * A server-side limit on each statement, for the database's every session. The app's own query timeout
 * is the client's clock (src/db/connect.ts): a request that gave up at 5 s left its statement running on
 * the server, and retries piled up more. Set on the database, not on each connection: Neon's pooler
 * refuses startup options. Migrations lift it inside their own transaction (src/db/migrate.ts). A role
 * that does not own the database cannot set it: the migration then says so and goes on.
 */
export const STATEMENT_TIMEOUT = '10s';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`do $$ begin
    execute format('alter database %I set statement_timeout = %L', current_database(), ${sql.lit(STATEMENT_TIMEOUT)});
  exception when insufficient_privilege then
    raise notice 'statement_timeout not set: this role does not own the database (DEPLOY.md, Limits)';
  end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`do $$ begin execute format('alter database %I reset statement_timeout', current_database()); end $$`.execute(db);
}
