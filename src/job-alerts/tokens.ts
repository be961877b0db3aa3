/**
 * The tokens in job alert links. The confirmation link's token is random and stored only as its SHA-256
 * hash (it is needed once). The manage and unsubscribe links must work in every alert ever sent, so they
 * are `id.HMAC(key, id:nonce)`: nothing usable is stored, and deleting or renewing the nonce revokes them.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readEnv, type EnvSource } from '../config/env';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new confirmation token and the hash to store. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const newLinkNonce = () => randomBytes(16).toString('base64url');

/** The signing key: SESSION_SECRET, which a deployment sets anyway (admin sign-in needs it); a fixed value only in tests. */
function linkKey(env: EnvSource = process.env): string {
  return `job-alerts:${readEnv(['SESSION_SECRET'], env).SESSION_SECRET || 'psychgrad'}`;
}

const mac = (id: number, nonce: string, key: string) => createHmac('sha256', key).update(`job-alert:${id}:${nonce}`).digest('base64url');

export const linkToken = (sub: { id: number; linkNonce: string }, env?: EnvSource) =>
  `${sub.id}.${mac(sub.id, sub.linkNonce, linkKey(env))}`;

/** The subscription id a link token names, before its MAC is checked against the stored nonce (verifyLinkToken). */
export function linkTokenId(token: string): number | undefined {
  const m = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return m ? Number(m[1]) : undefined;
}

export function verifyLinkToken(token: string, sub: { id: number; linkNonce: string }, env?: EnvSource): boolean {
  const expected = Buffer.from(linkToken(sub, env));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
