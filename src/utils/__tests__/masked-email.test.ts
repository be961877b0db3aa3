import { describe, expect, it } from 'vitest';
import { maskedEmail } from '../masked-email';

describe('maskedEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskedEmail('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskedEmail('j@example.com')).toBe('j•••@example.com');
  });
  it('never shows the rest of the mailbox, whatever its characters', () => {
    expect(maskedEmail('émile+alerts@example.co.uk')).toBe('é•••@example.co.uk');
    expect(maskedEmail('"a@b"@example.com')).toBe('"•••@example.com');
  });
  it('shows nothing of a malformed address', () => {
    expect(maskedEmail('@example.com')).toBe('•••');
    expect(maskedEmail('nobody')).toBe('•••');
  });
});
