import { type Kysely, sql } from 'kysely';
import { DEVICE_CLASSES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * First-party insights (src/insights/, docs/decisions/data-protection.md). `page_views` holds counts only: one row per UK day,
 * path, referrer host, UTM tags and device class, its `views` raised by one upsert per beacon. Nothing
 * in it names or tells apart a visitor (no address, no user agent, no id); absent values are '' so the
 * primary key (which conflicts need) covers them. Its key starts with the day: the dashboard's period
 * queries read one range of it. Applications and enquiries gain the visit's attribution, filled only
 * when the visitor accepted Analytics.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table page_views (
      day date not null,
      path text not null,
      referrer_host text not null default '',
      utm_source text not null default '',
      utm_medium text not null default '',
      utm_campaign text not null default '',
      device text not null constraint page_views_device_check check (${inChoices('device', DEVICE_CLASSES)}),
      views integer not null default 1 check (views > 0),
      primary key (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
    )`.execute(db);
  for (const table of ['applications', 'contacts']) {
    await sql`
      alter table ${sql.table(table)}
        add column landing_path text,
        add column referrer_host text,
        add column utm_source text,
        add column utm_medium text,
        add column utm_campaign text`.execute(db);
  }
  // The dashboard counts applications per landing page over a period.
  await sql`create index applications_landing_path_idx on applications (landing_path, created_at) where landing_path is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index applications_landing_path_idx`.execute(db);
  for (const table of ['applications', 'contacts']) {
    await sql`
      alter table ${sql.table(table)}
        drop column landing_path, drop column referrer_host, drop column utm_source, drop column utm_medium, drop column utm_campaign`.execute(
      db,
    );
  }
  await sql`drop table page_views`.execute(db);
}
