import { describe, expect, it } from 'vitest';
import { linkedFilter, parseTabLink, tabLink } from '../use-filter-link';

describe('a tab link with a filter', () => {
  it.each([
    ['applications', 'overdue', '#applications/overdue'],
    ['contacts', undefined, '#contacts'],
  ])('%s with %s is %s', (tab, filter, hash) => expect(tabLink(tab, filter)).toBe(hash));

  it.each([
    ['#applications/overdue', 'overdue'],
    ['#applications', undefined],
    ['#applications/', undefined],
    ['#contacts/overdue', undefined],
    ['#applications-old/overdue', undefined],
  ])('%s gives the applications tab %s', (hash, filter) => expect(linkedFilter('applications', hash)).toBe(filter));

  it.each([
    ['#applications/overdue', { tab: 'applications', filter: 'overdue' }],
    ['#jobs', { tab: 'jobs' }],
    ['', { tab: '' }],
  ])('%s names %o', (hash, link) => expect(parseTabLink(hash)).toEqual(link));
});
