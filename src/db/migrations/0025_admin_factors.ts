import { type Kysely, sql } from 'kysely';

/**
 * Passkeys and a second factor for the admin accounts (docs/decisions/admin.md, src/auth/factors/). Every factor row
 * belongs to an auth_users row and goes with it (cascade). `admin_totp` holds one authenticator app per
 * account: unconfirmed until a code from it is entered, and the last time step a code was accepted for,
 * so a code is never accepted twice. Recovery codes are kept as SHA-256 hashes only. WebAuthn challenges
 * live server-side until used (once) or expired (retention). `security_settings` is one row (id true),
 * absent until first saved, as mail_preferences.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admin_totp (
      user_id integer primary key references auth_users (id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_step bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table admin_recovery_codes (
      id serial primary key,
      user_id integer not null references auth_users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      unique (user_id, code_hash)
    )`.execute(db);
  await sql`
    create table admin_passkeys (
      id text primary key,
      user_id integer not null references auth_users (id) on delete cascade,
      name text not null check (length(name) between 1 and 60),
      public_key bytea not null,
      counter bigint not null default 0,
      transports jsonb,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index admin_passkeys_user_idx on admin_passkeys (user_id)`.execute(db);
  await sql`
    create table webauthn_challenges (
      challenge text primary key,
      purpose text not null check (purpose in ('register', 'sign-in')),
      user_id integer references auth_users (id) on delete cascade,
      expires_at timestamptz not null,
      check ((purpose = 'register') = (user_id is not null))
    )`.execute(db);
  await sql`create index webauthn_challenges_expires_idx on webauthn_challenges (expires_at)`.execute(db);
  await sql`
    create table security_settings (
      id boolean primary key default true check (id),
      require_second_factor boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create trigger security_settings_set_updated_at before update on security_settings for each row execute function set_updated_at()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['security_settings', 'webauthn_challenges', 'admin_passkeys', 'admin_recovery_codes', 'admin_totp'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
