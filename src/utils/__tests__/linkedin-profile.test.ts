import { describe, expect, it } from 'vitest';
import { canonicalLinkedIn } from '../linkedin-profile';

describe('canonicalLinkedIn', () => {
  it.each([
    'https://www.linkedin.com/in/jane-doe-123',
    'https://www.linkedin.com/in/Jane-Doe-123/',
    'http://uk.linkedin.com/in/jane-doe-123?trk=profile',
    'linkedin.com/in/jane-doe-123#about',
    '  www.linkedin.com/in/JANE-DOE-123  ',
    'https://m.linkedin.com/in/jane-doe-123',
  ])('writes %j as the one canonical address', (typed) => {
    expect(canonicalLinkedIn(typed)).toBe('https://www.linkedin.com/in/jane-doe-123');
  });

  it('keeps a name in another script, encoded once', () => {
    expect(canonicalLinkedIn('https://www.linkedin.com/in/%C3%A9lodie-martin')).toBe('https://www.linkedin.com/in/%C3%A9lodie-martin');
  });

  it.each([
    '',
    'https://www.linkedin.com/company/psychgrad',
    'https://evil.example/in/jane-doe',
    'https://linkedin.com.evil.example/in/jane-doe',
    'javascript:alert(1)',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in/a/b',
  ])('is not a profile: %j', (typed) => {
    expect(canonicalLinkedIn(typed)).toBeNull();
  });
});
