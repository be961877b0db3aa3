import { type Kysely, sql } from 'kysely';

/** Columns of blog_posts that record sharing it, not its content: changing them is not modifying the post. */
const SHARING_COLUMNS = [
  'linkedin_posting_since',
  ...['linkedin', 'bluesky', 'facebook'].flatMap((network) => [`${network}_posted`, `${network}_post_url`]),
];

/**
 * A post's updated_at (its article:modified_time, dateModified and sitemap lastmod) moves only when the
 * post itself changes: sharing it on LinkedIn, which claims and then records the share on the row, no
 * longer tells search engines the article was modified.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ignored = sql.raw(`array[${['updated_at', ...SHARING_COLUMNS].map((c) => `'${c}'`).join(', ')}]`);
  await sql`
    create function set_blog_post_updated_at() returns trigger language plpgsql as $$
    begin
      if (to_jsonb(new) - ${ignored}::text[]) is distinct from (to_jsonb(old) - ${ignored}::text[]) then
        new.updated_at := now();
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`drop trigger blog_posts_set_updated_at on blog_posts`.execute(db);
  await sql`create trigger blog_posts_set_updated_at before update on blog_posts for each row execute function set_blog_post_updated_at()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger blog_posts_set_updated_at on blog_posts`.execute(db);
  await sql`create trigger blog_posts_set_updated_at before update on blog_posts for each row execute function set_updated_at()`.execute(
    db,
  );
  await sql`drop function set_blog_post_updated_at()`.execute(db);
}
