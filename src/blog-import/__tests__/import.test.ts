import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docToHtml } from '../doc';
import { DocumentImportError } from '../errors';
import { postsFromHtml } from '../import';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/word/${name}`, import.meta.url));

describe('postsFromHtml', () => {
  it('makes posts with a free slug, an excerpt from the first paragraph, a category and links', () => {
    const { posts, notes } = postsFromHtml('<h1>Sales Interview Preparation</h1><p>Recruiters hiring for an interview want examples from London.</p><hr /><h1>Sales Interview Preparation</h1><p>Again.</p>', new Set(['sales-interview-preparation']));
    expect(notes).toEqual([]);
    expect(posts.map((p) => p.estimatedSlug)).toEqual(['sales-interview-preparation-2', 'sales-interview-preparation-3']);
    expect(posts[0]).toMatchObject({ category: 'Sales Recruitment', excerpt: 'Recruiters hiring for an interview want examples from London.' });
    expect(posts[0].content).toContain('<a href="/areas/london">London</a>');
  });

  it('cuts a long first paragraph to 200 characters for the excerpt', () => {
    const { posts } = postsFromHtml(`<h1>A Long Excerpt Post</h1><p>${'word '.repeat(100)}</p>`, new Set());
    expect(posts[0].excerpt).toBe(`${'word '.repeat(40).trim()}...`);
  });

  it.each([
    ['no title', '<p>Just text</p>', "✗ Post 1: No title found: start the post with a paragraph in a heading style or in bold (10-80 characters)"],
    ['a title too long', `<h1>${'x'.repeat(81)}</h1><p>Body</p>`, `✗ '${'x'.repeat(60)}...': The title must be 10-80 characters long; it has 81`],
    ['a title without content', '<h1>A Title Without Body</h1>', "✗ 'A Title Without Body': The post has a title but no content"],
  ])('reports a post with %s as failed', (_name, html, line) => {
    expect(postsFromHtml(html, new Set()).notes).toEqual([line]);
  });

  it('refuses several titles without page breaks: "No page breaks detected"', () => {
    expect(() => postsFromHtml('<h1>First post title</h1><p>a</p><h1>Second post title</h1><p>b</p>', new Set())).toThrow(/^No page breaks detected: this document has 2 titles/);
  });

  it('takes one post with subheadings and no page break', () => {
    expect(postsFromHtml('<h1>One post with parts</h1><p>a</p><h2>Part</h2><p>b</p>', new Set()).posts).toHaveLength(1);
  });

  it('refuses a document without text', () => {
    expect(() => postsFromHtml('<p> </p>', new Set())).toThrow(DocumentImportError);
  });
});

describe('docToHtml (Word 97 documents written by LibreOffice)', () => {
  it('reads headings, bold and italic runs, links, lists, tables and page breaks', () => {
    const html = docToHtml(fixture('source-three-posts.doc'));
    expect(html).toContain('<h1>Why Psychology Graduates Thrive in Sales</h1>');
    expect(html).toContain('<a href="https://www.psychgradsales.co.uk/jobs">current vacancies</a>');
    expect(html).toContain('<strong>B2B sales</strong> and <em>business development</em>');
    expect(html).toContain('<ul><li>Active listening</li>');
    expect(html).toContain('<table><tr><td>Question</td><td>What it tests</td></tr>');
    expect(html.match(/<hr>/g)).toHaveLength(2);
  });

  it("cuts at Word's page break character (0x0C) inside the text", () => {
    const doc = Buffer.from(fixture('page-break-character.doc'));
    // The fixture's one '§' (0xA7, in cp1252 or UTF-16LE) becomes the page break character, size unchanged.
    doc[doc.indexOf(0xa7)] = 0x0c;
    const { posts } = postsFromHtml(docToHtml(doc), new Set());
    expect(posts.map((p) => [p.title, p.content])).toEqual([
      ['Networking Tips for Sales Graduates', '<p>Start with the people you already know.</p>'],
      ['Your First Ninety Days in Sales', '<p>Learn the product before you learn the pitch.</p>'],
    ]);
  });

  it('refuses a compound file that is not a Word document', () => {
    expect(() => docToHtml(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1000)]))).toThrow(DocumentImportError);
  });
});
