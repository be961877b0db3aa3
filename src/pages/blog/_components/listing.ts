import { distinctCategories } from '../../../blog/categories';
import { postExcerpt } from '../../../blog/excerpt';
import { listPublishedPosts } from '../../../blog/queries';
import { getDb } from '../../../db/client';

/** What every listing page (/blog and /blog/category/{c}) shows: all published posts and their categories. */
export async function loadListing() {
  const posts = (await listPublishedPosts(getDb())).map((p) => ({
    slug: p.slug,
    title: p.title,
    category: p.category,
    author: p.author,
    publishedAt: p.publishedAt,
    excerpt: postExcerpt(p),
  }));
  return { posts, categories: distinctCategories(posts) };
}
