import { type Kysely, sql } from 'kysely';

/**
 * The pending second-factor tokens already used to start a session, by their id, until they would have
 * expired anyway: a token works once (src/auth/factors/pending-sign-in.ts). Expired rows go at each use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table spent_sign_in_tokens (
      jti text primary key,
      expires_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table spent_sign_in_tokens`.execute(db);
}
