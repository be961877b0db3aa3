import { describe, expect, it } from 'vitest';
import { wordDocument, type PostSpec } from '../../../tests/support/word-documents';
import { importWordDocument } from '../import';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' as const;
const postsOf = async (posts: PostSpec[], breaks: 'run' | 'none' = 'run') =>
  (await importWordDocument({ contentType: DOCX, data: await wordDocument(posts, { breaks }) }, new Set())).posts;

describe('importWordDocument (.docx)', () => {
  it("takes Word's Title and Heading 1 sections without page breaks as one post", async () => {
    const posts = await postsOf(
      [
        {
          title: 'Cold Calling Without the Fear',
          titleAs: 'title',
          paragraphs: ['Expect rejection.'],
          sections: [
            { heading: 'Before the call', text: 'Write three questions.' },
            { heading: 'After the call', text: 'Note what worked.' },
          ],
        },
      ],
      'none',
    );
    expect(posts.map((p) => [p.title, p.content])).toEqual([
      [
        'Cold Calling Without the Fear',
        '<p>Expect rejection.</p><h1>Before the call</h1><p>Write three questions.</p><h1>After the call</h1><p>Note what worked.</p>',
      ],
    ]);
  });

  it('gives each post its own footnotes and endnotes, numbered from 1, with no links between them', async () => {
    const posts = await postsOf([
      {
        title: 'Networking Tips for Graduates',
        paragraphs: ['Start with people you know.'],
        notes: [
          { kind: 'footnote', text: 'A survey of 2024.' },
          { kind: 'endnote', text: 'See chapter 2.' },
        ],
      },
      { title: 'Your First Ninety Days', paragraphs: ['Learn the product.'], notes: [{ kind: 'footnote', text: 'Our own figures.' }] },
    ]);
    expect(posts.map((p) => p.content)).toEqual([
      '<p>Start with people you know.<sup>1</sup><sup>2</sup></p><h2>Notes</h2><ol><li><p>A survey of 2024.</p></li><li><p>See chapter 2.</p></li></ol>',
      '<p>Learn the product.<sup>1</sup></p><h2>Notes</h2><ol><li><p>Our own figures.</p></li></ol>',
    ]);
  });
});
