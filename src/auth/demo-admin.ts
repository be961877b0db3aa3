import type { Kysely } from 'kysely';
import { site } from '../config/site';
import type { Database } from '../db/schema';
import { findCredentials, hasAccounts, saveAccount } from './accounts';
import { verifyPassword } from './password';

/**
 * The demo admin of the embedded (local) database only: scripts/with-database.ts creates it when that
 * database has no account yet. Never used for a DATABASE_URL database.
 */
export const DEMO_ADMIN = { email: site.email, password: 'Exeter-Sales-Demo-42', firstName: site.founder.firstName } as const;

/** Creates the demo admin if the database has no account; true when it did. */
export async function seedDemoAdmin(db: Kysely<Database>): Promise<boolean> {
  if (await hasAccounts(db)) return false;
  await saveAccount(db, { ...DEMO_ADMIN, isAdmin: true });
  return true;
}

/** Whether the demo admin still signs in with the demo password (not once `admin:create` has reset it). */
export async function demoAdminPasswordWorks(db: Kysely<Database>): Promise<boolean> {
  const account = await findCredentials(db, DEMO_ADMIN.email);
  return account !== undefined && (await verifyPassword(DEMO_ADMIN.password, account.password));
}
