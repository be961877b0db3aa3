import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { factorState, keepOneFactor } from './account-factors';

/**
 * Removes one factor of an account unless it is the last one the setting requires (keepOneFactor), the check
 * and the removal in one transaction that first locks the account's row: two removals sent at once (two tabs,
 * two devices) are taken one after the other, so they cannot both pass the check and leave none.
 */
async function removeKeepingOne<T>(
  db: Kysely<Database>,
  userId: number,
  removing: 'totp' | 'passkey',
  remove: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('authUsers').select('id').where('id', '=', userId).forUpdate().execute();
    keepOneFactor(await factorState(trx, userId), removing);
    return remove(trx);
  });
}

/**
 * Removes the account's authenticator app and its recovery codes: false when it had none. Throws
 * FactorChangeRefusedError when the app is the last factor the setting requires.
 */
export function removeTotpKeepingOne(db: Kysely<Database>, userId: number): Promise<boolean> {
  return removeKeepingOne(db, userId, 'totp', async (trx) => {
    const removed = await trx.deleteFrom('adminTotp').where('userId', '=', userId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return false;
    await trx.deleteFrom('adminRecoveryCodes').where('userId', '=', userId).execute();
    return true;
  });
}

/**
 * Removes a passkey of the account: its name, or undefined when it has none such. Throws
 * FactorChangeRefusedError when it would leave none of the factors the setting requires.
 */
export function removePasskeyKeepingOne(db: Kysely<Database>, userId: number, id: string): Promise<string | undefined> {
  return removeKeepingOne(db, userId, 'passkey', async (trx) => {
    const removed = await trx
      .deleteFrom('adminPasskeys')
      .where('userId', '=', userId)
      .where('id', '=', id)
      .returning('name')
      .executeTakeFirst();
    return removed?.name;
  });
}
