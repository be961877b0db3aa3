import { describe, expect, it } from 'vitest';
import { site } from '../site';

describe('the office hours', () => {
  it('are in UK time, not GMT, which is wrong from March to October', () => {
    expect(site.officeHours).toBe('Monday to Friday, 9am to 5pm UK time');
    expect(site.officeHours).not.toMatch(/GMT|BST/);
  });

  it('are the hours the structured data gives (opens and closes, local time)', () => {
    expect([site.officeOpens, site.officeCloses]).toEqual(['09:00', '17:00']);
  });
});
