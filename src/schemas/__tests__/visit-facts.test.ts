import { describe, expect, it } from 'vitest';
import { isKnownBot } from '../../insights/bots';
import { deviceClass, normalisePath, pageView, referrerHost, utmTags } from '../visit-facts';

describe('a page view, from what the browser knows', () => {
  it('reads the device class from the viewport width', () => {
    expect([320, 639, 640, 1023, 1024, 1920].map(deviceClass)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
  });

  it.each([
    ['/jobs/7.html', '/jobs/7'],
    ['/jobs/7/', '/jobs/7'],
    ['/', '/'],
    ['/index.html', '/'],
    ['/Areas/Exeter?utm_source=x#top', '/areas/exeter'],
    ['jobs', '/jobs'],
  ])('names %s as %s', (path, named) => {
    expect(normalisePath(path)).toBe(named);
  });

  it("keeps only another site's host as the referrer", () => {
    expect(referrerHost('https://www.LinkedIn.com/feed/?q=secret', 'psychgrad.co.uk')).toBe('www.linkedin.com');
    expect(referrerHost('https://psychgrad.co.uk/jobs', 'psychgrad.co.uk')).toBe('');
    expect(referrerHost('', 'psychgrad.co.uk')).toBe('');
    expect(referrerHost('android-app://com.slack', 'psychgrad.co.uk')).toBe('');
  });

  it('reads the UTM tags, lower-case, and nothing else of the address', () => {
    expect(utmTags('?utm_source=LinkedIn&utm_campaign=x&email=a@b.c')).toEqual({ utmSource: 'linkedin', utmMedium: '', utmCampaign: 'x' });
  });

  it('puts them together', () => {
    expect(pageView({ pathname: '/jobs/7.html', search: '?utm_source=linkedin', host: 'example.com' }, 'https://t.co/abc', 400)).toEqual({
      path: '/jobs/7',
      referrerHost: 't.co',
      utmSource: 'linkedin',
      utmMedium: '',
      utmCampaign: '',
      device: 'mobile',
    });
  });
});

describe('known bots', () => {
  it.each([
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'python-requests/2.32',
    '',
    null,
  ])('%s is a bot', (ua) => {
    expect(isKnownBot(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
    // Cubot is a phone maker, not a crawler.
    'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  ])('%s is a person', (ua) => {
    expect(isKnownBot(ua)).toBe(false);
  });
});
