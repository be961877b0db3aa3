import { describe, expect, it } from 'vitest';
import { withoutFormatCharacters } from '../format-characters';

describe('withoutFormatCharacters', () => {
  it.each([
    ['a right-to-left override that makes cv‮fdp.exe show as cvexe.pdf', 'cv\u202Efdp.exe', 'cvfdp.exe'],
    [
      'every bidirectional embedding, override and isolate',
      'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j',
      'abcdefghij',
    ],
    ['left-to-right, right-to-left and Arabic letter marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['a zero-width space', 'a\u200Bb', 'ab'],
    ['word joiner and the invisible operators', 'a\u2060b\u2061c\u2062d\u2063e\u2064f', 'abcdef'],
    ['a byte-order mark anywhere', '\uFEFFAmelia\uFEFF', 'Amelia'],
    ['a soft hyphen', 'Hugh\u00ADes', 'Hughes'],
    ['other format characters (Mongolian vowel separator, interlinear annotation, a tag)', 'a\u180Eb\uFFF9c\u{E0041}d', 'abcd'],
  ])('removes %s', (_name, text, expected) => {
    expect(withoutFormatCharacters(text)).toBe(expected);
  });

  it.each([
    'Zoë O’Brien-Łukasz',
    'Ιωάννα Παπαδοπούλου',
    'محمد علي',
    'My CV (final) v2.pdf',
    'tab\there',
    'می\u200Cخواهم',
    'क्\u200Dष',
    '👩\u200D👩\u200D👧',
  ])('keeps %j as it is', (text) => {
    expect(withoutFormatCharacters(text)).toBe(text);
  });
});
