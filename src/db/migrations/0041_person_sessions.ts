import { type Kysely, sql } from 'kysely';

/**
 * "My data" without a password (docs/decisions/people.md). A sign-in link (`person_sign_in_links`) is kept
 * only as its token's SHA-256, for 15 minutes, and is deleted when used; a person's session
 * (`person_sessions`) is kept only as its cookie's SHA-256 and ends after 30 minutes without a request.
 * Both go with their person (cascade), so an erasure leaves neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table person_sign_in_links (
      token_hash text primary key,
      person_id integer not null references people (id) on delete cascade,
      email text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index person_sign_in_links_person_idx on person_sign_in_links (person_id)`.execute(db);
  await sql`
    create table person_sessions (
      token_hash text primary key,
      person_id integer not null references people (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index person_sessions_person_idx on person_sessions (person_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table person_sessions, person_sign_in_links`.execute(db);
}
