import { describe, expect, it } from 'vitest';
import { HttpError } from '../http';
import { readListQuery } from '../list-query';

const query = (search: string) => readListQuery(new Request(`http://site/api/contacts${search}`));

describe('readListQuery', () => {
  it.each([
    { name: 'no parameters', search: '', expected: { page: 1, pageSize: 25, search: undefined } },
    { name: 'a page and a size', search: '?page=3&pageSize=50', expected: { page: 3, pageSize: 50, search: undefined } },
    { name: 'a size over the maximum', search: '?pageSize=1000', expected: { page: 1, pageSize: 100, search: undefined } },
    { name: 'nonsense numbers', search: '?page=-2&pageSize=abc', expected: { page: 1, pageSize: 25, search: undefined } },
    { name: 'a search, trimmed', search: '?q=%20amelia%20', expected: { page: 1, pageSize: 25, search: 'amelia' } },
    { name: 'a blank search', search: '?q=%20%20', expected: { page: 1, pageSize: 25, search: undefined } },
  ])('$name', ({ search, expected }) => {
    expect(query(search)).toEqual(expected);
  });

  it('keeps the first 200 characters of a search, never half an emoji', () => {
    const { search } = query(`?q=${encodeURIComponent(`${'a'.repeat(199)}😀😀`)}`);
    expect(Array.from(search!)).toHaveLength(200);
    expect(search!.endsWith('😀')).toBe(true);
  });

  it('refuses a search PostgreSQL cannot store', () => {
    expect(() => query('?q=a%00b')).toThrow(HttpError);
  });
});
