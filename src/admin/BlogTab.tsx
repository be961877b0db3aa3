import { useState } from 'react';
import { isPublished } from '../schemas/publication';
import { LINKEDIN_NOT_CONNECTED } from '../texts/linkedin';
import type { BlogPostInput } from '../schemas/blog-post';
import { formatDate } from '../utils/dates';
import { adminApi, type PostRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { ExportButtons } from './ExportButtons';
import { Pager } from './ListControls';
import { LinkedInShare } from './LinkedInShare';
import { PostForm } from './PostForm';
import { useAdminSession } from './session';
import { opensForm, useEditor } from './use-editor';
import { usePageInRange } from './use-page-in-range';
import { PageFigures, usePageFigures } from './PageFigures';
import { useResource } from './use-resource';
import { BLOG_TEXT, LIST_TEXT } from '../texts/admin';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';

/** Draft, Scheduled or Published, as a badge (times in UK time, as the schedule box takes them). */
function PublicationBadge({ publishedAt }: { publishedAt: string | null }) {
  if (!publishedAt) return <span className={badgeVariants({ tone: 'grey' })}>{BLOG_TEXT.draft}</span>;
  if (!isPublished(publishedAt))
    return (
      <span className={badgeVariants({ tone: 'amber' })}>
        {BLOG_TEXT.scheduledFor} {formatDate(publishedAt, 'withTime')}
      </span>
    );
  return (
    <span className={badgeVariants({ tone: 'green' })}>
      {BLOG_TEXT.published} {formatDate(publishedAt, 'short')}
    </span>
  );
}

/** Blog (spec 2): every post, drafts included, with Add Post, Edit, preview and Delete. */
export function BlogTab() {
  const [page, setPage] = useState(1);
  const { savedNote } = useAdminSession();
  const posts = useResource(() => adminApi.posts({ page }), [page]);
  const figures = usePageFigures();
  const shown = usePageInRange(page, setPage, posts.data);
  const editor = useEditor<PostRow, BlogPostInput>({
    name: 'post',
    create: adminApi.createPost,
    update: (post, values) => adminApi.updatePost(post.id, values, post.updatedAt),
    messages: {
      created: BLOG_TEXT.created,
      createFailed: BLOG_TEXT.createFailed,
      updated: BLOG_TEXT.updated,
      updateFailed: BLOG_TEXT.updateFailed,
    },
    reload: posts.reload,
  });
  const { editing, open, close, deleted } = editor;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{BLOG_TEXT.heading}</h2>
        <div className="flex flex-wrap gap-2">
          <ExportButtons type="blog" />
          {editing === null && (
            <>
              <a href="/admin/blog-upload" className={dashboardButton.secondary}>
                {BLOG_TEXT.upload}
              </a>
              <button type="button" className={dashboardButton.primary} {...opensForm('post', 'new')} onClick={() => open('new')}>
                {BLOG_TEXT.add}
              </button>
            </>
          )}
        </div>
      </div>
      {editing !== null && <PostForm key={editor.key} post={editor.item} onCancel={close} onSave={editor.save} />}
      {posts.error && !posts.data && (
        <p role="alert" className="text-red-800">
          {LIST_TEXT.loadFailed('posts')}
          {posts.error}
        </p>
      )}
      {posts.data?.linkedinConfigured === false && (
        <p className="text-sm text-slate-700" data-testid="linkedin-unavailable">
          {LINKEDIN_NOT_CONNECTED}
        </p>
      )}
      {shown?.total === 0 && <p className="text-slate-700">{BLOG_TEXT.empty}</p>}
      <ul className="space-y-4" aria-label={BLOG_TEXT.list}>
        {shown?.items.map((post) => (
          <li key={post.id} className={cardVariants()} data-testid="admin-post">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{post.title}</h3>
                <p className="text-sm text-slate-700">
                  /blog/{post.slug} · {post.category} · {post.author}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <PublicationBadge publishedAt={post.publishedAt} />
                <PageFigures figures={figures} path={`/blog/${post.slug}`} />
              </div>
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              {isPublished(post.publishedAt) && (
                <a className={dashboardButton.secondary} href={`/blog/${post.slug}`} aria-label={`${LIST_TEXT.view} ${post.title}`}>
                  {LIST_TEXT.view}
                </a>
              )}
              {/* While the list reloads, a row may be older than a save just made: edits wait for the fresh one. */}
              <button
                type="button"
                className={dashboardButton.secondary}
                aria-label={`${LIST_TEXT.edit} ${post.title}`}
                disabled={posts.loading}
                {...opensForm('post', post.id)}
                onClick={() => open(post)}
              >
                {LIST_TEXT.edit}
              </button>
              {isPublished(post.publishedAt) && (
                <LinkedInShare post={post} connected={posts.data?.linkedinConfigured !== false} onPosted={posts.reload} />
              )}
              <ConfirmDelete
                what={BLOG_TEXT.deleteWhat(post.title)}
                label={`${LIST_TEXT.delete} ${post.title}`}
                remove={() => adminApi.deletePost(post.id)}
                success={BLOG_TEXT.deleted}
                description={savedNote}
                failure={BLOG_TEXT.deleteFailed}
                onDeleted={() => deleted(post.id)}
              />
            </div>
          </li>
        ))}
      </ul>
      {shown && shown.total > shown.pageSize && (
        <Pager what="posts" page={shown.page} pageSize={shown.pageSize} total={shown.total} onPage={setPage} />
      )}
    </div>
  );
}
