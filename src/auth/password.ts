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
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** The stored format, for a salt and a derived key. */
const formatHash = (salt: Buffer, key: Buffer) =>
  ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');

/** A new salted hash of a password, in the stored format. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return formatHash(salt, await derive(password, salt, PARAMS, KEY_BYTES));
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
 * A hash no password matches (a random key, not derived from anything), checked when the email is
 * unknown so that a wrong email costs the same scrypt work as a wrong password. Made at once, without
 * scrypt: were it derived on first use, that first unknown email would cost twice the work and stand out.
 */
const UNKNOWN_USER_HASH = formatHash(randomBytes(SALT_BYTES), randomBytes(KEY_BYTES));
export const hashForUnknownUser = () => UNKNOWN_USER_HASH;
