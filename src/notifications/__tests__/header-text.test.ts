import { describe, expect, it } from 'vitest';
import { headerAddress, headerText } from '../header-text';

describe('headerText', () => {
  it.each([
    ['plain text is kept', 'New application: Amelia Hughes', 'New application: Amelia Hughes'],
    ['CR LF cannot start a header', 'Eve\r\nBcc: victim@example.com', 'Eve Bcc: victim@example.com'],
    ['a bare LF neither', 'Eve\nX-Injected: 1', 'Eve X-Injected: 1'],
    ['a bare CR neither', 'Eve\rX-Injected: 1', 'Eve X-Injected: 1'],
    ['NUL, tab and DEL become spaces', 'A\u0000B\tC\u007fD', 'A B C D'],
    ['C1 controls (NEL) become spaces', 'A\u0085B', 'A B'],
    ['Unicode line and paragraph separators become spaces', 'A\u2028B\u2029C', 'A B C'],
    ['runs collapse and the ends are trimmed', '  \r\n Amelia \r\n\r\n Hughes \n', 'Amelia Hughes'],
    ['non-ASCII letters are kept (nodemailer encodes them)', 'Zoë Ødegård', 'Zoë Ødegård'],
  ])('%s', (_name, input, expected) => {
    const out = headerText(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/[\r\n]/);
  });
});

describe('headerAddress', () => {
  it('accepts one plain address', () => {
    expect(headerAddress('amelia.hughes+cv@example.co.uk')).toBe('amelia.hughes+cv@example.co.uk');
  });

  it.each([
    ['a second address after a comma', 'a@example.com, b@example.com'],
    ['a header after CR LF', 'a@example.com\r\nBcc: b@example.com'],
    ['a display name', 'Eve <eve@example.com>'],
    ['a group', 'list: a@example.com;'],
    ['no at sign', 'example.com'],
    ['two at signs', 'a@b@example.com'],
    ['a space', 'a @example.com'],
  ])('refuses %s', (_name, value) => {
    expect(() => headerAddress(value)).toThrow(/Not a single plain email address/);
  });
});
