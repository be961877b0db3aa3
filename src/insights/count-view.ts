import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ukDay } from '../utils/uk-time';
import type { PageView } from './visit';

/** Counts one page view on its UK day: one upsert, which adds to the day's row for the same page and source. */
export async function countPageView(db: Kysely<Database>, view: PageView, now = new Date()): Promise<void> {
  await db
    .insertInto('pageViews')
    .values({ day: ukDay(now), ...view, views: 1 })
    .onConflict((oc) =>
      oc
        .columns(['day', 'path', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', 'device'])
        .doUpdateSet({ views: sql`page_views.views + 1` }),
    )
    .execute();
}
