import { type Kysely, sql } from 'kysely';

/** Every entity of the specification (section 3), with its types, defaults, constraints and indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('applications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('degree', 'text', (c) => c.notNull().check(sql`degree in ('bachelor', 'master', 'phd', 'other')`))
    .addColumn('interest', 'text', (c) =>
      c.check(sql`interest in ('b2b', 'b2c', 'tech', 'healthcare', 'financial', 'consulting', 'other')`),
    )
    .addColumn('bio', 'text')
    .addColumn('cv_file_name', 'text')
    .addColumn('cv_file_path', 'text')
    .addColumn('consent', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('applications_created_at_idx').on('applications').column('created_at').execute();

  await db.schema
    .createTable('cv_files')
    .addColumn('application_id', 'integer', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().check(sql`subject in ('candidate', 'employer', 'partnership', 'general')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('General'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('published_at', 'timestamptz')
    .$call(addSocialColumns)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('blog_posts_published_at_idx').on('blog_posts').column('published_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Full-time')
        .check(sql`type in ('Full-time', 'Part-time', 'Contract', 'Remote')`),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('salary', 'text')
    .addColumn('benefits', 'text')
    .addColumn('application_url', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz')
    .$call(addSocialColumns)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('jobs_active_posted_idx').on('jobs').columns(['is_active', 'posted_at']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('blog_post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author_website', 'text')
    .addColumn('is_approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('comments_blog_post_id_idx').on('comments').column('blog_post_id').execute();
  await db.schema.createIndex('comments_parent_id_idx').on('comments').column('parent_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('sess', 'jsonb', (c) => c.notNull())
    .addColumn('expire', 'timestamp(6)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('IDX_session_expire').on('sessions').column('expire').execute();

  await db.schema
    .createTable('auth_users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

/** The three social-network posting flags and URLs that posts and jobs share. */
function addSocialColumns<T extends { addColumn: any }>(table: T): T {
  let t = table;
  for (const network of ['linkedin', 'bluesky', 'facebook']) {
    t = t.addColumn(`${network}_posted`, 'boolean', (c: any) => c.notNull().defaultTo(false)).addColumn(`${network}_post_url`, 'text');
  }
  return t;
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['auth_users', 'sessions', 'users', 'comments', 'jobs', 'blog_posts', 'contacts', 'cv_files', 'applications']) {
    await db.schema.dropTable(table).execute();
  }
}
