import { describe, expect, it } from 'vitest';
import { importMatch, titleKey, type ExistingPost } from '../existing';

const post = (id: number, title: string, content: string): ExistingPost => ({
  id,
  title,
  slug: `post-${id}`,
  content,
  category: 'General',
  author: 'Team',
  publishedAt: null,
});

describe('titleKey', () => {
  it.each([
    ['Why Graduates Sell', '  why   GRADUATES\tsell '],
    ['Café Culture at Work', 'cafe\u0301 culture at work'],
  ])('%s matches %j', (a, b) => {
    expect(titleKey(a)).toBe(titleKey(b));
  });

  it('tells different titles apart', () => {
    expect(titleKey('Why Graduates Sell')).not.toBe(titleKey('Why Graduates Sell Well'));
  });
});

describe('importMatch', () => {
  const original = post(3, 'Why Graduates Sell', '<p>First edition.</p>');
  const duplicate = post(7, 'Why Graduates Sell', '<p>Second edition.</p>');

  it.each([
    ['no post with its title: new', { title: 'Why Graduates Sell', content: '<p>x</p>' }, [], { status: 'new' }],
    [
      'the same title and content: unchanged',
      { title: ' Why Graduates Sell ', content: '<p>First edition.</p>\n' },
      [original],
      { status: 'unchanged', post: original },
    ],
    [
      'other content: changed',
      { title: 'Why Graduates Sell', content: '<p>Corrected.</p>' },
      [original],
      { status: 'changed', post: original },
    ],
    [
      'the title in other capitals, same content: changed (the title is updated)',
      { title: 'Why graduates sell', content: '<p>First edition.</p>' },
      [original],
      { status: 'changed', post: original },
    ],
    [
      'several there (earlier duplicates): changed against the oldest',
      { title: 'Why Graduates Sell', content: '<p>Third.</p>' },
      [original, duplicate],
      { status: 'changed', post: original },
    ],
    [
      'several there: unchanged when any is the same',
      { title: 'Why Graduates Sell', content: '<p>Second edition.</p>' },
      [original, duplicate],
      { status: 'unchanged', post: duplicate },
    ],
  ] as const)('%s', (_name, imported, sameTitle, match) => {
    expect(importMatch(imported, sameTitle)).toEqual(match);
  });
});
