import { type Kysely, sql } from 'kysely';
import { APPLICATION_STATUSES, BLOG_CATEGORIES, DEGREES, INTERESTS, JOB_TYPES, SUBJECTS } from '../../config/choices';
import { inChoices } from '../choice-check';

/** Tables with an updated_at column, which a trigger now keeps current on every update. */
const TIMESTAMPED = ['blog_posts', 'jobs', 'comments', 'auth_users', 'rate_limits'];

/**
 * CHECK constraints derived from the lists in src/config/choices.ts (a test keeps them in step), the
 * application status the admin sets, and updated_at kept by the database rather than by each query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const checks: Array<[table: string, column: string, list: Parameters<typeof inChoices>[1]]> = [
    ['applications', 'degree', DEGREES],
    ['applications', 'interest', INTERESTS],
    ['contacts', 'subject', SUBJECTS],
    ['jobs', 'type', JOB_TYPES],
    ['blog_posts', 'category', BLOG_CATEGORIES],
  ];
  for (const [table, column, list] of checks) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(`${table}_${column}_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_${column}_check`)} check (${inChoices(column, list)})`.execute(
      db,
    );
  }

  await db.schema
    .alterTable('applications')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(inChoices('status', APPLICATION_STATUSES)))
    .execute();
  await db.schema.createIndex('applications_status_idx').on('applications').column('status').execute();

  await sql`
    create or replace function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
    $$`.execute(db);
  for (const table of TIMESTAMPED) {
    await sql`create trigger ${sql.id(`${table}_set_updated_at`)} before update on ${sql.table(table)} for each row execute function set_updated_at()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TIMESTAMPED)
    await sql`drop trigger if exists ${sql.id(`${table}_set_updated_at`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists set_updated_at()`.execute(db);
  await db.schema.alterTable('applications').dropColumn('status').execute();
  await sql`alter table blog_posts drop constraint if exists blog_posts_category_check`.execute(db);
}
