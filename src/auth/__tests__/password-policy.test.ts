import { describe, expect, it } from 'vitest';
import { passwordProblems } from '../password-policy';

describe('passwordProblems', () => {
  it.each([
    ['short', 'Ab1!xyz', 'at least 12'],
    ['one repeated character', 'aaaaaaaaaaaaaaa', 'more different characters'],
    ['a common password', 'MyPassword2024!', 'common passwords'],
    ['a sequence', '1234567890ab', 'sequences'],
    ['the email', 'hannah.w-Secret-77', 'email address'],
    ['too long', `${'xY7!'.repeat(70)}`, 'at most 256'],
  ])('refuses %s', (_name, password, problem) => {
    expect(passwordProblems(password, 'hannah.w@example.com').join('; ')).toContain(problem);
  });

  it.each(['correct horse battery staple', 'Tq8#mZ2!rW9$kL', 'orange-Kettle-41-violin'])('accepts %s', (password) => {
    expect(passwordProblems(password, 'hannah.w@example.com')).toEqual([]);
  });
});
