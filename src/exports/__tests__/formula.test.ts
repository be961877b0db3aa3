import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '../formula';

describe('neutraliseFormula', () => {
  describe.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+44 1392 346120', "'+44 1392 346120"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
  ])('%j begins like a formula', (input, expected) => {
    it('gets a leading apostrophe', () => expect(neutraliseFormula(input)).toBe(expected));
  });

  describe.each([['Plain text'], ['a=b'], [' =not at start'], [''], ['£25,000'], ["O'Brien"]])('%j', (input) => {
    it('is left as it is', () => expect(neutraliseFormula(input)).toBe(input));
  });
});
