import * as z from 'zod/mini';
import { BLOG_POST_NOT_FOUND } from '../../texts/not-found';
import { createPost, deletePost, listAllPosts, updatePost } from '../../blog/posts';
import { findPublishedPostBySlug, listPublishedPosts } from '../../blog/queries';
import { readTimeMinutes } from '../../blog/read-time';
import { postText, renderPostBody } from '../../blog/render';
import { isPostSlug } from '../../schemas/slug';
import { renderPost } from '../../blog/view';
import { getDb } from '../../db/client';
import { linkedinConfigFromEnv } from '../../linkedin/client';
import { blogPostSchema } from '../../schemas/blog-post';
import { adminEditing } from '../admin-editing';
import { adminOnly } from '../admin-guard';
import { cdnCached } from '../cdn-cache';
import { HttpError, json, readJson, route } from '../http';
import { readListQuery } from '../list-query';
import { rebuildAfterContentChange } from '../after-answer';

/** A post's JSON may be long: the content field allows 200,000 characters. */
const POST_BODY_LIMIT = { maxBytes: 1024 * 1024 };

/** GET /api/blog: published posts, newest first (drafts and future-dated posts never). */
export const blogCollection = route({
  GET: cdnCached(async () => json(await listPublishedPosts(getDb()))),
  /** Admin: creates a post. Without publishedAt it is published now (spec 7); null keeps it a draft; a future time schedules it. */
  POST: adminOnly(async (req) => {
    const input = await readJson(req, blogPostSchema, POST_BODY_LIMIT);
    const post = await createPost(getDb(), { ...input, publishedAt: input.publishedAt === undefined ? new Date() : input.publishedAt });
    await rebuildAfterContentChange();
    return json(post, 201);
  }),
});

/** GET /api/blog/{slug}: one published post with its sanitised HTML (`contentHtml`) and `readTimeMinutes`. */
export const blogItem = route({
  GET: cdnCached(async (_req, { params }) => {
    const slug = params.slug ?? '';
    const post = isPostSlug(slug) ? await findPublishedPostBySlug(getDb(), slug) : undefined;
    if (!post) throw new HttpError(404, BLOG_POST_NOT_FOUND);
    return json(renderPost(post));
  }),
  /** Admin, PUT /api/blog/{id} (the same path as the slug route: here the key is an id) updates a post; DELETE deletes it and its comments. */
  ...adminEditing({
    noun: 'Blog post',
    param: 'slug',
    schema: blogPostSchema,
    maxBytes: POST_BODY_LIMIT.maxBytes,
    update: updatePost,
    remove: deletePost,
  }),
});

/**
 * GET /api/admin/posts (admin): every post, drafts and scheduled ones included, newest first, paginated;
 * with whether LinkedIn is connected, so the list offers 'Post to LinkedIn' only when it can work.
 */
export const adminPosts = route({
  GET: adminOnly(async (req) =>
    json({ ...(await listAllPosts(getDb(), readListQuery(req))), linkedinConfigured: linkedinConfigFromEnv() !== undefined }),
  ),
});

const previewSchema = z.object({ content: blogPostSchema.shape.content });

/** POST /api/admin/preview (admin): { content } → the HTML and read time the public page would show. */
export const adminPostPreview = route({
  POST: adminOnly(async (req) => {
    const { content } = await readJson(req, previewSchema, POST_BODY_LIMIT);
    return json({ contentHtml: renderPostBody(content), readTimeMinutes: readTimeMinutes(postText(content)) });
  }),
});
