import { type Kysely, sql } from 'kysely';

/**
 * When each password was last set (src/auth/accounts.ts): failed sign-ins counted against the email
 * before it no longer lock the account (src/auth/throttle.ts), so a reset gets a locked-out admin in.
 * A time on the row, not a deletion of the failures: those are stored under hashes salted with a secret
 * the operator's machine running `admin:create` does not have.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}
