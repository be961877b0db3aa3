import render from 'dom-serializer';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { placeNotes, takeNotes } from '../notes';

const nodes = (html: string) => parseDocument(html).children;
const html = (list: Parameters<typeof render>[0]) => render(list, { encodeEntities: 'utf8' });
const marker = (id: string) => `<note-ref note="${id}"></note-ref>`;

describe('takeNotes', () => {
  it("takes mammoth's notes list out, without its back links, and makes each reference a marker", () => {
    const { nodes: rest, notes } = takeNotes(
      nodes(
        '<p>A<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> b<sup><a href="#endnote-1" id="endnote-ref-1">[2]</a></sup></p>' +
          '<ol><li id="footnote-1"><p>Note <em>one</em> <a href="#footnote-ref-1">↑</a></p></li><li id="endnote-1"><p>An endnote <a href="#endnote-ref-1">↑</a></p></li></ol>',
      ),
    );
    expect(html(rest)).toBe(`<p>A${marker('footnote-1')} b${marker('endnote-1')}</p>`);
    expect([...notes].map(([id, content]) => [id, html(content)])).toEqual([
      ['footnote-1', '<p>Note <em>one</em></p>'],
      ['endnote-1', '<p>An endnote</p>'],
    ]);
  });

  const NOTE_LIST = '<ol><li id="footnote-1"><p>Note <a href="#footnote-ref-1">↑</a></p></li></ol>';

  it.each([
    ["mammoth's own", '<sup><a href="#footnote-1">[1]</a></sup>'],
    ["in the run's own superscript (raised once, not twice)", '<sup><sup><a href="#footnote-1">[1]</a></sup></sup>'],
    ['in bold and italic', '<strong><em><sup><a href="#footnote-1">[1]</a></sup></em></strong>'],
  ])('makes a reference %s a marker, the notes kept', (_name, reference) => {
    const { nodes: rest, notes } = takeNotes(nodes(`<p>A${reference} b</p>${NOTE_LIST}`));
    expect(html(rest)).toBe(`<p>A${marker('footnote-1')} b</p>`);
    expect(notes.size).toBe(1);
  });

  it.each([
    ['an ordinary numbered list', '<ol><li>One</li></ol>'],
    ['a superscript link that is no note reference', '<p>x<sup><a href="https://example.org/">1</a></sup></p>'],
    ['a reference to a note the document lacks', '<p>x<sup><a href="#footnote-9">[9]</a></sup></p>'],
  ])('leaves %s as it is', (_name, input) => {
    const { nodes: rest, notes } = takeNotes(nodes(input));
    expect(html(rest)).toBe(input);
    expect(notes.size).toBe(0);
  });
});

describe('placeNotes', () => {
  const notes = new Map([
    ['footnote-3', nodes('<p>Third footnote</p>')],
    ['endnote-1', nodes('<p>First endnote</p>')],
  ]);

  it.each([
    [
      'numbers from 1 in order of first reference, the same note keeping its number, listed at the end',
      `<p>a${marker('endnote-1')} b${marker('footnote-3')} c${marker('endnote-1')}</p>`,
      '<p>a<sup>1</sup> b<sup>2</sup> c<sup>1</sup></p><h2>Notes</h2><ol><li><p>First endnote</p></li><li><p>Third footnote</p></li></ol>',
    ],
    [
      'only the notes the post refers to',
      `<p>a${marker('footnote-3')}</p>`,
      '<p>a<sup>1</sup></p><h2>Notes</h2><ol><li><p>Third footnote</p></li></ol>',
    ],
    ['no list without references', '<p>a</p>', '<p>a</p>'],
  ])('%s', (_name, input, expected) => {
    expect(html(placeNotes(nodes(input), notes))).toBe(expected);
  });
});
