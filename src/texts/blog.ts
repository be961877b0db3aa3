/** What readers of a blog post see around it: the comments list and the share panel. */

/** The comments under a post (the comment form's words are in forms.ts). */
export const COMMENTS_LIST_TEXT = {
  heading: (count: number | undefined) => (count === undefined ? 'Comments' : `${count} ${count === 1 ? 'Comment' : 'Comments'}`),
  reply: 'Reply',
  replyLabel: (authorName: string) => `Reply to ${authorName}`,
  repliesLabel: (authorName: string) => `Replies to ${authorName}`,
  loading: 'Loading comments...',
  loadFailed: 'Unable to load comments at this time.',
  empty: 'No comments yet. Be the first to share your thoughts!',
  /** The no-JavaScript comments page (src/components/comments/no-script-page.ts). */
  pageTitle: (postTitle: string) => `Comments: ${postTitle}`,
  pageHeading: (count: number, postTitle: string) => `${count} ${count === 1 ? 'Comment' : 'Comments'} on “${postTitle}”`,
  backToPost: '← Back to the post',
  cancelReply: 'Cancel reply',
} as const;

/** The share panel and its toasts. */
export const SHARE_TEXT = {
  heading: 'Share this article',
  opensInNewTab: ' (opens in a new tab)',
  email: 'Email',
  share: 'Share…',
  copy: 'Copy link',
  shareFailed: { title: 'Sharing failed', description: 'Unable to share using native sharing' },
  copied: { title: 'Link copied!', description: 'The article link has been copied to your clipboard.' },
  copyFailed: { title: 'Copy failed', description: 'Unable to copy link to clipboard' },
} as const;
