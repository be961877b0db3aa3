import { type Kysely, sql } from 'kysely';

/**
 * Renewing a keep-my-details consent from its reminder (docs/decisions/people.md): the reminder's link
 * carries a random token, stored only as its SHA-256 hash on the consent it renews, and cleared once used
 * (a renewal, or a new grant, lets a new reminder go with a new token).
 * And the person search at scale (BENCHMARKS.md, People): any part of a name or an address is found by
 * trigram indexes (pg_trgm, migration 0013).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Not unique: a merge copies the consent of the person who goes before that person (and their row) goes.
  await sql`alter table person_consents add column renewal_token_hash text`.execute(db);
  await sql`create index person_consents_renewal_token on person_consents (renewal_token_hash) where renewal_token_hash is not null`.execute(
    db,
  );
  await sql`create index people_name_trgm on people using gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`create index person_emails_email_trgm on person_emails using gin (email gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index person_emails_email_trgm`.execute(db);
  await sql`drop index people_name_trgm`.execute(db);
  await sql`alter table person_consents drop column renewal_token_hash`.execute(db);
}
