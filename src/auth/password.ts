import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept only as scrypt hashes with a per-user random salt, the parameters stored with the
 * hash so they can be raised later without breaking old ones:
 * `scrypt$<N>$<r>$<p>$<salt, base64url>$<hash, base64url>`.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, length, options, (err, key) => (err ? reject(err) : resolve(key))));
}

/** A new salted hash of a password, in the stored format. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_BYTES);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a password matches a stored hash (constant-time comparison; false for a malformed hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash || !Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a password nobody has, checked when the email is unknown so that a wrong email costs the
 * same scrypt work as a wrong password (made once per process, with the current parameters).
 */
let unknownUserHash: Promise<string> | undefined;
export function hashForUnknownUser(): Promise<string> {
  return (unknownUserHash ??= hashPassword(randomBytes(32).toString('base64url')));
}
