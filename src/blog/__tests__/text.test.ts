import { describe, expect, it } from 'vitest';
import { distinctCategories } from '../categories';
import { postExcerpt } from '../excerpt';
import { countWords, readTimeMinutes } from '../read-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('read time: words / 200, rounded up', () => {
  it.each([
    [0, 0],
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])('%i words take %i min', (n, minutes) => {
    expect(readTimeMinutes(words(n))).toBe(minutes);
  });

  it.each([
    ['  spaced   out \n\n words\t', 3],
    ['', 0],
    ['one', 1],
  ])('counts the words of %j as %i', (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

describe('excerpt', () => {
  it.each([
    ['the post’s own excerpt', { excerpt: 'Own words.', content: 'Body text.' }, 'Own words.'],
    ['the body when the excerpt is empty', { excerpt: '   ', content: 'Body text.' }, 'Body text.'],
    ['the body when there is no excerpt', { excerpt: null, content: '<h2>Title</h2><p>Body &amp; more</p>' }, 'Title Body & more'],
    ['markdown as text', { excerpt: null, content: '## Heading\\n\\nSome **bold** text' }, 'Heading Some bold text'],
    ['a long body cut at 200 characters with ...', { excerpt: null, content: 'a'.repeat(250) }, `${'a'.repeat(200)}...`],
    ['a body of exactly 200 characters uncut', { excerpt: null, content: 'b'.repeat(200) }, 'b'.repeat(200)],
  ])('uses %s', (_name, post, excerpt) => {
    expect(postExcerpt(post)).toBe(excerpt);
  });
});

describe('distinct categories', () => {
  it('lists each category once, in the order of the choices list, with its page', () => {
    const posts = [
      { category: 'Interview Tips' },
      { category: 'Career Guidance' },
      { category: 'Interview Tips' },
      { category: 'Sales Recruitment' },
    ];
    expect(distinctCategories(posts)).toEqual([
      { name: 'Career Guidance', href: '/blog/category/career-guidance' },
      { name: 'Interview Tips', href: '/blog/category/interview-tips' },
      { name: 'Sales Recruitment', href: '/blog/category/sales-recruitment' },
    ]);
  });

  it('is empty without posts', () => {
    expect(distinctCategories([])).toEqual([]);
  });
});
