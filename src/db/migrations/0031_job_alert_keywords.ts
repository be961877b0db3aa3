import { type Kysely, sql } from 'kysely';

/**
 * Job alert keywords now hold only letters, digits, spaces and - ' & + # . , / ( ) (the rule in
 * src/job-alerts/schema.ts, copied here as it stood: a migration must not change with later code). Those
 * stored before keep their words: invisible format characters (a right-to-left override) are removed, any
 * other character outside the rule becomes a space. The keywords are shown again on the confirmation and
 * manage pages, in the alerts and in the dashboard, and the manage page's form saves them only by the rule.
 */
const FORMAT = /\p{Cf}/gu;
const OUTSIDE = /[^\p{L}\p{M}\p{Nd} '’&+#.,/()-]/gu;

export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ id: number; q: string }>`select id, q from job_alert_subscriptions where q <> ''`.execute(db);
  for (const { id, q } of rows) {
    const kept = q.replace(FORMAT, '').replace(OUTSIDE, ' ').replace(/ {2,}/g, ' ').trim();
    if (kept !== q) await sql`update job_alert_subscriptions set q = ${kept} where id = ${id}`.execute(db);
  }
}

/** Nothing to undo: the characters removed are not kept anywhere. */
export async function down(): Promise<void> {}
