import {
  PROGRESS_CAP,
  PROGRESS_STEP,
  WORD_TYPES,
  WORD_UPLOAD_MESSAGES,
  type BlogPreview,
  type PublishDetails,
} from '../../../../schemas/word-upload';

/**
 * The Blog upload flow (spec 4) as a pure reducer: no file → file selected → processing (progress +10
 * per tick up to 90, 100 on the answer) → preview or result; Publish All from the preview → result.
 * Cancel, Clear and Upload Another Document reset everything (the file input too: its key changes); a new
 * file clears an earlier preview and result. A failure goes back to the chosen file.
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
}

export type UploadAction =
  | { type: 'select'; file: ChosenFile }
  | { type: 'start' }
  | { type: 'tick' }
  | { type: 'previewed'; preview: BlogPreview }
  | { type: 'publish' }
  | { type: 'finished'; result: PublishDetails }
  | { type: 'failed' }
  | { type: 'reset' };

export const initialUploadState: UploadState = { file: null, phase: 'idle', progress: 0, preview: null, result: null, inputKey: 0 };

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'select':
      return { ...state, file: action.file, phase: 'idle', progress: 0, preview: null, result: null };
    case 'start':
      return { ...state, phase: 'processing', progress: 0 };
    case 'tick':
      return state.phase === 'processing' ? { ...state, progress: Math.min(state.progress + PROGRESS_STEP, PROGRESS_CAP) } : state;
    case 'previewed':
      return { ...state, phase: 'preview', progress: 100, preview: action.preview };
    case 'publish':
      return { ...state, phase: 'publishing' };
    case 'finished':
      return { ...state, phase: 'result', progress: 100, preview: null, result: action.result };
    case 'failed':
      // From a failed publish the preview stays, so Publish All can be tried again.
      return { ...state, phase: state.phase === 'publishing' ? 'preview' : 'idle', progress: 0 };
    case 'reset':
      return { ...initialUploadState, inputKey: state.inputKey + 1 };
  }
}

/** Whether the file input and the buttons are disabled (spec 4: while processing; Publish All while publishing). */
export const isBusy = (state: UploadState) => state.phase === 'processing' || state.phase === 'publishing';

/** A chosen file is taken when its declared type or its extension is Word's; the server checks the bytes. */
export function isWordFile(file: { name: string; type: string }): boolean {
  return file.type in WORD_TYPES || (/\.docx?$/i.test(file.name) && (file.type === '' || file.type === 'application/octet-stream'));
}

export type UploadCall = 'preview' | 'upload' | 'publish';

/**
 * The failure notification (spec 8): 'Document Format Required' when the server says there are no page
 * breaks; otherwise the server's message (non-OK answers) or the call's own text.
 */
export function failureToast(call: UploadCall, serverMessage: string | undefined): { title: string; description: string } {
  if (serverMessage?.includes(WORD_UPLOAD_MESSAGES.noPageBreaks)) return { ...WORD_UPLOAD_MESSAGES.formatRequired };
  if (serverMessage !== undefined) return { title: WORD_UPLOAD_MESSAGES.nonOk[call], description: serverMessage || WORD_UPLOAD_MESSAGES.nonOk[call] };
  return { title: WORD_UPLOAD_MESSAGES.nonOk[call], description: WORD_UPLOAD_MESSAGES.failure[call] };
}

/** The success notification (spec 8). */
export function successToast(call: UploadCall, count: number): { title: string; description: string } {
  if (call === 'preview') return { title: 'Preview ready', description: `Found ${count} blog posts. Review them before publishing.` };
  if (call === 'publish') return { title: 'Publishing successful', description: `${count} blog posts published to the database` };
  return { title: 'Upload successful', description: `${count} blog posts added to the database` };
}
