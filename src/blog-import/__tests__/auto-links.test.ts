import { describe, expect, it } from 'vitest';
import { addAutoLinks, MAX_AUTO_LINKS } from '../auto-links';

describe('addAutoLinks', () => {
  it.each([
    ['an internal page, first mention only', '<p>Take the career quiz. Then the career quiz again.</p>', '<p>Take the <a href="/career-quiz">career quiz</a>. Then the career quiz again.</p>'],
    ['a city page', '<p>Jobs in Milton Keynes and Leeds.</p>', '<p>Jobs in <a href="/areas/milton-keynes">Milton Keynes</a> and <a href="/areas/leeds">Leeds</a>.</p>'],
    ['an authoritative body by name', '<p>Join the British Psychological Society.</p>', '<p>Join the <a href="https://www.bps.org.uk">British Psychological Society</a>.</p>'],
    ['a keyword reference (spec 9)', '<p>Psychology helps.</p>', '<p><a href="https://www.bps.org.uk">Psychology</a> helps.</p>'],
    ['never inside a link', '<p><a href="/x">career quiz</a></p>', '<p><a href="/x">career quiz</a></p>'],
    ['never inside a heading', '<h2>Leeds</h2><p>Text</p>', '<h2>Leeds</h2><p>Text</p>'],
    ['not where the post already links the address', '<p><a href="https://www.bps.org.uk/">BPS</a> and psychology</p>', '<p><a href="https://www.bps.org.uk/">BPS</a> and psychology</p>'],
    ['whole words only', '<p>Leedsville and salesforce</p>', '<p>Leedsville and salesforce</p>'],
    ['a contact prompt', '<p>Please get in touch.</p>', '<p>Please <a href="/#contact">get in touch</a>.</p>'],
  ])('%s', (_name, html, expected) => {
    expect(addAutoLinks(html)).toBe(expected);
  });

  it(`adds at most ${MAX_AUTO_LINKS} links`, () => {
    const html = addAutoLinks('<p>London, Leeds, York, Bath, psychology, sales and marketing.</p>');
    expect(html.match(/<a /g)).toHaveLength(MAX_AUTO_LINKS);
  });
});
