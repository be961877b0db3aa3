import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { FACTOR_REFUSALS } from '../../texts/security-factors';
import { FactorChangeRefusedError } from '../errors';

/** The templates of the account emails about sign-in factors (one per recipient and event in the outbox). */
export const FACTOR_MAIL_TEMPLATES = {
  changed: 'factor-changed',
  refused: 'factor-change-refused',
  setting: 'second-factor-setting',
} as const;

/** What an account has to sign in with beyond its password. */
export interface FactorState {
  /** A confirmed authenticator app: password sign-in asks for its code. */
  totp: boolean;
  passkeys: number;
  /** The setting that every admin must have a factor (src/auth/factors/settings.ts). */
  required: boolean;
}

/** One query, as every admin request asks it while the setting is on. */
export async function factorState(db: Kysely<Database>, userId: number): Promise<FactorState> {
  const { rows } = await sql<{ totp: boolean; passkeys: string; required: boolean | null }>`
    select
      exists (select 1 from admin_totp where user_id = ${userId} and confirmed_at is not null) as totp,
      (select count(*) from admin_passkeys where user_id = ${userId}) as passkeys,
      (select require_second_factor from security_settings) as required
  `.execute(db);
  const row = rows[0];
  return { totp: Boolean(row?.totp), passkeys: Number(row?.passkeys ?? 0), required: Boolean(row?.required) };
}

/** The setting is on and the account has neither an authenticator app nor a passkey: it must set one up first. */
export const mustEnrol = (state: FactorState) => state.required && !state.totp && state.passkeys === 0;

/** Refuses to remove an account's last factor while every admin must have one. */
export function keepOneFactor(state: FactorState, removing: 'totp' | 'passkey') {
  const left = (state.totp && removing !== 'totp' ? 1 : 0) + state.passkeys - (removing === 'passkey' ? 1 : 0);
  if (state.required && left < 1) throw new FactorChangeRefusedError(FACTOR_REFUSALS.lastFactor);
}

/**
 * Removes every factor of an account (authenticator app, recovery codes, passkeys, pending challenges): the
 * operator's last resort from the terminal (`npm run admin:create -- --reset-factors`). Returns what went.
 */
export async function resetFactors(db: Kysely<Database>, userId: number) {
  return db.transaction().execute(async (trx) => {
    const totp = await trx.deleteFrom('adminTotp').where('userId', '=', userId).executeTakeFirst();
    await trx.deleteFrom('adminRecoveryCodes').where('userId', '=', userId).execute();
    const passkeys = await trx.deleteFrom('adminPasskeys').where('userId', '=', userId).executeTakeFirst();
    await trx.deleteFrom('webauthnChallenges').where('userId', '=', userId).execute();
    return { totp: Number(totp.numDeletedRows) > 0, passkeys: Number(passkeys.numDeletedRows) };
  });
}
