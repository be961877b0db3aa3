import { type Kysely, sql } from 'kysely';

/**
 * Registering without a job (docs/decisions/people.md). A registration is a record of its person, as an
 * application is (`person_id` set by the same trigger, migration 0037): the name, the ways to reach them
 * (a phone, a LinkedIn profile or a CV: at least one), the roles and places they want (quiz career paths;
 * city keys or 'remote'), a salary floor and an earliest start. Its CV is stored beside it, as an
 * application's is. A person's consents (`person_consents`, one row a kind) say when each was given, on
 * what wording and where, until when (keeping details: 12 months), when it was withdrawn, and when the
 * renewal reminder went. `person_hidden_employers` are the employers a person must never be put forward
 * to, compared in any case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table registrations (
      id serial primary key,
      person_id integer not null references people (id),
      first_name text not null,
      last_name text not null,
      email text not null,
      phone text,
      linkedin_url text,
      cv_file_name text,
      interests jsonb not null default '[]',
      locations jsonb not null default '[]',
      salary_floor integer check (salary_floor > 0),
      earliest_start date,
      submission_key uuid unique,
      created_at timestamptz not null default now(),
      check (phone is not null or linkedin_url is not null or cv_file_name is not null)
    )`.execute(db);
  await sql`create index registrations_person_idx on registrations (person_id)`.execute(db);
  await sql`create trigger registrations_attach_person before insert on registrations for each row execute function attach_person()`.execute(
    db,
  );
  await sql`
    create table registration_cv_files (
      registration_id integer primary key references registrations (id) on delete cascade,
      file_name text not null,
      content_type text not null,
      size_bytes integer not null,
      data bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table person_consents (
      person_id integer not null references people (id) on delete cascade,
      kind text not null check (kind in ('find-work', 'keep-details')),
      granted_at timestamptz not null,
      expires_at timestamptz,
      withdrawn_at timestamptz,
      version text not null,
      source text not null,
      reminded_at timestamptz,
      primary key (person_id, kind)
    )`.execute(db);
  await sql`create index person_consents_expiry_idx on person_consents (expires_at) where withdrawn_at is null`.execute(db);
  await sql`
    create table person_hidden_employers (
      person_id integer not null references people (id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index person_hidden_employers_key on person_hidden_employers (person_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table person_hidden_employers, person_consents, registration_cv_files, registrations`.execute(db);
}
