import { type Kysely, sql } from 'kysely';
import { SHORTLIST_DECISIONS } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * Asking the candidate first, the reviewer's private link, and the employer's decisions
 * (docs/decisions/introductions.md), on the core `introductions` table (migration 0039):
 *
 * - the question to the person: what they were shown (`employer_shown`, the description of a confidential
 *   employer; `profile`, exactly what would be shared; `consent_text`, the whole text shown), their link
 *   (`consent_token_hash`, the token's SHA-256; the reminder's own link, `reminder_token_hash`), when they must answer by (`consent_due_on`, a UK day),
 *   the one reminder (`consent_reminded_at`) and their answer (`answered_at`); the CV shared is the one
 *   of the record named (`cv_application_id` or `cv_registration_id`), gone with that record;
 * - the employer's side: when it was first shown to them (`sent_at`), their latest decision (`decided_at`,
 *   `decision_reason`, `decision_comment`; the decision itself is the status) and when the candidate was
 *   told of a "not for us" (`candidate_told_at`).
 *
 * `shortlists` are the reviewers' links (the token only as its SHA-256, and the reminder's own; 30 days; revocable; the response
 * date from the client's accepted agreement version), `shortlist_decisions` each reviewer's decision on
 * each introduction, and `shortlist_views` every opening of a page and every CV download.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table introductions
      add column employer_shown text,
      add column profile jsonb,
      add column consent_text text,
      add column consent_token_hash text unique,
      add column reminder_token_hash text unique,
      add column consent_due_on text,
      add column consent_reminded_at timestamptz,
      add column answered_at timestamptz,
      add column cv_application_id integer references applications (id) on delete set null,
      add column cv_registration_id integer references registrations (id) on delete set null,
      add column sent_at timestamptz,
      add column decided_at timestamptz,
      add column decision_reason text,
      add column decision_comment text,
      add column candidate_told_at timestamptz`.execute(db);
  await sql`
    create table shortlists (
      id serial primary key,
      job_id integer not null references jobs (id) on delete cascade,
      reviewer_name text not null,
      reviewer_email text not null,
      blind boolean not null default false,
      token_hash text not null unique,
      reminder_token_hash text unique,
      due_on text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      reminded_at timestamptz
    )`.execute(db);
  await sql`create index shortlists_job_idx on shortlists (job_id)`.execute(db);
  await sql`
    create table shortlist_decisions (
      shortlist_id integer not null references shortlists (id) on delete cascade,
      introduction_id integer not null references introductions (id) on delete cascade,
      decision text not null,
      reason text,
      comment text,
      decided_at timestamptz not null default now(),
      primary key (shortlist_id, introduction_id)
    )`.execute(db);
  await sql`alter table shortlist_decisions add constraint shortlist_decisions_decision_check check (${inChoices('decision', SHORTLIST_DECISIONS)})`.execute(
    db,
  );
  await sql`
    create table shortlist_views (
      id serial primary key,
      shortlist_id integer not null references shortlists (id) on delete cascade,
      introduction_id integer references introductions (id) on delete cascade,
      kind text not null check (kind in ('page', 'cv')),
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index shortlist_views_shortlist_idx on shortlist_views (shortlist_id, at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table shortlist_views`.execute(db);
  await sql`drop table shortlist_decisions`.execute(db);
  await sql`drop table shortlists`.execute(db);
  await sql`
    alter table introductions
      drop column employer_shown, drop column profile, drop column consent_text, drop column consent_token_hash, drop column reminder_token_hash,
      drop column consent_due_on, drop column consent_reminded_at, drop column answered_at,
      drop column cv_application_id, drop column cv_registration_id, drop column sent_at, drop column decided_at,
      drop column decision_reason, drop column decision_comment, drop column candidate_told_at`.execute(db);
}
