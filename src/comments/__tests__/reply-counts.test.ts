import { describe, expect, it } from 'vitest';
import { replyCounts } from '../reply-counts';

const c = (id: number, parentId: number | null = null) => ({ id, parentId });

describe('replyCounts', () => {
  it.each([
    { name: 'no comments', comments: [], expected: [] },
    { name: 'a comment without replies', comments: [c(1)], expected: [[1, 0]] },
    { name: 'replies at every depth count for each ancestor', comments: [c(1), c(2, 1), c(3, 2), c(4, 1), c(5)], expected: [[1, 3], [2, 1], [3, 0], [4, 0], [5, 0]] },
    { name: 'newest first, as the admin list comes', comments: [c(3, 2), c(2, 1), c(1)], expected: [[1, 2], [2, 1], [3, 0]] },
  ])('$name', ({ comments, expected }) => {
    expect([...replyCounts(comments)].sort(([a], [b]) => a - b)).toEqual(expected);
  });
});
