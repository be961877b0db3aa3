import { describe, expect, it } from 'vitest';
import { canonicalMailbox, mailboxDomains } from '../mailbox';

describe('canonicalMailbox', () => {
  it.each([
    ['case and spaces', ' Priya.Shah@Example.COM ', 'priya.shah@example.com'],
    ['a +tag', 'priya+jobs@example.com', 'priya@example.com'],
    ["Gmail's dots", 'p.r.i.y.a@gmail.com', 'priya@gmail.com'],
    ["Gmail's googlemail alias, with dots and a tag", 'Priya.Shah+2@googlemail.com', 'priyashah@gmail.com'],
    ['dots kept elsewhere: they name another mailbox', 'p.riya@example.com', 'p.riya@example.com'],
    ['no @ at all', 'not-an-address', 'not-an-address'],
  ])('ignores %s', (_name, address, expected) => {
    expect(canonicalMailbox(address)).toBe(expected);
  });
});

describe('mailboxDomains', () => {
  it.each([
    ['example.com', 'a@Example.com', ['example.com']],
    ['gmail and its alias', 'a@googlemail.com', ['gmail.com', 'googlemail.com']],
  ])('%s', (_name, address, expected) => {
    expect(mailboxDomains(address)).toEqual(expected);
  });
});
