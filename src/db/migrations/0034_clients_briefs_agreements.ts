import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { AGREEMENT_V1_EFFECTIVE, AGREEMENT_V1_FIGURES, AGREEMENT_V1_TEXT } from '../../config/agreement';
import { ENGAGEMENTS, WORKPLACES, BRIEF_STATUSES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * Employers as users (docs/decisions/employers.md): the Client Services Agreement's versions (version 1 is
 * the agreement as it stood), briefs waiting for their email confirmation (`pending_briefs`: the form's
 * fields as sent, the link's token as a SHA-256 hash, deleted after 7 days), and what a confirmation makes
 * (regulations 18 and 29): the client, its contacts, the brief and the acceptance. A version's text and an
 * acceptance are never changed (triggers refuse it); `clients.last_service_at` is what retention counts from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table agreement_versions (
      version integer primary key check (version > 0),
      effective_from text not null check (effective_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      figures jsonb not null,
      body text not null,
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      published_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into agreement_versions (version, effective_from, figures, body, sha256)
    values (1, ${AGREEMENT_V1_EFFECTIVE}, ${JSON.stringify(AGREEMENT_V1_FIGURES)}::jsonb, ${AGREEMENT_V1_TEXT},
      ${createHash('sha256').update(AGREEMENT_V1_TEXT).digest('hex')})`.execute(db);
  await sql`
    create table pending_briefs (
      id serial primary key,
      email text not null,
      fields jsonb not null,
      agreement_version integer not null references agreement_versions (version),
      confirm_token_hash text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index pending_briefs_created_idx on pending_briefs (created_at)`.execute(db);
  await sql`
    create table clients (
      id serial primary key,
      company text not null,
      company_address text not null,
      website text,
      last_service_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index clients_company_idx on clients (lower(company))`.execute(db);
  await sql`
    create table client_contacts (
      id serial primary key,
      client_id integer not null references clients (id) on delete cascade,
      name text not null,
      job_title text not null,
      email text not null,
      phone text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index client_contacts_email_idx on client_contacts (client_id, lower(email))`.execute(db);
  await sql`
    create table briefs (
      id serial primary key,
      client_id integer not null references clients (id) on delete cascade,
      contact_id integer not null references client_contacts (id) on delete cascade,
      status text not null default 'new',
      role_title text not null,
      type_of_work text not null,
      engagement text not null,
      start_date text not null check (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      duration text,
      location text not null,
      workplace text not null,
      hours text not null,
      salary_min integer not null check (salary_min >= 0),
      salary_max integer not null check (salary_max >= salary_min),
      benefits text,
      pay_interval text,
      notice_period text,
      minimum_requirements text not null,
      expenses text,
      health_and_safety_risks text not null,
      confidential boolean not null default false,
      hires integer not null default 1 check (hires >= 1),
      agreement_version integer not null references agreement_versions (version),
      submitted_at timestamptz not null,
      confirmed_at timestamptz not null,
      status_changed_at timestamptz not null default now(),
      check (engagement = 'permanent' or duration is not null)
    )`.execute(db);
  await sql`alter table briefs add constraint briefs_status_check check (${inChoices('status', BRIEF_STATUSES)})`.execute(db);
  await sql`alter table briefs add constraint briefs_engagement_check check (${inChoices('engagement', ENGAGEMENTS)})`.execute(db);
  await sql`alter table briefs add constraint briefs_workplace_check check (${inChoices('workplace', WORKPLACES)})`.execute(db);
  await sql`create index briefs_client_idx on briefs (client_id)`.execute(db);
  await sql`create index briefs_contact_idx on briefs (contact_id)`.execute(db);
  await sql`
    create table agreement_acceptances (
      id serial primary key,
      client_id integer not null references clients (id) on delete cascade,
      contact_id integer not null references client_contacts (id) on delete cascade,
      brief_id integer references briefs (id) on delete set null,
      agreement_version integer not null references agreement_versions (version),
      sha256 text not null,
      signature_name text not null,
      authority_confirmed boolean not null check (authority_confirmed),
      submitted_at timestamptz not null,
      confirmed_at timestamptz not null
    )`.execute(db);
  await sql`create index agreement_acceptances_client_idx on agreement_acceptances (client_id)`.execute(db);
  await sql`create index agreement_acceptances_contact_idx on agreement_acceptances (contact_id)`.execute(db);
  // What was accepted stays as it was: only deletion (retention, erasure) may touch these rows; the
  // brief's link is set null when the brief goes first.
  await sql`
    create function refuse_record_change() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'agreement_acceptances' and new.brief_id is null and old.brief_id is not null
        and (new.id, new.client_id, new.contact_id, new.agreement_version, new.sha256, new.signature_name, new.authority_confirmed, new.submitted_at, new.confirmed_at)
          is not distinct from (old.id, old.client_id, old.contact_id, old.agreement_version, old.sha256, old.signature_name, old.authority_confirmed, old.submitted_at, old.confirmed_at)
      then
        return new;
      end if;
      raise exception '% rows are a record and are never changed', tg_table_name using errcode = 'P0001';
    end $$`.execute(db);
  for (const table of ['agreement_versions', 'agreement_acceptances'])
    await sql`create trigger ${sql.raw(`${table}_unchanged`)} before update on ${sql.table(table)} for each row execute function refuse_record_change()`.execute(
      db,
    );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table agreement_acceptances, briefs, client_contacts, clients, pending_briefs, agreement_versions`.execute(db);
  await sql`drop function refuse_record_change()`.execute(db);
}
