import { describe, expect, it } from 'vitest';
import { initials } from '../initials';

describe('initials (at most 2)', () => {
  it.each([
    ['Sophie Turner', {}, 'ST'],
    ['sophie', {}, 'S'],
    ['Mary Jane Watson', {}, 'MJ'],
    ['  Ola   Nordmann ', {}, 'ON'],
    ['Émile Zola', {}, 'ÉZ'],
    ['𝒜da Lovelace', {}, '𝒜L'],
    ['', {}, ''],
    ['Dr Hannah Whitcombe', {}, 'DH'],
    ['Dr Hannah Whitcombe', { skipTitles: true }, 'HW'],
    ['prof. ada lovelace', { skipTitles: true }, 'AL'],
    ['Mrs Mary Jane Watson', { skipTitles: true }, 'MJ'],
    ['Drew Barrymore', { skipTitles: true }, 'DB'],
    ['Dr', { skipTitles: true }, ''],
  ])('%j with %j → %j', (name, options, expected) => {
    expect(initials(name, options)).toBe(expected);
  });
});
