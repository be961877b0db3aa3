import { type Kysely, sql } from 'kysely';

/**
 * Staged uploads: a file too large for one function request arrives in numbered parts, kept here until
 * the request that uses it assembles them (and deletes them) or they expire.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staged_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('total_bytes', 'integer', (c) => c.notNull().check(sql`total_bytes > 0`))
    .addColumn('part_bytes', 'integer', (c) => c.notNull().check(sql`part_bytes > 0`))
    .addColumn('part_count', 'integer', (c) => c.notNull().check(sql`part_count > 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staged_uploads_expires_at_idx').on('staged_uploads').column('expires_at').execute();

  await db.schema
    .createTable('staged_upload_parts')
    .addColumn('upload_id', 'text', (c) => c.notNull().references('staged_uploads.id').onDelete('cascade'))
    .addColumn('part_number', 'integer', (c) => c.notNull().check(sql`part_number > 0`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('staged_upload_parts_pkey', ['upload_id', 'part_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staged_upload_parts').execute();
  await db.schema.dropTable('staged_uploads').execute();
}
