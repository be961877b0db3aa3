/**
 * The end of a password reset: the account's passkeys and authenticator app, which a reset leaves in
 * place, listed for their owner to remove any they do not recognise (whoever added one could otherwise
 * sign straight back in with it). The page carries a grant good for REVIEW_MINUTES and only while the
 * password just chosen is the account's. A passkey goes on the grant alone; the app needs one of its
 * codes or a recovery code too, so a reset made from the owner's mailbox alone cannot take away the code
 * that password sign-in asks for. While every admin must have a factor, the last one stays.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCredentials } from '../accounts';
import { ISSUER, sessionKey } from '../session-token';
import { beginLoginAttempt, clearEmailFailures } from '../throttle';
import { passwordBinding } from '../trusted-device';
import { factorState, keepOneFactor } from './account-factors';
import { listPasskeys } from './passkeys';
import { removePasskeyKeepingOne, removeTotpKeepingOne } from './remove-factor';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes';
import { acceptTotpCode } from './totp';

/** How long the page after a reset may remove factors. */
export const REVIEW_MINUTES = 15;
const AUDIENCE = `${ISSUER}:factor-review`;

/** The account a review grant is for. */
export interface ReviewGrant {
  userId: number;
  email: string;
}

export async function signReviewGrant(db: Kysely<Database>, email: string, now = new Date(), key: Uint8Array = sessionKey()) {
  const account = await findCredentials(db, email);
  if (!account) return undefined;
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ uid: account.id, email, pwd: passwordBinding(email, account.password) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + REVIEW_MINUTES * 60)
    .sign(key);
}

/** The account of a genuine, unexpired grant whose password is still the account's; else undefined. */
export async function readReviewGrant(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
  key: Uint8Array = sessionKey(),
): Promise<ReviewGrant | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.uid !== 'number' || typeof payload.email !== 'string') return undefined;
    const account = await findCredentials(db, payload.email);
    if (!account || account.id !== payload.uid || payload.pwd !== passwordBinding(payload.email, account.password)) return undefined;
    return { userId: account.id, email: payload.email };
  } catch {
    return undefined;
  }
}

/** What the page lists. */
export async function reviewFactors(db: Kysely<Database>, userId: number) {
  const [passkeys, totp] = await Promise.all([
    listPasskeys(db, userId),
    db.selectFrom('adminTotp').select('confirmedAt').where('userId', '=', userId).where('confirmedAt', 'is not', null).executeTakeFirst(),
  ]);
  return { passkeys, totpSince: totp?.confirmedAt ?? null };
}

/** Removes a passkey of the account; its name, or undefined when it has none such. Throws FactorChangeRefusedError for the last required factor. */
export async function removePasskeyAfterReset(db: Kysely<Database>, grant: ReviewGrant, id: string): Promise<string | undefined> {
  return removePasskeyKeepingOne(db, grant.userId, id);
}

/**
 * Turns off the app with one of its codes or a recovery code: false when the code is not right. Each try
 * counts under the sign-in throttle, as a code at sign-in does.
 */
export async function removeTotpAfterReset(
  db: Kysely<Database>,
  grant: ReviewGrant,
  code: string,
  ip?: string,
  now = new Date(),
): Promise<boolean> {
  keepOneFactor(await factorState(db, grant.userId), 'totp');
  const attempt = { email: grant.email, ip, passwordChangedAt: (await findCredentials(db, grant.email))?.passwordChangedAt };
  await beginLoginAttempt(db, attempt, now);
  const proved = looksLikeRecoveryCode(code)
    ? await spendRecoveryCode(db, grant.userId, code, now)
    : await acceptTotpCode(db, grant.userId, code, { now });
  if (!proved) return false;
  await clearEmailFailures(db, attempt);
  await removeTotpKeepingOne(db, grant.userId);
  return true;
}
