import { nestComments, type CommentNode } from './tree';

/**
 * How many replies, at any depth, each comment has: what deleting it takes with it, since the foreign
 * key cascades. Comments missing from the map have none.
 */
export function replyCounts(comments: readonly { id: number; parentId: number | null }[]): Map<number, number> {
  const counts = new Map<number, number>();
  // Bottom up, so each subtree is counted once.
  const walk = (node: CommentNode<{ id: number; parentId: number | null }>): number => {
    const count = node.replies.reduce((sum, reply) => sum + 1 + walk(reply), 0);
    counts.set(node.id, count);
    return count;
  };
  nestComments(comments).forEach(walk);
  return counts;
}
