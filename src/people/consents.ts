import { addMonths } from 'date-fns/addMonths';
import { tz } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { site } from '../config/site';
import type { Database } from '../db/schema';
import { KEEP_DETAILS_MONTHS, REGISTRATION_CONSENT_VERSION } from '../texts/registration';

export type ConsentKind = 'find-work' | 'keep-details';

/** When keeping details given (or renewed) at `at` ends: 12 months on, on the UK's calendar. */
export const keepDetailsUntil = (at: Date) => new Date(addMonths(at, KEEP_DETAILS_MONTHS, { in: tz(site.timeZone) }).getTime());

/**
 * Records consents a person gave at `now` (a grant replaces an earlier grant or withdrawal of its kind: the
 * person has just said yes again); keeping details runs KEEP_DETAILS_MONTHS from now, and its reminder may go again.
 */
export async function grantConsents(
  db: Kysely<Database>,
  personId: number,
  kinds: readonly ConsentKind[],
  source: string,
  now = new Date(),
) {
  if (!kinds.length) return;
  await db
    .insertInto('personConsents')
    .values(
      kinds.map((kind) => ({
        personId,
        kind,
        grantedAt: now,
        expiresAt: kind === 'keep-details' ? keepDetailsUntil(now) : null,
        version: REGISTRATION_CONSENT_VERSION,
        source,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['personId', 'kind']).doUpdateSet((eb) => ({
        grantedAt: eb.ref('excluded.grantedAt'),
        expiresAt: eb.ref('excluded.expiresAt'),
        version: eb.ref('excluded.version'),
        source: eb.ref('excluded.source'),
        withdrawnAt: null,
        remindedAt: null,
        renewalTokenHash: null,
      })),
    )
    .execute();
}
