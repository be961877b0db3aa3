import { describe, expect, it } from 'vitest';
import { site } from '../site';
import { siteOrigin } from '../site-origin';

describe('siteOrigin', () => {
  it.each([
    ['SITE_URL when it is set', { SITE_URL: 'https://staging.example.com' }, 'https://staging.example.com'],
    ['SITE_URL without its trailing slashes', { SITE_URL: 'https://staging.example.com//' }, 'https://staging.example.com'],
    ["the business's website when SITE_URL is not set", {}, site.website],
    ["the business's website when SITE_URL is empty", { SITE_URL: '' }, site.website],
  ])('is %s', (_name, env, origin) => {
    expect(siteOrigin(env)).toBe(origin);
  });
});
