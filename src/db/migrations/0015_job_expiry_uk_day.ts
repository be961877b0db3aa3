import { type Kysely, sql } from 'kysely';
import { site } from '../../config/site';

/**
 * A job's expiry chosen as a bare day now ends at the end of that day in the UK (src/utils/uk-time.ts);
 * it used to end at the end of the UTC day, an hour later in summer, and then read as the next day. Expiries
 * stored by that rule (23:59:59.999 UTC exactly) move to the end of the same UK day; any other is left.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update jobs
    set expires_at = (((expires_at at time zone 'UTC')::date + 1)::timestamp at time zone ${site.timeZone}) - interval '1 millisecond'
    where (expires_at at time zone 'UTC')::time = '23:59:59.999'
  `.execute(db);
}

/** The end of the same UTC day again. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update jobs
    set expires_at = (((expires_at at time zone ${site.timeZone})::date + 1)::timestamp at time zone 'UTC') - interval '1 millisecond'
    where (expires_at at time zone ${site.timeZone})::time = '23:59:59.999'
  `.execute(db);
}
