import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SecuritySettings {
  requireSecondFactor: boolean;
}

/** Until an admin saves them, no second factor is required (an office turns it on once its admins have one). */
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { requireSecondFactor: false };

export async function readSecuritySettings(db: Kysely<Database>): Promise<SecuritySettings> {
  const row = await db.selectFrom('securitySettings').select('requireSecondFactor').executeTakeFirst();
  return row ?? DEFAULT_SECURITY_SETTINGS;
}

export async function saveSecuritySettings(db: Kysely<Database>, settings: SecuritySettings): Promise<void> {
  await db
    .insertInto('securitySettings')
    .values(settings)
    .onConflict((oc) => oc.column('id').doUpdateSet(settings))
    .execute();
}
