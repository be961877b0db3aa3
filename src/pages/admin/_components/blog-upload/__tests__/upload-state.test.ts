import { describe, expect, it } from 'vitest';
import { NO_PAGE_BREAKS_CODE } from '../../../../../schemas/word-upload';
import { failureToast, initialUploadState, isBusy, isWordFile, showsProgress, successToast, uploadReducer, type Phase, type UploadAction, type UploadState } from '../upload-state';

const file = { name: 'posts.docx', size: 2_500_000 };
const preview = { blogs: [{ id: 'preview-1', title: 'A post title', category: 'General', estimatedSlug: 'a-post-title', excerpt: '', content: '<p>x</p>' }], notes: [] };
const result = { success: 1, failed: 0, blogs: ["✓ 'A post title' published at /blog/a-post-title"] };
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
    ['Publish All leads to the result', [select, start(1), previewed(1), publish(2), finished(2)], { phase: 'result', result, preview: null }],
    ['direct upload leads to the result', [select, start(1), finished(1)], { phase: 'result', result }],
    ['a new file clears the preview', [select, start(1), previewed(1), { type: 'select', file: { name: 'b.doc', size: 1 } }], { phase: 'idle', preview: null, file: { name: 'b.doc', size: 1 } }],
    ['a new file clears the result', [select, start(1), finished(1), select], { phase: 'idle', result: null }],
    ['a failed preview keeps the file', [select, start(1), failed(1)], { phase: 'idle', file, progress: 0 }],
    ['a failed publish keeps the preview', [select, start(1), previewed(1), publish(2), failed(2)], { phase: 'preview', preview }],
    // Processing again takes the earlier preview's Publish All and Cancel (and the result's button) off the page.
    ['Preview Blogs or Upload & Publish Directly after a preview clears the preview', [select, start(1), previewed(1), start(2)], { phase: 'processing', progress: 0, preview: null }],
    ['processing again after a result clears the result', [select, start(1), finished(1), start(2)], { phase: 'processing', preview: null, result: null }],
  ])('%s', (_name, actions, expected) => {
    expect(run(...actions)).toMatchObject(expected);
  });

  it.each(['Cancel (from the preview)', 'Clear', 'Upload Another Document (from the result)'])('%s resets everything, the file input too', () => {
    const before = run(select, start(1), previewed(1));
    const after = uploadReducer(before, { type: 'reset' });
    expect(after).toEqual({ ...initialUploadState, inputKey: before.inputKey + 1 });
  });

  it.each<[string, UploadAction[], UploadAction]>([
    ['a preview after a reset', [select, start(1), { type: 'reset' }], previewed(1)],
    ['a result after a reset', [select, start(1), { type: 'reset' }], finished(1)],
    ['a failure after a reset', [select, start(1), { type: 'reset' }], failed(1)],
    ['a publish result after a reset', [select, start(1), previewed(1), publish(2), { type: 'reset' }], finished(2)],
    ['a preview after a new file was chosen', [select, start(1), { type: 'select', file: { name: 'b.doc', size: 1 } }], previewed(1)],
    ['an older request\'s result while a newer one runs', [select, start(1), { type: 'reset' }, select, start(2)], finished(1)],
    ['an older request\'s failure while a newer one runs', [select, start(1), { type: 'reset' }, select, start(2)], failed(1)],
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
    ['no page breaks (by its code)', 'preview', { message: 'No page breaks detected: this document has 2 titles', code: NO_PAGE_BREAKS_CODE }, 'Document Format Required'],
    ['a message that only quotes it, without the code', 'preview', { message: 'No blog posts could be imported. No page breaks detected' }, 'Preview failed'],
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
    ['preview', 3, 'Preview ready', 'Found 3 blog posts. Review them before publishing.'],
    ['publish', 2, 'Publishing successful', '2 blog posts published to the database'],
    ['upload', 4, 'Upload successful', '4 blog posts added to the database'],
    ['preview', 1, 'Preview ready', 'Found 1 blog post. Review it before publishing.'],
    ['publish', 1, 'Publishing successful', '1 blog post published to the database'],
    ['upload', 1, 'Upload successful', '1 blog post added to the database'],
  ] as const)('success of %s', (call, n, title, description) => {
    expect(successToast(call, n)).toEqual({ title, description });
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
