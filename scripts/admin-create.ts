/**
 * Creates an admin, or resets an existing account's password (ending its sessions) and makes it an admin.
 * Usage: npm run admin:create -- --email someone@example.com [--first-name Hannah] [--last-name Whitcombe]
 * The password is read from ADMIN_PASSWORD when set (scripts), else asked for twice without echo.
 * With --reset-factors, instead removes the account's authenticator app, recovery codes and passkeys (the
 * last resort of an admin who lost them) and ends its sessions; the password stays as it was.
 * Runs through with-database.ts, so it works on DATABASE_URL and on the embedded database.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { saveAccount } from '../src/auth/accounts';
import { recordAudit } from '../src/auth/audit-log';
import { resetFactors } from '../src/auth/factors/account-factors';
import { endUserSessions } from '../src/auth/sessions';
import { normaliseEmail } from '../src/utils/email';
import { WeakPasswordError } from '../src/auth/errors';
import { connect, connectOptionsFromEnv } from '../src/db/connect';
import { schemaProblem } from '../src/db/migrate';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'reset-factors': { type: 'boolean' },
  },
});
const email = values.email?.trim();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(
    'usage: npm run admin:create -- --email someone@example.com [--first-name Name] [--last-name Name]\n' +
      '       npm run admin:create -- --email someone@example.com --reset-factors',
  );
  process.exit(2);
}

/** --reset-factors: the account's sign-in factors removed, its sessions ended; 1 when there is no such account. */
async function resetAccountFactors(db: ReturnType<typeof connect>, address: string): Promise<number> {
  const account = await db.selectFrom('authUsers').select(['id', 'email']).where('email', '=', normaliseEmail(address)).executeTakeFirst();
  if (!account) {
    console.error(`No account ${normaliseEmail(address)}; nothing changed.`);
    return 1;
  }
  const removed = await resetFactors(db, account.id);
  const ended = await endUserSessions(db, account.id);
  await recordAudit(db, 'factors-reset', account.id, { by: 'admin:create' });
  console.log(
    `Reset the sign-in factors of ${account.email}: ${removed.totp ? 'authenticator app and recovery codes' : 'no authenticator app'}, ` +
      `${removed.passkeys} passkey(s) removed; ended ${ended} session(s). The password is unchanged.`,
  );
  return 0;
}

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    console.error('Set ADMIN_PASSWORD, or run this in a terminal to be asked for the password.');
    process.exit(2);
  }
  const first = await askHidden(`Password for ${email}: `);
  const second = await askHidden('Repeat the password: ');
  if (first !== second) {
    console.error('The two passwords differ; nothing changed.');
    process.exit(1);
  }
  return first;
}

const options = connectOptionsFromEnv();
if (!options) {
  console.error('No database: run this through `npm run admin:create`, which provides one.');
  process.exit(2);
}
// A person at a terminal: no statement time limit.
const db = connect({ ...options, maxConnections: 1, queryTimeoutMs: 0 });
try {
  const problem = await schemaProblem(db);
  if (problem) {
    console.error(`${problem} Nothing changed.`);
    process.exitCode = 2;
  } else if (values['reset-factors']) {
    process.exitCode = await resetAccountFactors(db, email);
  } else {
    const password = await readPassword();
    const result = await saveAccount(db, {
      email,
      password,
      isAdmin: true,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(
      result.created
        ? `Created admin ${email.toLowerCase()}.`
        : `Reset the password of ${email.toLowerCase()} (now an admin); ended ${result.endedSessions} session(s).`,
    );
  }
} catch (error) {
  if (error instanceof WeakPasswordError) {
    console.error(`${error.message}. Nothing changed.`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await db.destroy();
}
