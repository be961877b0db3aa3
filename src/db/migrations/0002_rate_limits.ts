import { type Kysely, sql } from 'kysely';

/** Per-client request counts for the public POSTs (functions keep no memory between calls). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('rate_limits_pkey', ['bucket', 'client_key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_window_start_idx').on('rate_limits').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
