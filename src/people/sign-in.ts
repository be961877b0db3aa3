/**
 * "My data" without a password (docs/decisions/people.md): a person signs in with a link emailed to one of
 * their addresses (kept as its SHA-256, working once for MY_LINK_MINUTES), which starts a session of their
 * own (kept as its cookie's SHA-256, ending MY_IDLE_MINUTES after its last request).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { clientKey, countHit } from '../abuse/rate-limit';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { queueMail } from '../notifications/outbox';
import { renderMail } from '../notifications/render';
import { mailSettingsFromEnv, type MailSettings } from '../notifications/settings';
import { MY_IDLE_MINUTES, MY_LINK_MINUTES, mySignInLinkMail } from '../texts/my-data';
import { normaliseEmail } from '../utils/email';

/** The page a sign-in link opens (src/api/handlers/my-data.ts). */
export const MY_LINK_PATH = '/api/my/sign-in';
export const MY_LINK_TEMPLATE = 'my-data-sign-in';

/** At most this many sign-in emails an hour to one address, however many requests name it. */
export const MY_LINKS_PER_ADDRESS_HOUR = 3;

/** A session also ends this long after it started, however busy: a cookie taken from a browser is not good for ever. */
const SESSION_MAX_HOURS = 12;

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** A request of "My data" without a live session of a person. */
export class PersonNotSignedInError extends DomainError {
  constructor() {
    super('not-signed-in', 'Please sign in to see your data');
  }
}

/**
 * Handles a request for a sign-in link: for an address of a known person (at most
 * MY_LINKS_PER_ADDRESS_HOUR an hour), stores the link's hash and queues its email to that address; for any
 * other, nothing. The caller answers the same either way. Returns the outbox topic to send, if any.
 */
export async function requestSignInLink(
  db: Kysely<Database>,
  email: string,
  { now = new Date(), settings = mailSettingsFromEnv() }: { now?: Date; settings?: MailSettings } = {},
): Promise<string | undefined> {
  const address = normaliseEmail(email);
  const { hits } = await countHit(db, { bucket: 'my-data-link-address', windowSeconds: 3600 }, clientKey(`my-data:${address}`), now);
  const person = await db.selectFrom('personEmails').select('personId').where('email', '=', address).executeTakeFirst();
  if (!person || hits > MY_LINKS_PER_ADDRESS_HOUR) return undefined;
  const token = newToken();
  const tokenHash = hashOf(token);
  const topic = `${MY_LINK_TEMPLATE}:${tokenHash.slice(0, 16)}`;
  await db.transaction().execute(async (trx) => {
    // Dead links are of no use to anyone: cleared as the person asks for a new one.
    await trx.deleteFrom('personSignInLinks').where('personId', '=', person.personId).where('expiresAt', '<=', now).execute();
    await trx
      .insertInto('personSignInLinks')
      .values({
        tokenHash,
        personId: person.personId,
        email: address,
        createdAt: now,
        expiresAt: new Date(now.getTime() + MY_LINK_MINUTES * 60_000),
      })
      .execute();
    const mail = mySignInLinkMail(`${settings.origin}${MY_LINK_PATH}?token=${token}`);
    await queueMail(trx, topic, [{ template: MY_LINK_TEMPLATE, recipient: address, ...renderMail(mail) }], now);
  });
  return topic;
}

/** Whether a sign-in link is live (unused, unexpired): its page shows Continue. Looking changes nothing. */
export async function isLiveSignInLink(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_FORMAT.test(token)) return false;
  const row = await db
    .selectFrom('personSignInLinks')
    .select('personId')
    .where('tokenHash', '=', hashOf(token))
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Uses a sign-in link up and starts its person's session: returns the session's token (for the cookie; only
 * its hash is kept), or undefined for a link unknown, used or expired. Deleting the link is the claim: of
 * two presses at once, only one finds the row.
 */
export async function startPersonSession(db: Kysely<Database>, linkToken: string, now = new Date()): Promise<string | undefined> {
  if (!TOKEN_FORMAT.test(linkToken)) return undefined;
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .deleteFrom('personSignInLinks')
      .where('tokenHash', '=', hashOf(linkToken))
      .where('expiresAt', '>', now)
      .returning('personId')
      .executeTakeFirst();
    if (!link) return undefined;
    const token = newToken();
    await trx
      .deleteFrom('personSessions')
      .where('personId', '=', link.personId)
      .where((eb) =>
        eb.or([
          eb('lastSeenAt', '<=', minutesBefore(now, MY_IDLE_MINUTES)),
          eb('createdAt', '<=', minutesBefore(now, SESSION_MAX_HOURS * 60)),
        ]),
      )
      .execute();
    await trx
      .insertInto('personSessions')
      .values({ tokenHash: hashOf(token), personId: link.personId, createdAt: now, lastSeenAt: now })
      .execute();
    return token;
  });
}

/**
 * The person a session token belongs to, its last request moved to `now`; PersonNotSignedInError for no
 * token, an unknown one, or a session idle MY_IDLE_MINUTES (or older than SESSION_MAX_HOURS).
 */
export async function personOfSession(db: Kysely<Database>, token: string | undefined, now = new Date()): Promise<number> {
  if (!token || !TOKEN_FORMAT.test(token)) throw new PersonNotSignedInError();
  const row = await db
    .updateTable('personSessions')
    .set({ lastSeenAt: now })
    .where('tokenHash', '=', hashOf(token))
    .where('lastSeenAt', '>', minutesBefore(now, MY_IDLE_MINUTES))
    .where('createdAt', '>', minutesBefore(now, SESSION_MAX_HOURS * 60))
    .returning('personId')
    .executeTakeFirst();
  if (!row) throw new PersonNotSignedInError();
  return row.personId;
}

/** Ends a session (sign out); nothing for a token that is no session. */
export async function endPersonSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_FORMAT.test(token)) return;
  await db.deleteFrom('personSessions').where('tokenHash', '=', hashOf(token)).execute();
}
