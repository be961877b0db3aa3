import { type Kysely, sql } from 'kysely';

/**
 * What Netlify said of its deploys (src/site-rebuild/deploys.ts): the latest deploy heard of, its state
 * and error, and since when the public site shows the database (the creation time of the latest deploy
 * that went live), so the dashboard can say whether a saved change is queued, building, live or failed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_rebuilds')
    .addColumn('deploy_id', 'text')
    .addColumn('deploy_state', 'text', (c) => c.check(sql`deploy_state in ('building', 'ready', 'error')`))
    .addColumn('deploy_created_at', 'timestamptz')
    .addColumn('deploy_error', 'text')
    .addColumn('live_since', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_rebuilds')
    .dropColumn('deploy_id')
    .dropColumn('deploy_state')
    .dropColumn('deploy_created_at')
    .dropColumn('deploy_error')
    .dropColumn('live_since')
    .execute();
}
