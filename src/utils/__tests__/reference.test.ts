import { describe, expect, it } from 'vitest';
import { submissionReference } from '../reference';

describe('submissionReference', () => {
  it('names the kind and pads the id to six digits, longer ids whole', () => {
    expect(submissionReference('application', 42)).toBe('A-000042');
    expect(submissionReference('enquiry', 7)).toBe('E-000007');
    expect(submissionReference('application', 12_345_678)).toBe('A-12345678');
  });
});
