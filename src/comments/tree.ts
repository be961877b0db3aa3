/** A comment as the public sees it: approved, without the author's email. Dates are ISO strings over JSON. */
export interface PublicComment<D = Date | string> {
  id: number;
  blogPostId: number;
  parentId: number | null;
  isApproved: boolean;
  authorName: string;
  authorWebsite: string | null;
  content: string;
  createdAt: D;
}

export type CommentNode<C = PublicComment> = C & { replies: CommentNode<C>[] };

/**
 * Nests replies under their parents, keeping the given order (oldest first) at every level. A reply whose
 * parent is not in the list (not approved, or deleted) is left out: it would read without its context.
 */
export function nestComments<C extends { id: number; parentId: number | null }>(comments: readonly C[]): CommentNode<C>[] {
  const nodes = new Map<number, CommentNode<C>>(comments.map((c) => [c.id, { ...c, replies: [] }]));
  const roots: CommentNode<C>[] = [];
  for (const c of comments) {
    const node = nodes.get(c.id)!;
    if (c.parentId === null) roots.push(node);
    else nodes.get(c.parentId)?.replies.push(node);
  }
  return roots;
}

/** How many comments a tree holds, replies included. */
export function countComments(nodes: readonly { replies: readonly unknown[] }[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countComments(n.replies as { replies: unknown[] }[]), 0);
}
