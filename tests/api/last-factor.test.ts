import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FactorChangeRefusedError } from '../../src/auth/errors';
import { factorState } from '../../src/auth/factors/account-factors';
import { removePasskeyKeepingOne, removeTotpKeepingOne } from '../../src/auth/factors/remove-factor';
import { saveSecuritySettings } from '../../src/auth/factors/settings';
import { createAccount } from '../support/admin-session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await saveSecuritySettings(t.db, { requireSecondFactor: true });
});
afterAll(() => t.destroy());

/** An admin with an authenticator app (and its recovery codes) and one passkey. */
async function adminWithTwoFactors(email: string): Promise<number> {
  const userId = await createAccount(t.db, email);
  await t.db.insertInto('adminTotp').values({ userId, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() }).execute();
  await t.db
    .insertInto('adminRecoveryCodes')
    .values({ userId, codeHash: `hash-${userId}` })
    .execute();
  await t.db
    .insertInto('adminPasskeys')
    .values({ id: `key-${userId}`, userId, name: 'Laptop', publicKey: new Uint8Array([1]) })
    .execute();
  return userId;
}

describe('an admin never removes the last factor the setting requires', () => {
  it('removes the app with its recovery codes while a passkey is left, then refuses the passkey', async () => {
    const userId = await adminWithTwoFactors('two@example.com');
    expect(await removeTotpKeepingOne(t.db, userId)).toBe(true);
    expect(await t.db.selectFrom('adminRecoveryCodes').where('userId', '=', userId).selectAll().execute()).toEqual([]);
    await expect(removePasskeyKeepingOne(t.db, userId, `key-${userId}`)).rejects.toThrow(FactorChangeRefusedError);
    expect(await factorState(t.db, userId)).toMatchObject({ totp: false, passkeys: 1 });
  });

  it('takes two removals sent at once one after the other: the second is refused', async () => {
    const userId = await adminWithTwoFactors('race@example.com');
    const results = await Promise.allSettled([removeTotpKeepingOne(t.db, userId), removePasskeyKeepingOne(t.db, userId, `key-${userId}`)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(FactorChangeRefusedError);
    const { totp, passkeys } = await factorState(t.db, userId);
    expect(Number(totp) + passkeys).toBe(1);
  });
});
