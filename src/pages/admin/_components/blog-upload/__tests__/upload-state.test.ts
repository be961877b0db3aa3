import { describe, expect, it } from 'vitest';
import { failureToast, initialUploadState, isBusy, isWordFile, successToast, uploadReducer, type UploadAction, type UploadState } from '../upload-state';

const file = { name: 'posts.docx', size: 2_500_000 };
const preview = { blogs: [{ id: 'preview-1', title: 'A post title', category: 'General', estimatedSlug: 'a-post-title', excerpt: '', content: '<p>x</p>' }], notes: [] };
const result = { success: 1, failed: 0, blogs: ["✓ 'A post title' published at /blog/a-post-title"] };
const run = (...actions: UploadAction[]) => actions.reduce(uploadReducer, initialUploadState);

describe('the upload flow (spec 4)', () => {
  it('climbs 10 per tick while processing, stops at 90, and jumps to 100 on the answer', () => {
    let state = run({ type: 'select', file }, { type: 'start' });
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      state = uploadReducer(state, { type: 'tick' });
      seen.push(state.progress);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
    expect(uploadReducer(state, { type: 'previewed', preview }).progress).toBe(100);
  });

  it('ticks do nothing outside processing', () => {
    expect(run({ type: 'select', file }, { type: 'tick' }).progress).toBe(0);
  });

  it.each<[string, UploadAction[], Partial<UploadState>]>([
    ['preview', [{ type: 'select', file }, { type: 'start' }, { type: 'previewed', preview }], { phase: 'preview', preview }],
    ['Publish All leads to the result', [{ type: 'select', file }, { type: 'start' }, { type: 'previewed', preview }, { type: 'publish' }, { type: 'finished', result }], { phase: 'result', result, preview: null }],
    ['direct upload leads to the result', [{ type: 'select', file }, { type: 'start' }, { type: 'finished', result }], { phase: 'result', result }],
    ['a new file clears the preview', [{ type: 'select', file }, { type: 'start' }, { type: 'previewed', preview }, { type: 'select', file: { name: 'b.doc', size: 1 } }], { phase: 'idle', preview: null, file: { name: 'b.doc', size: 1 } }],
    ['a new file clears the result', [{ type: 'select', file }, { type: 'start' }, { type: 'finished', result }, { type: 'select', file }], { phase: 'idle', result: null }],
    ['a failed preview keeps the file', [{ type: 'select', file }, { type: 'start' }, { type: 'failed' }], { phase: 'idle', file, progress: 0 }],
    ['a failed publish keeps the preview', [{ type: 'select', file }, { type: 'start' }, { type: 'previewed', preview }, { type: 'publish' }, { type: 'failed' }], { phase: 'preview', preview }],
  ])('%s', (_name, actions, expected) => {
    expect(run(...actions)).toMatchObject(expected);
  });

  it.each(['Cancel (from the preview)', 'Clear', 'Upload Another Document (from the result)'])('%s resets everything, the file input too', () => {
    const before = run({ type: 'select', file }, { type: 'start' }, { type: 'previewed', preview });
    const after = uploadReducer(before, { type: 'reset' });
    expect(after).toEqual({ ...initialUploadState, inputKey: before.inputKey + 1 });
  });

  it('is busy while processing and publishing only', () => {
    expect(isBusy(run({ type: 'select', file }, { type: 'start' }))).toBe(true);
    expect(isBusy(run({ type: 'select', file }, { type: 'start' }, { type: 'previewed', preview }, { type: 'publish' }))).toBe(true);
    expect(isBusy(run({ type: 'select', file }))).toBe(false);
  });
});

describe('messages (spec 8)', () => {
  it.each([
    ['no page breaks', 'preview', 'No page breaks detected: this document has 2 titles', 'Document Format Required'],
    ['a server message', 'upload', 'Please select a Word document (.docx or .doc)', 'Upload failed'],
    ['an empty server message', 'publish', '', 'Publishing failed'],
  ] as const)('%s', (_name, call, message, title) => {
    const toast = failureToast(call, message);
    expect(toast.title).toBe(title);
    if (title === 'Document Format Required') expect(toast.description).toMatch(/page break.*heading style.*bold/);
    else expect(toast.description).toBe(message || title);
  });

  it.each([
    ['preview', 'Failed to preview document'],
    ['upload', 'Failed to process document'],
    ['publish', 'Failed to publish blogs'],
  ] as const)('a network failure of %s', (call, description) => {
    expect(failureToast(call, undefined).description).toBe(description);
  });

  it.each([
    ['preview', 3, 'Preview ready', 'Found 3 blog posts. Review them before publishing.'],
    ['publish', 2, 'Publishing successful', '2 blog posts published to the database'],
    ['upload', 4, 'Upload successful', '4 blog posts added to the database'],
  ] as const)('success of %s', (call, n, title, description) => {
    expect(successToast(call, n)).toEqual({ title, description });
  });

  it.each([
    [{ name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, true],
    [{ name: 'a.doc', type: 'application/msword' }, true],
    [{ name: 'a.doc', type: '' }, true],
    [{ name: 'a.pdf', type: 'application/pdf' }, false],
    [{ name: 'a.docx.pdf', type: 'application/pdf' }, false],
  ])('isWordFile(%o) is %s', (input, expected) => {
    expect(isWordFile(input)).toBe(expected);
  });
});
