import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The consultant's choices about mail, set in the dashboard's 'Email notifications' panel. */
export interface MailPreferences {
  /** A daily reminder of applications and enquiries still new past the promised hours. */
  waitingReminder: boolean;
}

/** Until first saved: no reminder (the consultant asks for it). */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { waitingReminder: false };

export async function readMailPreferences(db: Kysely<Database>): Promise<MailPreferences> {
  const row = await db.selectFrom('mailPreferences').select(['waitingReminder']).executeTakeFirst();
  return row ?? DEFAULT_MAIL_PREFERENCES;
}

/** Saves the preferences (the one row, made on first save) and answers them as stored. */
export async function saveMailPreferences(db: Kysely<Database>, preferences: MailPreferences): Promise<MailPreferences> {
  return db
    .insertInto('mailPreferences')
    .values({ id: true, ...preferences })
    .onConflict((oc) => oc.column('id').doUpdateSet(preferences))
    .returning(['waitingReminder'])
    .executeTakeFirstOrThrow();
}
