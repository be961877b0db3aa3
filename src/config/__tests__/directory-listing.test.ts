import { describe, expect, it } from 'vitest';
import { countWords } from '../../blog/read-time';
import { businessData, DIRECTORIES, MEDIUM_DESCRIPTION_MAX_WORDS, SHORT_DESCRIPTION_MAX_CHARS } from '../directory-listing';
import { site } from '../site';

describe('the directory listing', () => {
  it(`has a short description of at most ${SHORT_DESCRIPTION_MAX_CHARS} characters`, () => {
    expect(businessData.shortDescription.length).toBeGreaterThan(50);
    expect(businessData.shortDescription.length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX_CHARS);
  });

  it(`has a medium description of at most ${MEDIUM_DESCRIPTION_MAX_WORDS} words`, () => {
    expect(countWords(businessData.mediumDescription)).toBeGreaterThan(100);
    expect(countWords(businessData.mediumDescription)).toBeLessThanOrEqual(MEDIUM_DESCRIPTION_MAX_WORDS);
  });

  it('takes the identity from the company config and places it in Exeter, Devon', () => {
    expect(businessData).toMatchObject({ name: site.name, website: site.website, email: site.email });
    expect(businessData.address).toContain('Exeter, Devon');
    expect(businessData.serviceAreas[0]).toBe('United Kingdom');
  });

  // The spec's list adds up to 11 (five High and free, two paid, four job or review sites) but says 10: the
  // High reviews site (Trustpilot) counts as one of the four job or review sites.
  it("lists 10 directories in the spec's mix (5 High and free, 2 Medium and paid, 3 more Medium and free)", () => {
    expect(DIRECTORIES).toHaveLength(10);
    const mix = (priority: string, free: boolean) => DIRECTORIES.filter((d) => d.priority === priority && d.free === free).length;
    expect([mix('High', true), mix('Medium', false), mix('Medium', true), mix('High', false)]).toEqual([5, 2, 3, 0]);
    for (const d of DIRECTORIES) expect(d.url).toMatch(/^https:\/\//);
    expect(new Set(DIRECTORIES.map((d) => d.name)).size).toBe(10);
  });
});
