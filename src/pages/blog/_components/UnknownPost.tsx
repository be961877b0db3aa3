import { useEffect } from 'react';
import type { RenderedPost } from '../../../blog/view';
import { LoadingPlaceholder } from '../../../components/LoadingPlaceholder';
import { useApiLookup } from '../../../lib/use-api-lookup';
import Comments from './Comments';
import { PostArticle } from '../../../components/content/PostArticle';
import { PostCta } from './PostCta';
import { postApiPath } from './post-api-path';
import { PostNotFound } from './PostNotFound';
import SharePanel from './SharePanel';

type Post = Omit<RenderedPost, 'publishedAt'> & { publishedAt: string | null };

/**
 * /blog/{slug} for a slug the last build did not know (netlify.toml serves this page, with status 404):
 * a post published since is fetched from the API (its HTML sanitised there) and shown in full; anything
 * else, or a failed lookup, shows 'Post Not Found'.
 */
export default function UnknownPost({ siteName }: { siteName: string }) {
  const lookup = useApiLookup<Post>(postApiPath);
  const title = lookup.status === 'found' ? lookup.item.title : undefined;
  useEffect(() => {
    if (title) document.title = `${title} | ${siteName}`;
  }, [title, siteName]);

  if (lookup.status === 'idle') return null;
  if (lookup.status === 'missing') return <PostNotFound />;
  if (lookup.status !== 'found') return <LoadingPlaceholder label="Loading the post" />;
  const post = lookup.item;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <a href="/blog" className="text-sm font-medium text-indigo-700 underline">
        &larr; Back to Blog
      </a>
      <div className="mt-6">
        <PostArticle {...post} />
      </div>
      <SharePanel url={`${location.origin}/blog/${post.slug}`} title={post.title} />
      <PostCta />
      <div className="print:hidden">
        <Comments blogPostId={post.id} />
      </div>
    </div>
  );
}
