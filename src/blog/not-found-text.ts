/** What a visitor is told for a post that does not exist or is not published (spec 2). */
export const POST_NOT_FOUND_TEXT = { title: 'Post Not Found', description: "The blog post you're looking for doesn't exist." } as const;

/** The API's message for a post id or slug it has no (published) post for. */
export const BLOG_POST_NOT_FOUND = 'Blog post not found';
