import { describe, expect, it } from 'vitest';
import { addAutoLinks, MAX_AUTO_LINKS } from '../auto-links';

describe('addAutoLinks', () => {
  it.each([
    [
      'an internal page, first mention only',
      '<p>Take the career quiz. Then the career quiz again.</p>',
      '<p>Take the <a href="/career-quiz">career quiz</a>. Then the career quiz again.</p>',
    ],
    [
      'a city page',
      '<p>Jobs in Milton Keynes and Leeds.</p>',
      '<p>Jobs in <a href="/areas/milton-keynes">Milton Keynes</a> and <a href="/areas/leeds">Leeds</a>.</p>',
    ],
    [
      'an authoritative body by name',
      '<p>Join the British Psychological Society.</p>',
      '<p>Join the <a href="https://www.bps.org.uk">British Psychological Society</a>.</p>',
    ],
    ['a keyword reference (spec 9)', '<p>Psychology helps.</p>', '<p><a href="https://www.bps.org.uk">Psychology</a> helps.</p>'],
    ['never inside a link', '<p><a href="/x">career quiz</a></p>', '<p><a href="/x">career quiz</a></p>'],
    ['never inside a heading', '<h2>Leeds</h2><p>Text</p>', '<h2>Leeds</h2><p>Text</p>'],
    [
      'not where the post already links the address',
      '<p><a href="https://www.bps.org.uk/">BPS</a> and psychology</p>',
      '<p><a href="https://www.bps.org.uk/">BPS</a> and psychology</p>',
    ],
    ['whole words only', '<p>Leedsville and salesforce</p>', '<p>Leedsville and salesforce</p>'],
    ['a contact prompt', '<p>Please get in touch.</p>', '<p>Please <a href="/#contact">get in touch</a>.</p>'],
    [
      'not a common word that is also a city',
      '<p>Try reading body language, a hot bath and hull cleaning.</p>',
      '<p>Try reading body language, a hot bath and hull cleaning.</p>',
    ],
    [
      'not a city name where a sentence starts (its capital says nothing)',
      '<p>Reading is key. Bath salts help. “Hull” is a word.</p>',
      '<p>Reading is key. Bath salts help. “Hull” is a word.</p>',
    ],
    [
      'a city name inside a sentence',
      '<p>Reading is key to jobs in Reading.</p>',
      '<p>Reading is key to jobs in <a href="/areas/reading">Reading</a>.</p>',
    ],
    [
      'a career or graduate reference (spec 9)',
      '<p>Careers advice for graduates.</p>',
      '<p><a href="https://www.prospects.ac.uk/">Careers</a> advice for graduates.</p>',
    ],
    [
      "'graduate jobs' to the jobs page first",
      '<p>Graduate jobs for every graduate.</p>',
      '<p><a href="/jobs">Graduate jobs</a> for every <a href="https://www.prospects.ac.uk/">graduate</a>.</p>',
    ],
    [
      'the references in the order of spec 9, within the limit',
      '<p>Sales and marketing careers in psychology.</p>',
      '<p>Sales and <a href="https://www.cim.co.uk">marketing</a> <a href="https://www.prospects.ac.uk/">careers</a> in <a href="https://www.bps.org.uk">psychology</a>.</p>',
    ],
    [
      "never part of an earlier topic's phrase",
      '<p>Sales jobs: take the career quiz. The career quiz is free.</p>',
      '<p><a href="/jobs">Sales jobs</a>: take the <a href="/career-quiz">career quiz</a>. The career quiz is free.</p>',
    ],
    [
      'not where the post links the address without its slash',
      '<p><a href="https://www.prospects.ac.uk">Prospects</a> for graduates</p>',
      '<p><a href="https://www.prospects.ac.uk">Prospects</a> for graduates</p>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(addAutoLinks(html)).toBe(expected);
  });

  it(`adds at most ${MAX_AUTO_LINKS} links`, () => {
    const html = addAutoLinks('<p>London, Leeds, York, Bath, psychology, sales and marketing.</p>');
    expect(html.match(/<a /g)).toHaveLength(MAX_AUTO_LINKS);
  });
});
