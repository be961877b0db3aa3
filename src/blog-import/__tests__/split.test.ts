import { describe, expect, it } from 'vitest';
import { splitDocument } from '../split';

const titles = (html: string) => splitDocument(html).parts.map((p) => p.title);

describe('splitDocument', () => {
  it.each([
    [
      'a break at the end of a paragraph (LibreOffice)',
      '<h1>First post title</h1><p>One<hr /></p><h1>Second post title</h1><p>Two</p>',
      ['First post title', 'Second post title'],
    ],
    [
      'a break inside a list item',
      '<h1>First post title</h1><ul><li>a</li><li>b<hr /></li></ul><h1>Second post title</h1>',
      ['First post title', 'Second post title'],
    ],
    [
      'a break of its own between blocks',
      '<h2>First post title</h2><p>x</p><hr /><p><strong>Second post title</strong></p><p>y</p>',
      ['First post title', 'Second post title'],
    ],
    [
      'a break before the title (pageBreakBefore)',
      '<p><strong>First post title</strong></p><p>x</p><h1><hr />Second post title</h1><p>y</p>',
      ['First post title', 'Second post title'],
    ],
    ['a trailing break and empty parts', '<h1>Only post title</h1><p>x<hr /></p><p> </p><hr />', ['Only post title']],
  ])('cuts at %s', (_name, html, expected) => {
    expect(titles(html)).toEqual(expected);
  });

  it('keeps what was before and after a break in the same list, in two lists', () => {
    const { parts } = splitDocument('<h1>First post title</h1><ul><li>a<hr /></li><li>b</li></ul>');
    expect(parts[0].bodyHtml).toBe('<ul><li>a</li></ul>');
    expect(parts[1].bodyHtml).toBe('<ul><li>b</li></ul>');
  });

  it.each([
    ['a heading', '<p>Intro line</p><h2>Heading title</h2><p>Body</p>', 'Heading title', 'h2'],
    ['a wholly bold paragraph', '<p><strong>Bold title</strong> <b>continues</b></p><p>Body</p>', 'Bold title continues', 'bold'],
    ['not a partly bold paragraph', '<p><strong>Bold</strong> and not</p><p>Body</p>', undefined, undefined],
    [
      "Word's Title, before Heading 1 sections",
      '<h1 class="title">Title style title</h1><p>x</p><h1>Section</h1><p>y</p>',
      'Title style title',
      'title',
    ],
    [
      "Word's Title, wherever it stands",
      '<h1>A heading first</h1><p>x</p><h1 class="title">Title style title</h1><p>y</p>',
      'Title style title',
      'title',
    ],
  ])('finds the title in %s', (_name, html, title, kind) => {
    const [part] = splitDocument(html).parts;
    expect(part.title).toBe(title);
    expect(part.titleKind).toBe(kind);
  });

  it('gives the body without the title, the first paragraph, and counts and drops images', () => {
    const [part] = splitDocument('<h1>A title here</h1><p><img src="" /></p><p>First &amp; real paragraph</p><p>Second</p>').parts;
    expect(part.bodyHtml).toBe('<p>First &amp; real paragraph</p><p>Second</p>');
    expect(part.firstParagraph).toBe('First & real paragraph');
    expect(part.imagesDropped).toBe(1);
  });

  it.each([
    ['two Heading 1 paragraphs', '<h1>One title here</h1><p>x</p><h1>Two title here</h1><h2>Sub</h2>', 2],
    [
      "Word's Title and Heading 1 sections",
      '<h1 class="title">One title here</h1><p>x</p><h1>Section one</h1><p>y</p><h1>Section two</h1>',
      1,
    ],
  ])('counts the page breaks and the titles of the same kind: %s', (_name, html, count) => {
    const doc = splitDocument(html);
    expect(doc.pageBreaks).toBe(0);
    expect(doc.parts[0].titleKindCount).toBe(count);
  });

  it('gives each post the notes it refers to, numbered from 1, out of its title and excerpt', () => {
    const ref = (id: string, n: number) => `<sup><a href="#${id}" id="${id.replace('-', '-ref-')}">[${n}]</a></sup>`;
    const { parts } = splitDocument(
      `<h1>First post title${ref('footnote-1', 1)}</h1><p>One${ref('footnote-2', 2)}</p><p><hr /></p><h1>Second post title</h1><p>Two${ref('endnote-1', 3)}</p>` +
        '<ol><li id="footnote-1"><p>On the title <a href="#footnote-ref-1">↑</a></p></li><li id="footnote-2"><p>Footnote <a href="#footnote-ref-2">↑</a></p></li><li id="endnote-1"><p>Endnote <a href="#endnote-ref-1">↑</a></p></li></ol>',
    );
    expect(parts.map((p) => [p.title, p.firstParagraph, p.bodyHtml])).toEqual([
      ['First post title', 'One', '<p>One<sup>1</sup></p><h2>Notes</h2><ol><li><p>Footnote</p></li></ol>'],
      ['Second post title', 'Two', '<p>Two<sup>1</sup></p><h2>Notes</h2><ol><li><p>Endnote</p></li></ol>'],
    ]);
  });
});
