import type { Kysely } from 'kysely';
import { ceilingWindow, SITE_CEILINGS, SITE_CLIENT_KEY } from '../../src/abuse/site-ceilings';
import type { Database } from '../../src/db/schema';

/**
 * Starts this hour's site-wide counts (src/abuse/site-ceilings.ts) `times` ceilings below zero, for a test
 * or benchmark of volume beyond them (concurrency, load), so it measures each submission's own work. The
 * ceilings themselves are tested in tests/api/site-ceilings.test.ts.
 */
export async function liftSiteCeilings(db: Kysely<Database>, times = 10): Promise<void> {
  const windowStart = ceilingWindow(new Date());
  await db
    .insertInto('rateLimits')
    .values(
      Object.values(SITE_CEILINGS).map(({ bucket, limit }) => ({ bucket, clientKey: SITE_CLIENT_KEY, windowStart, hits: -limit * times })),
    )
    .onConflict((oc) => oc.columns(['bucket', 'clientKey', 'windowStart']).doUpdateSet((eb) => ({ hits: eb.ref('excluded.hits') })))
    .execute();
}
