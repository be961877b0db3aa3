import { describe, expect, it } from 'vitest';
import { PATH_IDS } from '../../../config/choices';
import { jobsHrefForPath, QUIZ_PATH_SEARCHES } from '../quiz-paths';

describe('jobsHrefForPath', () => {
  it.each([
    ['b2b-sales', '/jobs?q=sales'],
    ['marketing-insights', '/jobs?q=marketing'],
    ['business-development', '/jobs?q=business+development'],
    ['account-management', '/jobs?q=account+management'],
    ['unknown', '/jobs'],
    ['__proto__', '/jobs'],
  ])('%s opens %s', (path, href) => {
    expect(jobsHrefForPath(path)).toBe(href);
  });

  it('has a search for every path', () => {
    expect(Object.keys(QUIZ_PATH_SEARCHES).sort()).toEqual([...PATH_IDS].sort());
  });
});
