import { describe, expect, it } from 'vitest';
import { formatPhone, site } from '../../config/site';
import { SITE_BUSY_MESSAGE } from '../site-ceilings';

describe('the site-wide ceilings’ message', () => {
  it('says what to do instead: the agency’s phone and email', () => {
    expect(SITE_BUSY_MESSAGE).toContain(formatPhone());
    expect(SITE_BUSY_MESSAGE).toContain(site.email);
  });
});
