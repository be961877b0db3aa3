import { describe, expect, it } from 'vitest';
import { parseFormUrlEncoded } from '../form-urlencoded';

describe('parseFormUrlEncoded', () => {
  it.each([
    ['plain fields', 'name=Ann&email=ann%40example.com', { name: 'Ann', email: 'ann@example.com' }],
    ["'+' as a space, '%2B' as a plus", 'name=Ann+Lee&tag=a%2Bb', { name: 'Ann Lee', tag: 'a+b' }],
    ['UTF-8 escapes', 'name=Zo%C3%AB&city=%E2%82%AC', { name: 'Zoë', city: '€' }],
    ['UTF-8 typed as it is', 'name=Zoë', { name: 'Zoë' }],
    ['a name without a value, and empty pairs', 'a&&b=', { a: '', b: '' }],
    ['a repeated name keeps its last value', 'a=1&a=2', { a: '2' }],
    ["a '%' without two hex digits stays as it is", 'a=100%&b=%zz&c=%4', { a: '100%', b: '%zz', c: '%4' }],
    ["'=' inside a value", 'a=b=c', { a: 'b=c' }],
    ['an empty body', '', {}],
  ])('reads %s', (_name, body, expected) => {
    expect(parseFormUrlEncoded(body)).toEqual(expected);
    // The same as the browser's own reading, wherever the escapes are UTF-8.
    expect(parseFormUrlEncoded(body)).toEqual(Object.fromEntries(new URLSearchParams(body)));
  });

  it.each([
    ["a Latin-1 'ë' escaped", 'name=Zo%EB'],
    ['half a UTF-8 sequence', 'name=%C3'],
    ['an escaped lone surrogate', 'name=%ED%A0%80'],
    ['a bad escape in a name', '%FF=1'],
  ])('refuses %s, which URLSearchParams would turn into U+FFFD', (_name, body) => {
    expect([...new URLSearchParams(body)].flat().join('')).toContain('\uFFFD');
    expect(parseFormUrlEncoded(body)).toBeUndefined();
  });
});
