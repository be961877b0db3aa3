import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { commentSchema } from '../schema';
import { countComments, nestComments } from '../tree';
import { COMMENT_MESSAGES } from '../../texts/forms';

const c = (id: number, parentId: number | null) => ({ id, parentId });

describe('nestComments', () => {
  it('nests replies under their parents at any depth, keeping the order at each level', () => {
    const tree = nestComments([c(1, null), c(2, 1), c(3, null), c(4, 2), c(5, 1), c(6, 4)]);
    const shape = (nodes: ReturnType<typeof nestComments<{ id: number; parentId: number | null }>>): unknown =>
      nodes.map((n) => (n.replies.length ? { [n.id]: shape(n.replies) } : n.id));
    expect(shape(tree)).toEqual([{ 1: [{ 2: [{ 4: [6] }] }, 5] }, 3]);
    expect(countComments(tree)).toBe(6);
  });

  it.each([
    ['a reply whose parent is not listed (pending or deleted)', [c(1, null), c(2, 99)], [1]],
    ['a reply under such a reply', [c(1, null), c(2, 99), c(3, 2)], [1]],
    ['nothing', [], []],
  ])('leaves out %s', (_name, comments, roots) => {
    expect(nestComments(comments).map((n) => n.id)).toEqual(roots);
  });
});

describe('the comment schema', () => {
  const valid = { blogPostId: 1, authorName: 'Sophie', authorEmail: 'sophie@example.com', content: 'A thoughtful comment.' };
  const messages = (value: unknown) => {
    const result = z.safeParse(commentSchema, value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('defaults parentId to null and drops an empty website', () => {
    expect(z.parse(commentSchema, { ...valid, authorWebsite: '' })).toEqual({ ...valid, parentId: null });
  });

  it.each([
    [{ authorName: ' ' }, { authorName: COMMENT_MESSAGES.name }],
    [{ authorEmail: 'nope' }, { authorEmail: 'Valid email is required' }],
    [{ content: 'too short' }, { content: COMMENT_MESSAGES.content }],
    [{ content: '   padded   ' }, { content: COMMENT_MESSAGES.content }],
    [{ authorWebsite: 'javascript:alert(1)' }, { authorWebsite: COMMENT_MESSAGES.website }],
    [{ authorWebsite: 'ftp://example.com' }, { authorWebsite: COMMENT_MESSAGES.website }],
    [{ authorWebsite: 'example.com' }, { authorWebsite: COMMENT_MESSAGES.website }],
    [{ blogPostId: 0 }, { blogPostId: COMMENT_MESSAGES.post }],
    [{ blogPostId: '1' }, { blogPostId: COMMENT_MESSAGES.post }],
    [{ parentId: -1 }, { parentId: 'Invalid reply' }],
  ])('refuses %j', (change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual(expected);
  });

  it.each(['https://example.com', 'http://example.com/about'])('accepts the website %s', (authorWebsite) => {
    expect(messages({ ...valid, authorWebsite })).toEqual({});
  });
});
