import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../db/schema';
import { blogPostingJsonLd } from '../json-ld';
import { rssFeed } from '../rss';

const post: BlogPost = {
  id: 7,
  title: 'Sales & Psychology <Basics>',
  slug: 'sales-psychology-basics',
  content: 'Body',
  category: 'Sales Psychology',
  author: 'Dr Hannah Whitcombe',
  excerpt: null,
  publishedAt: new Date('2026-11-20T09:00:00Z'),
  linkedinPostingSince: null,
  createdAt: new Date('2026-11-19T09:00:00Z'),
  updatedAt: new Date('2026-11-21T09:00:00Z'),
  linkedinPosted: false,
  linkedinPostUrl: null,
  blueskyPosted: false,
  blueskyPostUrl: null,
  facebookPosted: false,
  facebookPostUrl: null,
};

describe('BlogPosting structured data', () => {
  const url = 'https://www.example.co.uk/blog/sales-psychology-basics';

  it('has the properties Google reads for an article', () => {
    expect(blogPostingJsonLd(post, url, 'About sales.')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: 'About sales.',
      datePublished: '2026-11-20T09:00:00.000Z',
      dateModified: '2026-11-21T09:00:00.000Z',
      mainEntityOfPage: { '@id': url },
      author: [{ '@type': 'Person', name: 'Dr Hannah Whitcombe', url: 'https://www.example.co.uk/team' }],
      publisher: { '@type': 'Organization' },
      image: [{ '@type': 'ImageObject', url: 'https://www.example.co.uk/og/blog/sales-psychology-basics.png', width: 1200, height: 630 }],
    });
  });

  it.each([
    ['the recruitment team', 'PsychGrad Recruitment Team', 'Organization'],
    ['a guest', 'Guest Writer', 'Person'],
  ])('describes %s as an %s', (_name, author, type) => {
    expect(blogPostingJsonLd({ ...post, author }, url, '').author).toEqual([expect.objectContaining({ '@type': type, name: author })]);
  });

  it('cuts a headline longer than 110 characters', () => {
    const headline = blogPostingJsonLd({ ...post, title: 'x'.repeat(150) }, url, '').headline as string;
    expect(headline.length).toBeLessThanOrEqual(110);
  });
});

describe('RSS feed', () => {
  const xml = rssFeed({ title: 'Blog', description: 'Posts', origin: 'https://www.example.co.uk' }, [
    {
      title: post.title,
      slug: post.slug,
      category: post.category,
      author: post.author,
      description: 'A & B',
      publishedAt: post.publishedAt!,
    },
  ]);

  it.each([
    ['the RSS 2.0 root', '<rss version="2.0"'],
    ['its own address', '<atom:link href="https://www.example.co.uk/rss.xml" rel="self" type="application/rss+xml" />'],
    ['escaped titles', '<title>Sales &amp; Psychology &lt;Basics&gt;</title>'],
    ['permalinks', '<guid isPermaLink="true">https://www.example.co.uk/blog/sales-psychology-basics</guid>'],
    ['RFC 822 dates', '<pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate>'],
    ['escaped descriptions', '<description>A &amp; B</description>'],
  ])('has %s', (_name, fragment) => {
    expect(xml).toContain(fragment);
  });
});
