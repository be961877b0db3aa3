import { hasAcceptedType } from '../../schemas/document-types';
import {
  NO_PAGE_BREAKS_CODE,
  PROGRESS_CAP,
  PROGRESS_STEP,
  WORD_TYPES,
  IMPORT_STATUSES,
  WORD_UPLOAD_MESSAGES,
  publishSummary,
  type BlogPreview,
  type BlogPreviewItem,
  type ExistingPostChoice,
  type PublishDetails,
} from '../../schemas/word-upload';
import { countOf } from '../../utils/plural';

/**
 * The Blog upload flow (spec 4) as a pure reducer: no file → file selected → processing (progress +10
 * per tick up to 90, 100 on the answer) → preview or result; Publish All from the preview → result.
 * A changed post of the preview is updated or skipped as the admin chooses there.
 * Cancel, Clear and Upload Another Document reset everything (the file input too: its key changes); a new
 * file, or processing it again, clears an earlier preview and result. A failure goes back to the chosen file.
 * Each request carries an id: only the answer to the running one counts.
 */
export interface ChosenFile {
  name: string;
  size: number;
}

export type Phase = 'idle' | 'processing' | 'preview' | 'publishing' | 'result';

export interface UploadState {
  file: ChosenFile | null;
  phase: Phase;
  progress: number;
  preview: BlogPreview | null;
  result: PublishDetails | null;
  /** Changes on every reset, so the file input is made anew and forgets its file. */
  inputKey: number;
  /** The running request's id; null when none runs, so an answer arriving after a reset is ignored. */
  request: number | null;
}

export type UploadAction =
  | { type: 'select'; file: ChosenFile }
  | { type: 'start'; request: number }
  | { type: 'tick' }
  | { type: 'previewed'; request: number; preview: BlogPreview }
  /** The admin's choice for a changed post of the preview (only while nothing runs). */
  | { type: 'choose'; id: string; choice: ExistingPostChoice }
  | { type: 'publish'; request: number }
  | { type: 'finished'; request: number; result: PublishDetails }
  | { type: 'failed'; request: number }
  | { type: 'reset' };

export const initialUploadState: UploadState = {
  file: null,
  phase: 'idle',
  progress: 0,
  preview: null,
  result: null,
  inputKey: 0,
  request: null,
};

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  // An answer to a request that is not the running one (sent before a reset, or answered already) changes nothing.
  if ((action.type === 'previewed' || action.type === 'finished' || action.type === 'failed') && action.request !== state.request)
    return state;
  switch (action.type) {
    case 'select':
      return { ...state, file: action.file, phase: 'idle', progress: 0, preview: null, result: null, request: null };
    case 'start':
      // The earlier preview or result goes, so none of its buttons is live while the document is processed.
      return { ...state, phase: 'processing', progress: 0, preview: null, result: null, request: action.request };
    case 'tick':
      return state.phase === 'processing' ? { ...state, progress: Math.min(state.progress + PROGRESS_STEP, PROGRESS_CAP) } : state;
    case 'previewed':
      return { ...state, phase: 'preview', progress: 100, preview: action.preview, request: null };
    case 'choose':
      if (state.phase !== 'preview' || !state.preview) return state;
      return {
        ...state,
        preview: {
          ...state.preview,
          blogs: state.preview.blogs.map((blog) =>
            blog.id === action.id && blog.status === 'changed' ? { ...blog, onExisting: action.choice } : blog,
          ),
        },
      };
    case 'publish':
      return { ...state, phase: 'publishing', request: action.request };
    case 'finished':
      return { ...state, phase: 'result', progress: 100, preview: null, result: action.result, request: null };
    case 'failed':
      // From a failed publish the preview (and its 100%) stays, so Publish All can be tried again.
      return state.phase === 'publishing'
        ? { ...state, phase: 'preview', request: null }
        : { ...state, phase: 'idle', progress: 0, request: null };
    case 'reset':
      return { ...initialUploadState, inputKey: state.inputKey + 1 };
  }
}

/** Whether the progress bar is drawn: from the start, and after the answer too (at 100, with the preview or result) so the jump to 100 is seen. */
export const showsProgress = (state: UploadState) => state.phase !== 'idle';

/** Whether the file input and every button are disabled: while a request runs (spec 4: processing, publishing). */
export const isBusy = (state: UploadState) => state.phase === 'processing' || state.phase === 'publishing';

/** A chosen file is taken when its declared type or its extension is Word's; the server checks the bytes. */
export const isWordFile = (file: { name: string; type: string }) => hasAcceptedType(file, WORD_TYPES);

export type UploadCall = 'preview' | 'upload' | 'publish';

/** What a refusing server said: its message (empty when it gave none) and its code, if any. */
export interface ServerRefusal {
  message: string;
  code?: string;
}

/**
 * The failure notification (spec 8): 'Document Format Required' when the server says there are no page
 * breaks; otherwise the server's message (non-OK answers) or the call's own text (no answer).
 */
export function failureToast(call: UploadCall, refusal: ServerRefusal | undefined): { title: string; description: string } {
  if (refusal?.code === NO_PAGE_BREAKS_CODE) return { ...WORD_UPLOAD_MESSAGES.formatRequired };
  if (refusal !== undefined)
    return { title: WORD_UPLOAD_MESSAGES.nonOk[call], description: refusal.message || WORD_UPLOAD_MESSAGES.nonOk[call] };
  return { title: WORD_UPLOAD_MESSAGES.nonOk[call], description: WORD_UPLOAD_MESSAGES.failure[call] };
}

/** The success notification of a preview (spec 8). */
export function previewToast(count: number): { title: string; description: string } {
  return {
    title: 'Preview ready',
    description: `Found ${countOf(count, 'blog post')}. Review ${count === 1 ? 'it' : 'them'} before publishing.`,
  };
}

/** The success notification of a publish (spec 8), counting what was added, updated and skipped. */
export function publishedToast(call: 'publish' | 'upload', details: PublishDetails): { title: string; description: string } {
  return call === 'publish'
    ? { title: 'Publishing successful', description: publishSummary(details, 'published') }
    : { title: 'Upload successful', description: publishSummary(details, 'added') };
}

/** How many previewed posts are new, changed and unchanged: '2 new, 1 changed' (statuses with none left out). */
export function statusSummary(blogs: readonly Pick<BlogPreviewItem, 'status'>[]): string {
  return IMPORT_STATUSES.map((status) => [status, blogs.filter((b) => b.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
}
