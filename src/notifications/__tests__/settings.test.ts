import { describe, expect, it } from 'vitest';
import { mailSettingsProblems, type MailSettings } from '../settings';

const settings = (overrides: Partial<MailSettings>): MailSettings => ({
  smtpUrl: 'smtps://user:pw@smtp.example.com:465',
  from: '"Psych Grad Sales" <hello@example.com>',
  notifyTo: 'hannah@example.com',
  origin: 'https://www.example.com',
  printMessages: false,
  ...overrides,
});

describe('mailSettingsProblems', () => {
  it.each([
    ['a relay and one address', {}],
    ['several addresses', { notifyTo: 'hannah@example.com, team@example.com' }],
    ['email off (no SMTP_URL)', { smtpUrl: undefined }],
    ['plain smtp with a port', { smtpUrl: 'smtp://localhost:2525' }],
  ])('finds nothing wrong with %s', (_name, overrides) => {
    expect(mailSettingsProblems(settings(overrides))).toEqual([]);
  });

  it.each([
    ['a host without a scheme', { smtpUrl: 'smtp.example.com:587' }, /^SMTP_URL is not/],
    ['not a URL', { smtpUrl: 'not a url' }, /^SMTP_URL is not/],
    ['another scheme', { smtpUrl: 'https://smtp.example.com' }, /^SMTP_URL is not/],
    [
      'a name with the address',
      { notifyTo: 'Hannah <hannah@example.com>' },
      /^NOTIFY_TO must be plain email addresses.*"Hannah <hannah@example.com>" cannot be mailed\.$/,
    ],
    ['a list separated by semicolons', { notifyTo: 'a@example.com; b@example.com' }, /^NOTIFY_TO must be plain/],
  ])('names %s', (_name, overrides, problem) => {
    expect(mailSettingsProblems(settings(overrides))).toEqual([expect.stringMatching(problem)]);
  });
});
