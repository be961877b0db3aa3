import { type Kysely, sql } from 'kysely';

/**
 * Admin account self-service (docs/decisions/admin.md). `password_reset_tokens`: the links of "Forgot your password?",
 * each kept only as the SHA-256 of its token, single-use (deleted when used) and dead after `expires_at`
 * (retention deletes it then). `admin_audit`: what happened to admin accounts (a reset asked for and
 * done, sessions signed out, a sign-in from a new device), who did it and from which device, in words.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      user_id integer not null references auth_users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index password_reset_tokens_user_idx on password_reset_tokens (user_id)`.execute(db);
  await sql`
    create table admin_audit (
      id bigserial primary key,
      at timestamptz not null default now(),
      user_id integer references auth_users (id) on delete set null,
      action text not null,
      detail jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index admin_audit_user_idx on admin_audit (user_id, at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table admin_audit`.execute(db);
  await sql`drop table password_reset_tokens`.execute(db);
}
