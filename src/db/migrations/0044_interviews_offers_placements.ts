import { type Kysely, sql } from 'kysely';
import { INTERVIEW_MODES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * After an introduction (docs/decisions/placements.md): the interview (up to three UK wall-clock slots
 * offered, the one the candidate chose, the calendar event's UID and SEQUENCE, the adjustments asked for,
 * the reminder and feedback times, the slot page's token as a SHA-256 hash), the offer (its regulation 21
 * terms as sent, whether it was first made by phone and the day it must be confirmed in writing by) and the
 * placement (start, salaries, the agreement version and a snapshot of the figures computed from it, so a
 * later version never changes it; the departure and its refund).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table interviews (
      id serial primary key,
      introduction_id integer not null references introductions (id) on delete cascade,
      slots jsonb not null,
      mode text not null,
      location text not null,
      reviewer_name text,
      reviewer_email text,
      chosen_slot text check (chosen_slot ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$'),
      starts_at timestamptz,
      uid text not null unique,
      sequence integer not null default 0 check (sequence >= 0),
      adjustments text,
      share_adjustments boolean not null default false,
      none_suitable_at timestamptz,
      cancelled_at timestamptz,
      reminder_sent_at timestamptz,
      feedback_requested_at timestamptz,
      feedback_reminded_at timestamptz,
      feedback_received_at timestamptz,
      slot_token_hash text not null unique,
      created_at timestamptz not null default now(),
      check ((chosen_slot is null) = (starts_at is null))
    )`.execute(db);
  await sql`alter table interviews add constraint interviews_mode_check check (${inChoices('mode', INTERVIEW_MODES)})`.execute(db);
  await sql`create index interviews_introduction_idx on interviews (introduction_id)`.execute(db);
  // The scheduled run's reminders and feedback requests read interviews with a time, not cancelled.
  await sql`create index interviews_starts_idx on interviews (starts_at) where cancelled_at is null and starts_at is not null`.execute(db);
  await sql`
    create table offers (
      id serial primary key,
      introduction_id integer not null references introductions (id) on delete cascade,
      terms jsonb not null,
      by_phone boolean not null default false,
      confirm_in_writing_by text check (confirm_in_writing_by ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      sent_at timestamptz,
      accepted_at timestamptz,
      created_at timestamptz not null default now(),
      check (not by_phone or confirm_in_writing_by is not null)
    )`.execute(db);
  await sql`create index offers_introduction_idx on offers (introduction_id)`.execute(db);
  await sql`
    create table placements (
      id serial primary key,
      introduction_id integer not null unique references introductions (id) on delete cascade,
      start_date text not null check (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      first_year_salary integer not null check (first_year_salary > 0),
      anticipated_salary integer not null check (anticipated_salary > 0),
      agreement_version integer not null references agreement_versions (version),
      figures jsonb not null,
      net_balance_due text not null check (net_balance_due ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      net_paid_on text check (net_paid_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      left_on text check (left_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      refund_pct integer check (refund_pct between 0 and 100),
      refund_pence integer check (refund_pence >= 0),
      created_at timestamptz not null default now(),
      check ((left_on is null) = (refund_pct is null) and (left_on is null) = (refund_pence is null))
    )`.execute(db);
  await sql`create index placements_start_idx on placements (start_date)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table placements, offers, interviews`.execute(db);
}
