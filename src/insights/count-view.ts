import { sql, type Kysely } from 'kysely';
import { SITE_CEILINGS, SiteCeilingReachedError, withinSiteCeiling } from '../abuse/site-ceilings';
import type { Database } from '../db/schema';
import { ukDay } from '../utils/uk-time';
import type { PageView } from '../schemas/visit-facts';

/**
 * Counts one page view on its UK day: adds one to the day's row for the same page, source and device.
 * A view that would start a new row counts against the site's hourly ceiling on new rows
 * (SITE_CEILINGS.insightKeys); past it the view is dropped (false) and the consultant told once, while
 * views of rows already there keep counting.
 */
export async function countPageView(db: Kysely<Database>, view: PageView, now = new Date()): Promise<boolean> {
  const row = { day: ukDay(now), ...view };
  const known = await db
    .updateTable('pageViews')
    .set({ views: sql`views + 1` })
    .where((eb) => eb.and(Object.entries(row).map(([column, value]) => eb(column as keyof typeof row, '=', value))))
    .executeTakeFirst();
  if (known.numUpdatedRows > 0n) return true;
  try {
    await withinSiteCeiling(
      db,
      SITE_CEILINGS.insightKeys,
      1,
      () =>
        db
          .insertInto('pageViews')
          .values({ ...row, views: 1 })
          // Another view of the same new row may have added it meanwhile.
          .onConflict((oc) =>
            oc
              .columns(['day', 'path', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign', 'device'])
              .doUpdateSet({ views: sql`page_views.views + 1` }),
          )
          .execute(),
      now,
    );
    return true;
  } catch (error) {
    if (error instanceof SiteCeilingReachedError) return false;
    throw error;
  }
}
