import { type Kysely, sql } from 'kysely';

/**
 * The dashboard's long periods (docs/decisions/data-protection.md). `page_view_months` holds a closed month's page views already
 * grouped the four ways the report groups them (by day, path, referrer, campaign), as the report's
 * grouping-sets query gives them (`grouping_set` is its grouping() value, '' where a column is not
 * grouped). A month before the current UK month no longer changes (a view counts on its own day), so the
 * report fills a month the first time a period covers it whole (src/insights/closed-months.ts) and reads
 * its few hundred rows instead of its daily ones. Counts only, kept as long as the daily rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table page_view_months (
      month date not null,
      grouping_set smallint not null,
      day text not null default '',
      path text not null default '',
      referrer_host text not null default '',
      utm_source text not null default '',
      utm_medium text not null default '',
      utm_campaign text not null default '',
      views integer not null,
      primary key (month, grouping_set, day, path, referrer_host, utm_source, utm_medium, utm_campaign)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table page_view_months`.execute(db);
}
