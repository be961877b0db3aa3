import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeRecoveryCode } from '../recovery-codes';
import { matchingStep, newTotpSecret } from '../totp';

describe('authenticator app codes', () => {
  const { secret, uri } = newTotpSecret('hannah@example.com');
  const at = new Date('2026-11-28T10:00:10Z');
  const step = Math.floor(at.getTime() / 30_000);
  const code = (date: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: date.getTime() });

  it('makes a 160-bit secret and the address an app scans, naming the site and the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+:hannah%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
  });

  it('matches the current code to its time step, and the next or previous step’s for clock drift, no further', () => {
    expect(matchingStep(secret, code(at), at)).toBe(step);
    expect(matchingStep(secret, code(new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchingStep(secret, code(new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchingStep(secret, code(new Date(at.getTime() + 90_000)), at)).toBeUndefined();
    expect(matchingStep(secret, 'abcdef', at)).toBeUndefined();
  });
});

describe('recovery codes', () => {
  it('are read whatever their case, dashes or spaces, and told from an app’s 6 digits', () => {
    expect(hashRecoveryCode('ABCDE-FGHJK')).toBe(hashRecoveryCode('abcde fghjk'));
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
    expect(looksLikeRecoveryCode('abcde-fghjk')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
