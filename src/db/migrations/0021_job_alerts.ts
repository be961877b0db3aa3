import { type Kysely, sql } from 'kysely';

/**
 * Job alerts (docs/decisions/job-alerts.md, src/job-alerts/). A subscription is an address and the /jobs search it wants
 * (q, location, type, salary, plus a quiz career path as `interest`), how often, and the record of consent
 * PECR asks for (when, the wording's version, where it was given). `pending` until the link in the one
 * confirmation email is followed (its token is kept only as a SHA-256 hash); the links in alerts are an
 * HMAC of the id and `link_nonce`, so no usable token is stored. `last_run_at` is the watermark: jobs
 * posted since it are the next alert's; `active_at` the subscriber's last confirmed act (confirming, saving
 * the manage page), from which retention counts. `job_alert_jobs` records every job an alert carried, so each job
 * goes to a subscriber at most once ever; `job_alert_runs` what each run did. The outbox gains `headers` for List-Unsubscribe (RFC 8058).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table job_alert_subscriptions (
      id serial primary key,
      email text not null,
      q text not null default '',
      location text not null default '',
      type text not null default '',
      salary integer check (salary > 0),
      interest text not null default '',
      frequency text not null check (frequency in ('daily', 'weekly')),
      status text not null default 'pending' check (status in ('pending', 'confirmed')),
      confirm_token_hash text unique,
      link_nonce text not null,
      consent_at timestamptz not null,
      consent_version text not null,
      consent_source text not null,
      confirmed_at timestamptz,
      active_at timestamptz,
      last_run_at timestamptz,
      last_sent_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'confirmed') = (confirmed_at is not null and active_at is not null))
    )`.execute(db);
  await sql`create index job_alert_subscriptions_email_idx on job_alert_subscriptions (lower(email))`.execute(db);
  await sql`create index job_alert_subscriptions_due_idx on job_alert_subscriptions (id) where status = 'confirmed'`.execute(db);
  await sql`
    create table job_alert_jobs (
      subscription_id integer not null references job_alert_subscriptions (id) on delete cascade,
      job_id integer not null references jobs (id) on delete cascade,
      sent_at timestamptz not null default now(),
      primary key (subscription_id, job_id)
    )`.execute(db);
  await sql`create index job_alert_jobs_job_idx on job_alert_jobs (job_id)`.execute(db);
  // Each run's figures, for the dashboard (no personal data; the run keeps the latest 100).
  await sql`
    create table job_alert_runs (
      id serial primary key,
      ran_at timestamptz not null,
      subscribers integer not null,
      queued integer not null,
      jobs integer not null,
      finished boolean not null
    )`.execute(db);
  await sql`alter table outbox add column headers jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table outbox drop column headers`.execute(db);
  await sql`drop table job_alert_runs`.execute(db);
  await sql`drop table job_alert_jobs`.execute(db);
  await sql`drop table job_alert_subscriptions`.execute(db);
}
