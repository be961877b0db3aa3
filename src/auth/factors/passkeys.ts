import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import { site } from '../../config/site';
import type { Database } from '../../db/schema';
import { isLoopbackHost } from '../../utils/web-address';

/** How long a passkey ceremony may take, from its options to its answer. */
export const CHALLENGE_SECONDS = 5 * 60;

/** Where the ceremony happens: the page's origin (as the API's same-origin checks take it) and its host name as the RP ID. */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

/**
 * The request's own origin (Netlify gives the site's). Browsers take no IP address as an RP ID, so on the
 * loopback address (preview, astro dev) passkeys work on http://localhost:<port>, the same machine and port.
 */
export const relyingPartyOf = (req: Request): RelyingParty => {
  const url = new URL(req.url);
  if (!isLoopbackHost(url.hostname)) return { origin: url.origin, rpID: url.hostname };
  return { origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`, rpID: 'localhost' };
};

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const listPasskeys = (db: Kysely<Database>, userId: number): Promise<PasskeyRow[]> =>
  db
    .selectFrom('adminPasskeys')
    .select(['id', 'name', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();

/** Stores a challenge for one use, clearing expired ones. */
async function storeChallenge(db: Kysely<Database>, challenge: string, purpose: 'register' | 'sign-in', userId: number | null, now: Date) {
  await db.deleteFrom('webauthnChallenges').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('webauthnChallenges')
    .values({ challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000) })
    .execute();
}

/** Takes a live challenge out of the store (so it works once): true when it was there for this purpose and account. */
async function takeChallenge(db: Kysely<Database>, challenge: string, purpose: 'register' | 'sign-in', userId: number | null, now: Date) {
  let query = db
    .deleteFrom('webauthnChallenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', now);
  query = userId === null ? query.where('userId', 'is', null) : query.where('userId', '=', userId);
  return Number((await query.executeTakeFirst()).numDeletedRows) === 1;
}

/** The challenge the browser signed, from its client data (checked again by the library against the one taken). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : '';
  } catch {
    return '';
  }
}

/** Options for adding a passkey: a discoverable credential verified by the device (PIN, fingerprint, face). */
export async function registrationOptions(db: Kysely<Database>, user: { id: number; email: string }, rp: RelyingParty, now = new Date()) {
  const existing = await db.selectFrom('adminPasskeys').select(['id', 'transports']).where('userId', '=', user.id).execute();
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: rp.rpID,
    userName: user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(db, options.challenge, 'register', user.id, now);
  return options;
}

/** Verifies a new passkey against a challenge issued for this account and stores it; false when refused. */
export async function registerPasskey(
  db: Kysely<Database>,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
  now = new Date(),
): Promise<PasskeyRow | undefined> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!(await takeChallenge(db, challenge, 'register', userId, now))) return undefined;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  const { credential } = verification.registrationInfo;
  return db
    .insertInto('adminPasskeys')
    .values({
      id: credential.id,
      userId,
      name,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning(['id', 'name', 'createdAt', 'lastUsedAt'])
    .executeTakeFirst();
}

/** Options for signing in with a passkey: any of this site's (discoverable), so no account is named first. */
export async function signInOptions(db: Kysely<Database>, rp: RelyingParty, now = new Date()) {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await storeChallenge(db, options.challenge, 'sign-in', null, now);
  return options;
}

/** The account a passkey answer signs in, when it is one of ours and verifies against a live challenge. */
export async function verifyPasskeySignIn(
  db: Kysely<Database>,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  now = new Date(),
): Promise<{ userId: number; passkeyName: string } | undefined> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!(await takeChallenge(db, challenge, 'sign-in', null, now))) return undefined;
  const passkey = await db
    .selectFrom('adminPasskeys')
    .select(['id', 'userId', 'name', 'publicKey', 'counter', 'transports'])
    .where('id', '=', response.id)
    .executeTakeFirst();
  if (!passkey) return undefined;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports ?? undefined,
    },
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  await db
    .updateTable('adminPasskeys')
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where('id', '=', passkey.id)
    .execute();
  return { userId: passkey.userId, passkeyName: passkey.name };
}
