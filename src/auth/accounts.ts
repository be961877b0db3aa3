import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseEmail } from '../utils/email';
import { WeakPasswordError } from './errors';
import { hashPassword } from './password';
import { passwordProblems } from './password-policy';
import { endUserSessions } from './sessions';

export interface AccountInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin?: boolean;
}

/**
 * Creates an account, or resets an existing one's password (and names, role when given): the person in
 * auth_users, the hash in users. A reset ends all of that person's sessions and, by its time, forgives the
 * failed sign-ins counted against the email before it: a reset is how an operator recovers an account
 * others have locked by guessing (src/auth/throttle.ts). Weak passwords are refused.
 */
export async function saveAccount(
  db: Kysely<Database>,
  input: AccountInput,
): Promise<{ id: number; created: boolean; endedSessions: number }> {
  const email = normaliseEmail(input.email);
  const problems = passwordProblems(input.password, email);
  if (problems.length) throw new WeakPasswordError(problems);
  const password = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('authUsers').select('id').where('email', '=', email).executeTakeFirst();
    const profile = {
      ...(input.firstName !== undefined && { firstName: input.firstName }),
      ...(input.lastName !== undefined && { lastName: input.lastName }),
      ...(input.isAdmin !== undefined && { isAdmin: input.isAdmin }),
    };
    let id: number;
    if (existing) {
      id = existing.id;
      if (Object.keys(profile).length) await trx.updateTable('authUsers').set(profile).where('id', '=', id).execute();
    } else {
      id = (
        await trx
          .insertInto('authUsers')
          .values({ email, ...profile })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const changed = { password, passwordChangedAt: sql<Date>`now()` };
    await trx
      .insertInto('users')
      .values({ username: email, ...changed })
      .onConflict((oc) => oc.column('username').doUpdateSet(changed))
      .execute();
    const endedSessions = existing ? await endUserSessions(trx, id) : 0;
    return { id, created: !existing, endedSessions };
  });
}

/** The id and password hash for an email, if there is such an account. */
export function findCredentials(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('authUsers', 'authUsers.email', 'users.username')
    .select(['authUsers.id', 'users.password', 'users.passwordChangedAt'])
    .where('users.username', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** Whether any account exists (the demo seeding checks this). */
export async function hasAccounts(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}
