import * as z from 'zod/mini';
import { DocumentImportError } from '../../blog-import/errors';
import { withStatuses } from '../../blog-import/existing';
import { importWordDocument, type ImportedPosts } from '../../blog-import/import';
import { publishDrafts, takenSlugs } from '../../blog-import/publish';
import { getDb } from '../../db/client';
import {
  DEFAULT_EXISTING_POST_CHOICE,
  EXISTING_POST_CHOICES,
  publishSummary,
  WORD_UPLOAD_MESSAGES,
  type BlogPreview,
  type PublishDetails,
  type WordMimeType,
} from '../../schemas/word-upload';
import { parseMultipart } from '../../uploads/multipart';
import { acceptFile, DOCUMENT_UPLOAD, type AcceptedFile } from '../../uploads/purposes';
import { claimStagedUpload } from '../../uploads/staged';
import { adminOnly } from '../admin-guard';
import { HttpError, json, readJson, route } from '../http';
import { rebuildAfterContentChange } from '../after-answer';

/**
 * The Word import (spec 7): POST /api/admin/preview-blogs and /api/admin/upload-blogs take the document in
 * the multipart field `document`, or, for one staged through /api/uploads (too large for one request),
 * its id in `uploadId`; POST /api/admin/publish-previewed-blogs takes `{ blogs }` as the preview gave them.
 */

/** The document of a request: sent whole (size limit enforced while it streams) or staged and claimed now. */
async function documentOf(req: Request): Promise<AcceptedFile<WordMimeType>> {
  const { fields, files } = await parseMultipart(req, {
    maxFileBytes: DOCUMENT_UPLOAD.maxBytes,
    tooLargeMessage: DOCUMENT_UPLOAD.messages.tooLarge,
  });
  // A browser sends an empty file part when no file was chosen.
  const file = files.find((f) => f.field === DOCUMENT_UPLOAD.field && f.data.length > 0);
  if (file) return acceptFile(DOCUMENT_UPLOAD, file);
  if (fields.uploadId)
    return getDb()
      .transaction()
      .execute((trx) => claimStagedUpload(trx, DOCUMENT_UPLOAD, fields.uploadId));
  throw new HttpError(400, WORD_UPLOAD_MESSAGES.noFile, { errors: { [DOCUMENT_UPLOAD.field]: [WORD_UPLOAD_MESSAGES.noFile] } });
}

/** The posts of the request's document; a document without a single usable post is refused with the reasons. */
async function importedPosts(req: Request): Promise<ImportedPosts> {
  const file = await documentOf(req);
  const imported = await importWordDocument(file, await takenSlugs(getDb()));
  if (imported.posts.length === 0) {
    throw new DocumentImportError(`No blog posts could be imported. ${imported.notes.map((n) => n.slice(2)).join('. ')}`);
  }
  return imported;
}

export const previewBlogs = route({
  POST: adminOnly(async (req) => {
    const { posts, notes } = await importedPosts(req);
    const blogs = (await withStatuses(getDb(), posts)).map((post, i) => ({
      id: `preview-${i + 1}`,
      ...post,
      ...(post.status === 'changed' ? { onExisting: DEFAULT_EXISTING_POST_CHOICE } : {}),
    }));
    const preview: BlogPreview = { blogs, notes };
    return json(preview);
  }),
});

/** The answer to a publish: a rebuild asked for when any post was added or updated (as any other edit does). */
async function published(details: PublishDetails): Promise<Response> {
  if (details.success > 0) await rebuildAfterContentChange();
  return json({ message: publishSummary(details), details });
}

export const uploadBlogs = route({
  POST: adminOnly(async (req) => {
    const { posts, notes } = await importedPosts(req);
    return published(await publishDrafts(getDb(), posts, notes));
  }),
});

/** Loose on purpose: each item is checked by the post schema in publishDrafts, and reported per post. */
const previewedItem = z.object({
  id: z.optional(z.union([z.string(), z.number()])),
  title: z.string({ error: 'Each blog needs a title' }),
  category: z.string({ error: 'Each blog needs a category' }),
  estimatedSlug: z.optional(z.string()),
  excerpt: z._default(z.string(), ''),
  content: z.string({ error: 'Each blog needs content' }),
  onExisting: z.optional(z.enum(EXISTING_POST_CHOICES, { error: 'Each changed blog is to be updated or skipped' })),
});
const publishSchema = z.object({
  blogs: z
    .array(previewedItem)
    .check(z.minLength(1, WORD_UPLOAD_MESSAGES.noBlogs), z.maxLength(100, 'At most 100 blogs can be published at once')),
  /** The preview's lines for the parts it could not import, so the result counts them as Upload & Publish Directly does. */
  notes: z._default(z.array(z.string().check(z.maxLength(1000))).check(z.maxLength(1000)), []),
});

export const publishPreviewedBlogs = route({
  POST: adminOnly(async (req) => {
    const { blogs, notes } = await readJson(req, publishSchema, { maxBytes: 4 * 1024 * 1024 });
    return published(await publishDrafts(getDb(), blogs, notes));
  }),
});
