import { describe, expect, it } from 'vitest';
import { DocumentImportError } from '../errors';
import { assertSafeXml, markPageBreaks, pageBreakStyles } from '../word-xml';

const BREAK = '<w:r><w:br w:type="page"/></w:r>';

describe('markPageBreaks', () => {
  it.each([
    [
      'pageBreakBefore on the paragraph',
      '<w:p><w:pPr><w:pageBreakBefore/></w:pPr><w:r><w:t>T</w:t></w:r></w:p>',
      `<w:p><w:pPr><w:pageBreakBefore/></w:pPr>${BREAK}<w:r><w:t>T</w:t></w:r></w:p>`,
    ],
    [
      'pageBreakBefore turned off',
      '<w:p><w:pPr><w:pageBreakBefore w:val="0"/></w:pPr><w:r/></w:p>',
      '<w:p><w:pPr><w:pageBreakBefore w:val="0"/></w:pPr><w:r/></w:p>',
    ],
    [
      'a style that breaks before',
      '<w:p w:rsidR="1"><w:pPr><w:pStyle w:val="PostTitle"/></w:pPr><w:r/></w:p>',
      `<w:p w:rsidR="1"><w:pPr><w:pStyle w:val="PostTitle"/></w:pPr>${BREAK}<w:r/></w:p>`,
    ],
    ['a paragraph without properties', '<w:p><w:r><w:t>x</w:t></w:r></w:p>', '<w:p><w:r><w:t>x</w:t></w:r></w:p>'],
    [
      'a next-page section break: the next paragraph starts a post',
      '<w:p><w:pPr><w:sectPr><w:type w:val="nextPage"/></w:sectPr></w:pPr></w:p><w:p><w:r/></w:p>',
      `<w:p><w:pPr><w:sectPr><w:type w:val="nextPage"/></w:sectPr></w:pPr></w:p><w:p>${BREAK}<w:r/></w:p>`,
    ],
    [
      'a continuous section break: no new post',
      '<w:p><w:pPr><w:sectPr><w:type w:val="continuous"/></w:sectPr></w:pPr></w:p><w:p><w:r/></w:p>',
      '<w:p><w:pPr><w:sectPr><w:type w:val="continuous"/></w:sectPr></w:pPr></w:p><w:p><w:r/></w:p>',
    ],
    [
      "an attribute holding '>'",
      '<w:p w:x="a>b"><w:pPr><w:pageBreakBefore/></w:pPr><w:r/></w:p>',
      `<w:p w:x="a>b"><w:pPr><w:pageBreakBefore/></w:pPr>${BREAK}<w:r/></w:p>`,
    ],
    [
      'properties never closed: the paragraph is left as it is',
      '<w:p><w:pPr><w:pageBreakBefore/></w:p><w:p><w:r/></w:p>',
      '<w:p><w:pPr><w:pageBreakBefore/></w:p><w:p><w:r/></w:p>',
    ],
    ['w:pPr and w:proofErr are not paragraphs', '<w:proofErr w:type="x"/><w:pict/>', '<w:proofErr w:type="x"/><w:pict/>'],
  ])('%s', (_name, xml, expected) => {
    expect(markPageBreaks(xml, new Set(['PostTitle']))).toBe(expected);
  });

  it('finds the paragraph styles that break before', () => {
    const styles =
      '<w:style w:type="paragraph" w:styleId="PostTitle"><w:pPr><w:pageBreakBefore/></w:pPr></w:style><w:style w:type="paragraph" w:styleId="Normal"><w:pPr/></w:style><w:style w:type="character" w:styleId="C"><w:pageBreakBefore/></w:style>';
    expect([...pageBreakStyles(styles)]).toEqual(['PostTitle']);
  });
});

describe('assertSafeXml', () => {
  it.each([
    ['a DOCTYPE (entity expansion)', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>'],
    ['nesting deeper than the limit', `${'<a>'.repeat(300)}${'</a>'.repeat(300)}`],
  ])('refuses %s', (_name, xml) => {
    expect(() => assertSafeXml(xml)).toThrow(DocumentImportError);
  });

  it("counts a tag whose attribute holds '/>' as the opening tag it is", () => {
    expect(() => assertSafeXml('<w:t w:x="a/>b"><b/></w:t>')).not.toThrow();
    expect(() => assertSafeXml(`${'<a x="/>">'.repeat(300)}${'</a>'.repeat(300)}`)).toThrow(DocumentImportError);
  });

  it('accepts ordinary nesting and self-closing elements', () => {
    expect(() => assertSafeXml(`<?xml version="1.0"?>${'<a x="1">'.repeat(100)}<b/>${'</a>'.repeat(100)}`)).not.toThrow();
  });
});
