import { jwtVerify, SignJWT } from 'jose';
import { SessionSecretError } from './errors';
import { readEnv, type EnvSource } from '../config/env';

/** Who signs the admin's tokens (the session's, and the trusted browser's in src/auth/trusted-device.ts). */
export const ISSUER = 'psychgrad-admin';
const MIN_SECRET_BYTES = 32;

/**
 * The signing key from SESSION_SECRET (at least 32 bytes). There is no built-in fallback: local
 * development gets a generated secret from scripts/with-database.ts, so a forgotten setting in
 * production fails closed rather than signing with a known key.
 */
export function sessionKey(env: EnvSource = process.env): Uint8Array {
  const secret = readEnv(['SESSION_SECRET'], env).SESSION_SECRET ?? '';
  const bytes = new TextEncoder().encode(secret);
  if (bytes.length < MIN_SECRET_BYTES) throw new SessionSecretError();
  return bytes;
}

/** A signed token carrying a session id, valid until the session's absolute expiry. */
export function signSessionToken(sid: string, expiresAt: Date, key: Uint8Array = sessionKey()): Promise<string> {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The session id of a genuine, unexpired token, or undefined for anything else. */
export async function readSessionToken(token: string, key: Uint8Array = sessionKey(), now = new Date()): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: ISSUER, algorithms: ['HS256'], currentDate: now });
    return typeof payload.sid === 'string' && payload.sid ? payload.sid : undefined;
  } catch {
    return undefined;
  }
}
