import { beforeAll, describe, test } from 'vitest';
import { importWordDocument } from '../src/blog-import/import';
import { assertSafeXml, markPageBreaks } from '../src/blog-import/word-xml';
import { FIVE_POSTS, libreOfficeFixture, wordDocument, zipWithDocumentOf } from '../tests/support/word-documents';

/** The Word import without the database: reading, converting, splitting, linking (what preview-blogs does per request). */
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const;
let fivePosts: Buffer;
let bomb: Buffer;
const doc = libreOfficeFixture('source-three-posts.doc');

beforeAll(async () => {
  fivePosts = await wordDocument(FIVE_POSTS);
  bomb = zipWithDocumentOf(200 * 1024 * 1024);
});

describe('Word import', () => {
  test('a 5-post .docx (headings, bold titles, lists, links, a table, an image)', async ({ bench }) => {
    await bench('5-post .docx', async () => {
      await importWordDocument({ contentType: DOCX, data: fivePosts }, new Set());
    }).run();
  });
  test('a 3-post Word 97 .doc written by LibreOffice', async ({ bench }) => {
    await bench('3-post .doc', async () => {
      await importWordDocument({ contentType: 'application/msword', data: doc }, new Set());
    }).run();
  });
  test('a zip bomb (200 MB declared) is refused', async ({ bench }) => {
    await bench('zip bomb refused', async () => {
      await importWordDocument({ contentType: DOCX, data: bomb }, new Set()).catch(() => undefined);
    }).run();
  });
  // Parts built to make a pattern rescan the rest of the part from every '<' (quadratic: 480 KB took 4 s).
  const unclosedParagraphs = '<w:p><w:pPr></w:p></w:p>'.repeat(1_000_000 / 24);
  const unclosedTags = '<a'.repeat(500_000);
  test('1 MB of paragraph properties never closed: page breaks marked', async ({ bench }) => {
    await bench('1 MB unclosed w:pPr', () => {
      markPageBreaks(unclosedParagraphs);
    }).run();
  });
  test("1 MB of tags without '>': checked for depth", async ({ bench }) => {
    await bench("1 MB of '<a'", () => {
      assertSafeXml(unclosedTags);
    }).run();
  });
});
