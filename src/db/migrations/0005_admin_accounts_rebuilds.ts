import { type Kysely, sql } from 'kysely';

/**
 * Admin accounts, sessions, sign-in throttling and site rebuilds (docs/decisions/admin.md and rebuilds.md):
 * - auth_users is the person (email, names) and says whether they are an admin;
 * - users holds that person's password hash, its username being the person's email (a foreign key keeps
 *   the two in step, so the email is written once and followed);
 * - sessions keeps one row per sign-in; `expire` becomes timestamptz (the idle deadline; the absolute
 *   one is in `sess`), so no server time zone can shift it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('auth_users')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('users')
    .addForeignKeyConstraint('users_username_fkey', ['username'], 'auth_users', ['email'], (fk) =>
      fk.onDelete('cascade').onUpdate('cascade'),
    )
    .execute();

  await sql`alter table sessions alter column expire type timestamptz using expire at time zone 'UTC'`.execute(db);
  await sql`create index sessions_user_id_idx on sessions (((sess ->> 'userId')::integer))`.execute(db);

  // One row per failed sign-in, keyed by salted hashes of the email and of the client address.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text')
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_email_idx').on('login_failures').columns(['email_key', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_client_idx').on('login_failures').columns(['client_key', 'failed_at']).execute();

  // The one row of rebuild state: whether changes wait for a build, and how the last hook call went.
  await db.schema
    .createTable('site_rebuilds')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_change_at', 'timestamptz')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_requested_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await db.insertInto('site_rebuilds').values({ id: 1 }).execute();

  await db.schema.createIndex('contacts_created_at_idx').on('contacts').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contacts_created_at_idx').execute();
  await db.schema.dropTable('site_rebuilds').execute();
  await db.schema.dropTable('login_failures').execute();
  await sql`drop index if exists sessions_user_id_idx`.execute(db);
  await sql`alter table sessions alter column expire type timestamp(6) using expire at time zone 'UTC'`.execute(db);
  await db.schema.alterTable('users').dropConstraint('users_username_fkey').execute();
  await db.schema.alterTable('auth_users').dropColumn('is_admin').execute();
}
