import { describe, expect, it } from 'vitest';
import { NO_PAGE_BREAKS_CODE } from '../../../schemas/word-upload';
import type { BlogPreview } from '../../../schemas/word-upload';
import {
  failureToast,
  initialUploadState,
  isBusy,
  isWordFile,
  previewToast,
  publishedToast,
  showsProgress,
  statusSummary,
  uploadReducer,
  type Phase,
  type UploadAction,
  type UploadState,
} from '../upload-state';

const file = { name: 'posts.docx', size: 2_500_000 };
const preview: BlogPreview = {
  blogs: [
    {
      id: 'preview-1',
      title: 'A post title',
      category: 'General',
      estimatedSlug: 'a-post-title',
      excerpt: '',
      content: '<p>x</p>',
      status: 'new',
    },
    {
      id: 'preview-2',
      title: 'A corrected post',
      category: 'General',
      estimatedSlug: 'a-corrected-post',
      excerpt: '',
      content: '<p>y</p>',
      status: 'changed',
      onExisting: 'update',
    },
  ],
  notes: [],
};
const result = { success: 1, failed: 0, added: 1, updated: 0, skipped: 0, blogs: ["✓ 'A post title' published at /blog/a-post-title"] };
const run = (...actions: UploadAction[]) => actions.reduce(uploadReducer, initialUploadState);
const select: UploadAction = { type: 'select', file };
const start = (request: number): UploadAction => ({ type: 'start', request });
const publish = (request: number): UploadAction => ({ type: 'publish', request });
const previewed = (request: number): UploadAction => ({ type: 'previewed', request, preview });
const finished = (request: number): UploadAction => ({ type: 'finished', request, result });
const failed = (request: number): UploadAction => ({ type: 'failed', request });

describe('the upload flow (spec 4)', () => {
  it('climbs 10 per tick while processing, stops at 90, and jumps to 100 on the answer', () => {
    let state = run(select, start(1));
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      state = uploadReducer(state, { type: 'tick' });
      seen.push(state.progress);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
    expect(uploadReducer(state, previewed(1)).progress).toBe(100);
  });

  it('ticks do nothing outside processing', () => {
    expect(run(select, { type: 'tick' }).progress).toBe(0);
  });

  it.each<[string, UploadAction[], Partial<UploadState>]>([
    ['preview', [select, start(1), previewed(1)], { phase: 'preview', preview }],
    [
      'Publish All leads to the result',
      [select, start(1), previewed(1), publish(2), finished(2)],
      { phase: 'result', result, preview: null },
    ],
    ['direct upload leads to the result', [select, start(1), finished(1)], { phase: 'result', result }],
    [
      'a new file clears the preview',
      [select, start(1), previewed(1), { type: 'select', file: { name: 'b.doc', size: 1 } }],
      { phase: 'idle', preview: null, file: { name: 'b.doc', size: 1 } },
    ],
    ['a new file clears the result', [select, start(1), finished(1), select], { phase: 'idle', result: null }],
    ['a failed preview keeps the file', [select, start(1), failed(1)], { phase: 'idle', file, progress: 0 }],
    ['a failed publish keeps the preview', [select, start(1), previewed(1), publish(2), failed(2)], { phase: 'preview', preview }],
    [
      'a changed post can be skipped',
      [select, start(1), previewed(1), { type: 'choose', id: 'preview-2', choice: 'skip' }],
      { preview: { ...preview, blogs: [preview.blogs[0], { ...preview.blogs[1], onExisting: 'skip' }] } },
    ],
    [
      'and updated again',
      [
        select,
        start(1),
        previewed(1),
        { type: 'choose', id: 'preview-2', choice: 'skip' },
        { type: 'choose', id: 'preview-2', choice: 'update' },
      ],
      { preview },
    ],
    ['a new post has no choice', [select, start(1), previewed(1), { type: 'choose', id: 'preview-1', choice: 'skip' }], { preview }],
    [
      'no choice while publishing',
      [select, start(1), previewed(1), publish(2), { type: 'choose', id: 'preview-2', choice: 'skip' }],
      { preview },
    ],
    // Processing again takes the earlier preview's Publish All and Cancel (and the result's button) off the page.
    [
      'Preview Blogs or Upload & Publish Directly after a preview clears the preview',
      [select, start(1), previewed(1), start(2)],
      { phase: 'processing', progress: 0, preview: null },
    ],
    [
      'processing again after a result clears the result',
      [select, start(1), finished(1), start(2)],
      { phase: 'processing', preview: null, result: null },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(run(...actions)).toMatchObject(expected);
  });

  it.each(['Cancel (from the preview)', 'Clear', 'Upload Another Document (from the result)'])(
    '%s resets everything, the file input too',
    () => {
      const before = run(select, start(1), previewed(1));
      const after = uploadReducer(before, { type: 'reset' });
      expect(after).toEqual({ ...initialUploadState, inputKey: before.inputKey + 1 });
    },
  );

  it.each<[string, UploadAction[], UploadAction]>([
    ['a preview after a reset', [select, start(1), { type: 'reset' }], previewed(1)],
    ['a result after a reset', [select, start(1), { type: 'reset' }], finished(1)],
    ['a failure after a reset', [select, start(1), { type: 'reset' }], failed(1)],
    ['a publish result after a reset', [select, start(1), previewed(1), publish(2), { type: 'reset' }], finished(2)],
    ['a preview after a new file was chosen', [select, start(1), { type: 'select', file: { name: 'b.doc', size: 1 } }], previewed(1)],
    ["an older request's result while a newer one runs", [select, start(1), { type: 'reset' }, select, start(2)], finished(1)],
    ["an older request's failure while a newer one runs", [select, start(1), { type: 'reset' }, select, start(2)], failed(1)],
    ['a second answer to the same request', [select, start(1), previewed(1)], finished(1)],
  ])('ignores %s', (_name, before, answer) => {
    const state = run(...before);
    expect(uploadReducer(state, answer)).toBe(state);
  });

  it.each<[string, boolean, Phase, number, UploadAction[]]>([
    ['no file', false, 'idle', 0, []],
    ['a chosen file', false, 'idle', 0, [select]],
    ['processing', true, 'processing', 0, [select, start(1)]],
    ['processing, ticked', true, 'processing', 10, [select, start(1), { type: 'tick' }]],
    ['the preview', false, 'preview', 100, [select, start(1), previewed(1)]],
    ['publishing', true, 'publishing', 100, [select, start(1), previewed(1), publish(2)]],
    ['the preview after a failed publish', false, 'preview', 100, [select, start(1), previewed(1), publish(2), failed(2)]],
    ['the result', false, 'result', 100, [select, start(1), finished(1)]],
    ['a failed preview', false, 'idle', 0, [select, start(1), failed(1)]],
    ['a reset', false, 'idle', 0, [select, start(1), previewed(1), { type: 'reset' }]],
  ])('with %s: busy %s, phase %s, progress %s', (_name, busy, phase, progress, actions) => {
    const state = run(...actions);
    expect(isBusy(state)).toBe(busy);
    expect(state).toMatchObject({ phase, progress });
    // The bar is drawn from the start and stays at 100 after the answer, so the jump to 100 is seen.
    expect(showsProgress(state)).toBe(phase !== 'idle');
  });
});

describe('messages (spec 8)', () => {
  it.each([
    [
      'no page breaks (by its code)',
      'preview',
      { message: 'No page breaks detected: this document has 2 titles', code: NO_PAGE_BREAKS_CODE },
      'Document Format Required',
    ],
    [
      'a message that only quotes it, without the code',
      'preview',
      { message: 'No blog posts could be imported. No page breaks detected' },
      'Preview failed',
    ],
    ['a server message', 'upload', { message: 'Please select a Word document (.docx or .doc)' }, 'Upload failed'],
    ['another code', 'upload', { message: 'Please select a Word document (.docx or .doc)', code: 'other' }, 'Upload failed'],
    ['an empty server message', 'publish', { message: '' }, 'Publishing failed'],
  ] as const)('%s', (_name, call, refusal, title) => {
    const toast = failureToast(call, refusal);
    expect(toast.title).toBe(title);
    if (title === 'Document Format Required') expect(toast.description).toMatch(/page break.*heading style.*bold/);
    else expect(toast.description).toBe(refusal.message || title);
  });

  it.each([
    ['preview', 'Failed to preview document'],
    ['upload', 'Failed to process document'],
    ['publish', 'Failed to publish blogs'],
  ] as const)('a network failure of %s', (call, description) => {
    expect(failureToast(call, undefined).description).toBe(description);
  });

  it.each([
    [3, 'Found 3 blog posts. Review them before publishing.'],
    [1, 'Found 1 blog post. Review it before publishing.'],
  ])('success of a preview of %i', (n, description) => {
    expect(previewToast(n)).toEqual({ title: 'Preview ready', description });
  });

  // Each post is counted once as what became of it: a post skipped (already there) is not counted as added.
  it.each([
    ['publish', { added: 2, updated: 0, skipped: 0 }, 'Publishing successful', '2 blog posts published to the database'],
    ['upload', { added: 4, updated: 0, skipped: 0 }, 'Upload successful', '4 blog posts added to the database'],
    ['publish', { added: 1, updated: 0, skipped: 0 }, 'Publishing successful', '1 blog post published to the database'],
    ['upload', { added: 1, updated: 0, skipped: 0 }, 'Upload successful', '1 blog post added to the database'],
    [
      'publish',
      { added: 1, updated: 2, skipped: 1 },
      'Publishing successful',
      '1 blog post published to the database, 2 updated, 1 skipped',
    ],
    ['upload', { added: 0, updated: 0, skipped: 3 }, 'Upload successful', '0 blog posts added to the database, 3 skipped'],
  ] as const)('success of %s: %o', (call, counts, title, description) => {
    expect(publishedToast(call, { ...counts, success: counts.added + counts.updated, failed: 0, blogs: [] })).toEqual({
      title,
      description,
    });
  });

  it.each([
    [['new', 'unchanged', 'changed', 'new'], '2 new, 1 unchanged, 1 changed'],
    [['changed'], '1 changed'],
  ] as const)('statusSummary of %o', (statuses, text) => {
    expect(statusSummary(statuses.map((status) => ({ status })))).toBe(text);
  });

  it.each([
    [{ name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, true],
    [{ name: 'a.doc', type: 'application/msword' }, true],
    [{ name: 'a.doc', type: '' }, true],
    [{ name: 'A.DOCX', type: 'application/octet-stream' }, true],
    [{ name: 'a.pdf', type: 'application/pdf' }, false],
    [{ name: 'a.docx.pdf', type: 'application/pdf' }, false],
    [{ name: 'a.docx', type: 'application/pdf' }, false],
    [{ name: 'docx', type: '' }, false],
  ])('isWordFile(%o) is %s', (input, expected) => {
    expect(isWordFile(input)).toBe(expected);
  });
});
