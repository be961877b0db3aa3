import { describe, expect, it } from 'vitest';
import { describeDevice } from '../device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
  ])('names %s as "%s"', (ua, words) => {
    expect(describeDevice(ua)).toBe(words);
  });

  it('says so when the browser gave no User-Agent, or one nothing can be read from', () => {
    expect(describeDevice(undefined)).toBe('An unknown browser');
    expect(describeDevice('   ')).toBe('An unknown browser');
    expect(describeDevice('curl/8.5.0')).toBe('An unknown browser');
  });
});
