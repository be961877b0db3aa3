/** Where job cards, the admin job list and a post without its own excerpt cut a text (spec 9), so they all read alike. */
export const EXCERPT_LENGTH = 200;
