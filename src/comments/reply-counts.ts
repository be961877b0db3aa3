import { countComments, nestComments, type CommentNode } from './tree';

/**
 * How many replies, at any depth, each comment has: what deleting it takes with it, since the foreign
 * key cascades. Comments missing from the map have none.
 */
export function replyCounts(comments: readonly { id: number; parentId: number | null }[]): Map<number, number> {
  const counts = new Map<number, number>();
  const walk = (node: CommentNode<{ id: number; parentId: number | null }>) => {
    counts.set(node.id, countComments(node.replies));
    node.replies.forEach(walk);
  };
  nestComments(comments).forEach(walk);
  return counts;
}
