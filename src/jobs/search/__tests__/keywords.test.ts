import { describe, expect, it } from 'vitest';
import { keywordQuery, MAX_KEYWORDS, typedWordsQuery } from '../keywords';
import { SEARCH_SYNONYMS } from '../quiz-paths';

describe('keywordQuery', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['exeter', 'exeter:*'], // the last word is also the start of a word, as it is typed
    ['Graduate EXETER', 'graduate & exeter:*'],
    ['Café', 'cafe:*'],
    // Punctuation and operators are not words: nothing typed reaches the query's syntax.
    [
      "sales' | !(x) <-> y:*",
      '(sales | sell | business <-> development | new <-> business | bdr | sdr | sales <-> development | account <-> executive | sales <-> executive) & x & y:*',
    ],
    ['R&D', 'r & d:*'],
  ])('%j is %j', (q, expected) => {
    expect(keywordQuery(q)).toBe(expected);
  });

  it('looks for a word of the synonym list as itself or any of its synonyms', () => {
    expect(keywordQuery('sales')).toBe(
      '(sales | sell | business <-> development | new <-> business | bdr | sdr | sales <-> development | account <-> executive | sales <-> executive)',
    );
    expect(keywordQuery('Exeter sales')).toMatch(/^exeter & \(sales \| sell \|/);
  });

  it('takes the longest phrase of the list first', () => {
    expect(keywordQuery('business development')).toBe(
      '(business <-> development | bdr | new <-> business | business <-> developer | lead <-> generation)',
    );
    expect(keywordQuery('business')).toBe('business:*');
    expect(keywordQuery('account management exeter')).toMatch(/^\(account <-> management \| account <-> manager \|.*\) & exeter:\*$/);
  });

  it('reads no more than MAX_KEYWORDS words', () => {
    expect(keywordQuery('a '.repeat(50)).split(' & ')).toHaveLength(MAX_KEYWORDS);
  });

  it('keeps its list to words the query can hold', () => {
    for (const [key, words] of Object.entries(SEARCH_SYNONYMS))
      for (const word of [key, ...words]) expect(word).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
  });
});

describe('typedWordsQuery', () => {
  it('gives any of the words as typed, without synonyms', () => {
    expect(typedWordsQuery('Sales  exeter')).toBe('sales:* | exeter:*');
    expect(typedWordsQuery('')).toBe('');
  });
});
