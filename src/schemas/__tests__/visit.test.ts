import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { attributionFields, pageViewSchema, UTM_VALUE_MAX, utmValue, visitHost } from '../visit';

describe('a visit’s referrer: a host name or nothing', () => {
  it.each([
    ['www.linkedin.com', 'www.linkedin.com'],
    ['  WWW.LinkedIn.COM. ', 'www.linkedin.com'],
    ['t.co', 't.co'],
    ['localhost.example:4321', 'localhost.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['mail.google.com', 'mail.google.com'],
  ])('keeps %j as %j', (sent, kept) => {
    expect(visitHost(sent)).toBe(kept);
  });

  it.each([
    ['an address with a path', 'evil.example/phish'],
    ['a URL', 'https://evil.example'],
    ['free text', 'Best jobs at evil dot com'],
    ['text with a dot', 'call 0800 123.456'],
    ['an IP address', '192.0.2.1'],
    ['a single label', 'localhost'],
    ['a label starting with a hyphen', '-evil.example'],
    ['an underscore', 'evil_site.example'],
    ['a right-to-left override', 'moc.live\u202e.example'],
    ['Unicode letters (a browser sends the A-label)', 'bücher.example'],
    ['a label over 63 characters', `${'a'.repeat(64)}.example`],
    ['a host over 253 characters', `${'a.'.repeat(127)}example`],
    ['nothing', ''],
  ])('drops %s', (_what, sent) => {
    expect(visitHost(sent)).toBe('');
  });
});

describe('a UTM value: a short tag in a safe alphabet or nothing', () => {
  it.each([
    ['LinkedIn', 'linkedin'],
    ['spring_sale-2026.v2', 'spring_sale-2026.v2'],
    ['  Spring   Sale ', 'spring sale'],
    ['c'.repeat(80), 'c'.repeat(UTM_VALUE_MAX)],
  ])('keeps %j as %j', (sent, kept) => {
    expect(utmValue(sent)).toBe(kept);
  });

  it.each([
    ['a URL', 'https://evil.example/phish'],
    ['a phone number with a plus', '+44 800 123 456'],
    ['markup', '<b>hired</b>'],
    ['a right-to-left override', 'sale\u202e'],
    ['a control character', 'sale\u0000'],
    ['an at sign', 'jobs@evil.example'],
    ['accented letters', 'café'],
  ])('drops %s', (_what, sent) => {
    expect(utmValue(sent)).toBe('');
  });
});

describe('the one set of rules, for the beacon and for a form’s attribution', () => {
  const view = { path: '/jobs/7', device: 'mobile' };
  const planted = {
    referrerHost: 'Top jobs: evil.example/phish',
    utmSource: 'linkedin',
    utmMedium: 'call +44 800 123 456',
    utmCampaign: 'Spring Sale',
  };

  it('a beacon keeps what passes and counts the view without the rest', () => {
    expect(z.parse(pageViewSchema, { ...view, ...planted })).toEqual({
      ...view,
      referrerHost: '',
      utmSource: 'linkedin',
      utmMedium: '',
      utmCampaign: 'spring sale',
    });
  });

  it('a form’s attribution keeps what passes and leaves the rest out, whatever was sent', () => {
    expect(z.parse(z.object(attributionFields), { ...planted, landingPath: '/Jobs/7', utmSource: 42 })).toEqual({
      landingPath: '/jobs/7',
      referrerHost: undefined,
      utmSource: undefined,
      utmMedium: undefined,
      utmCampaign: 'spring sale',
    });
  });
});
