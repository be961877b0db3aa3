import type { Kysely } from 'kysely';
import { site } from '../config/site';
import type { Database } from '../db/schema';
import { hasAccounts, saveAccount } from './accounts';

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
