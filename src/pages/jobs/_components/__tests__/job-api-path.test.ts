import { describe, expect, it } from 'vitest';
import { jobApiPath } from '../job-api-path';

describe('jobApiPath', () => {
  it.each([
    ['/jobs/7', '/api/jobs/7'],
    ['/jobs/7/', '/api/jobs/7'],
    ['/jobs/1234567890', '/api/jobs/1234567890'],
    ['/jobs/12345678901', undefined],
    ['/jobs/0', undefined],
    ['/jobs/07', undefined],
    ['/jobs/-7', undefined],
    ['/jobs/7x', undefined],
    ['/jobs/7/apply', undefined],
    ['/jobs/', undefined],
    ['/jobs/not-found', undefined],
    ['/blog/7', undefined],
    ['/x/jobs/7', undefined],
  ])('%s → %s', (pathname, expected) => {
    expect(jobApiPath(pathname)).toBe(expected);
  });
});
