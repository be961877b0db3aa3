import { describe, expect, it } from 'vitest';
import { webAddress } from '../web-address';

describe('webAddress', () => {
  it.each([
    ['https://example.com/jobs/1', 'https://example.com/jobs/1'],
    ['  HTTP://example.com  ', 'HTTP://example.com'],
    ['javascript:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//evil.example', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j gives %j', (input, expected) => {
    expect(webAddress(input)).toBe(expected);
  });
});
