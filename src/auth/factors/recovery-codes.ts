import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Ten codes, each of 10 characters from 32 (50 bits): far beyond guessing at the sign-in throttle's pace. */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i to misread
const CODE_LENGTH = 10;

/** A code as typed, reduced to what counts: letters and digits, lower case (dashes and spaces dropped). */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** Whether what was typed has a recovery code's shape (else it is taken for an app's code). */
export const looksLikeRecoveryCode = (code: string) => normaliseRecoveryCode(code).length === CODE_LENGTH;

/** One new code, shown as xxxxx-xxxxx. */
function newCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the account's recovery codes with ten new ones; returns them (shown once: only hashes are kept). */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('adminRecoveryCodes').where('userId', '=', userId).execute();
    await trx
      .insertInto('adminRecoveryCodes')
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })))
      .execute();
  });
  return codes;
}

/** Uses up one recovery code: true when it was the account's and unused (it never works again). */
export async function spendRecoveryCode(db: Kysely<Database>, userId: number, code: string, now = new Date()): Promise<boolean> {
  const used = await db
    .updateTable('adminRecoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', hashRecoveryCode(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
