import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { blogPostSchema, BLOG_POST_MESSAGES } from '../blog-post';
import { isPostSlug, slugify, uniqueSlug } from '../slug';

describe('slugify (spec 4)', () => {
  it.each([
    ['Why Psychology Graduates Make Great Salespeople', 'why-psychology-graduates-make-great-salespeople'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['Sales & Marketing: 2026 -- Outlook!', 'sales-marketing-2026-outlook'],
    ['---Hyphens---everywhere---', 'hyphens-everywhere'],
    ['UPPER case', 'upper-case'],
    ['!!!', ''],
  ])('%j becomes %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  // Accented letters become their base letters rather than hyphens.
  it.each([
    ['Café au lait', 'cafe-au-lait'],
    ['Naïve', 'naive'],
    ['Café résumé tips', 'cafe-resume-tips'],
    ['Zoë Brontë’s CV', 'zoe-bronte-s-cv'],
    ['São Paulo ÅNGSTRÖM', 'sao-paulo-angstrom'],
    ['İstanbul', 'istanbul'],
    ['Straße STRASSE ẞ', 'strasse-strasse-ss'],
    ['Æsop’s Fables', 'aesop-s-fables'],
    ['Smørrebrød Ø', 'smorrebrod-o'],
    ['Œuvre cœur', 'oeuvre-coeur'],
    ['Łódź', 'lodz'],
    ['Đorđe', 'dorde'],
    ['Þór and Ðan', 'thor-and-dan'],
    ['ﬁnance ２０２６', 'finance-2026'],
    ['Привет мир', ''],
  ])('%j becomes %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('isPostSlug', () => {
  it.each([
    ['a-post', true],
    ['post-2026', true],
    ['category', false],
    ['not-found', false],
    ['Upper', false],
    ['double--hyphen', false],
    ['-leading', false],
    ['with space', false],
    ['../etc', false],
    ['', false],
  ])('%j: %s', (slug, ok) => {
    expect(isPostSlug(slug)).toBe(ok);
  });
});

describe('blogPostSchema (shared by the admin form and API)', () => {
  const valid = { title: 'A title', slug: 'a-title', content: 'Body', author: 'PsychGrad Recruitment Team' };
  const issues = (value: unknown) => {
    const result = z.safeParse(blogPostSchema, value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('leaves an omitted category out (the API decides; the form sets its own) and keeps a draft without publishedAt', () => {
    expect(z.parse(blogPostSchema, valid)).toEqual(valid);
    expect(z.parse(blogPostSchema, { ...valid, publishedAt: null }).publishedAt).toBeNull();
    expect(z.parse(blogPostSchema, { ...valid, publishedAt: '' }).publishedAt).toBeNull();
    expect(z.parse(blogPostSchema, { ...valid, publishedAt: '2026-11-23T10:00:00Z' }).publishedAt).toEqual(
      new Date('2026-11-23T10:00:00Z'),
    );
  });

  it.each([
    [{ title: '  ' }, 'title: Title is required'],
    [{ slug: 'Not A Slug' }, `slug: ${BLOG_POST_MESSAGES.slugFormat}`],
    [{ slug: 'category' }, `slug: ${BLOG_POST_MESSAGES.slugReserved}`],
    [{ content: '' }, 'content: Content is required'],
    [{ author: '' }, 'author: Author is required'],
    [{ category: 'Gossip' }, `category: ${BLOG_POST_MESSAGES.category}`],
    [{ publishedAt: 'next week' }, `publishedAt: ${BLOG_POST_MESSAGES.publishedAt}`],
  ])('refuses %j', (change, message) => {
    expect(issues({ ...valid, ...change })).toEqual([message]);
  });
});

describe('uniqueSlug', () => {
  it.each([
    ['free', 'free-slug', [], 'free-slug'],
    ['taken: the next numbered suffix', 'hello', ['hello'], 'hello-2'],
    ['suffixes taken too', 'hello', ['hello', 'hello-2', 'hello-3'], 'hello-4'],
    ['reserved', 'category', [], 'category-2'],
    ['empty', '', [], 'post'],
  ])('%s', (_name, base, taken, expected) => {
    expect(uniqueSlug(base, new Set(taken))).toBe(expected);
  });
});
