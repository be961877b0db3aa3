import { describe, expect, it } from 'vitest';
import { hashForUnknownUser, hashPassword, verifyPassword } from '../password';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a per-hash salt', async () => {
    const [a, b] = await Promise.all([hashPassword('orange-Kettle-41-violin'), hashPassword('orange-Kettle-41-violin')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it.each([
    ['the right password', 'orange-Kettle-41-violin', true],
    ['a wrong password', 'orange-kettle-41-violin', false],
    ['an empty password', '', false],
  ])('verifies %s', async (_name, attempt, expected) => {
    const stored = await hashPassword('orange-Kettle-41-violin');
    expect(await verifyPassword(attempt, stored)).toBe(expected);
  });

  it.each(['', 'plain', 'scrypt$0$8$1$abc$def', 'bcrypt$x'])('refuses the malformed hash %j', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('keeps one unknown-user hash per process, in the format and with the parameters of a real one', async () => {
    expect(hashForUnknownUser()).toBe(hashForUnknownUser());
    const real = await hashPassword('orange-Kettle-41-violin');
    const shape = (hash: string) => hash.split('$').map((part, i) => (i < 4 ? part : part.length));
    // The same scheme, N, r and p and lengths: verifying against it costs the same scrypt work.
    expect(shape(hashForUnknownUser())).toEqual(shape(real));
    expect(await verifyPassword('', hashForUnknownUser())).toBe(false);
  });
});
