import { AlertTriangle, CheckCircle2, MinusCircle, XCircle } from 'lucide-react';
import { useEffect, useReducer, useRef } from 'react';
import { apiFetch, apiJson, ApiError, serverCode, serverMessage } from '../../lib/api-client';
import { needsStaging, stageUpload } from '../../lib/staged-upload';
import {
  DOCUMENT_FIELD,
  DOCUMENT_UPLOAD_PURPOSE,
  POSTS_PER_DOCUMENT_GUIDANCE,
  PREVIEW_CONTENT_CHARACTERS,
  PROGRESS_INTERVAL_MS,
  RESULT_MARK,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  WORD_ACCEPT,
  WORD_UPLOAD_MESSAGES,
  resultLineText,
  type BlogPreview,
  type ExistingPostChoice,
  type ImportStatus,
  type PublishDetails,
} from '../../schemas/word-upload';
import { toast } from '../../lib/toast';
import { htmlText } from '../../utils/html-text';
import { truncate } from '../../utils/truncate';
import { readableFileSize } from '../../utils/file-size';
import { countOf } from '../../utils/plural';
import type { AdminPageProps } from '../admin-pages';
import { badgeVariants } from '../../components/ui/badge';
import { dashboardButton } from '../../components/ui/button';
import { cardVariants } from '../../components/ui/card';
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
  type UploadCall,
} from './upload-state';
import { ADMIN_PAGE_TEXT, DASHBOARD_TEXT, LIST_TEXT, WORD_UPLOAD_PAGE_TEXT } from '../../texts/admin';

/** Sends the document: whole, or staged in parts when it is too large for one request (src/uploads). */
async function sendDocument<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  if (needsStaging(file)) form.append('uploadId', await stageUpload(file, DOCUMENT_UPLOAD_PURPOSE));
  else form.append(DOCUMENT_FIELD, file);
  return (await apiFetch(path, { method: 'POST', body: form })).json() as Promise<T>;
}

/** The start of a post's text, its paragraphs, headings and list items kept apart. */
const preview300 = (html: string) => truncate(htmlText(html), PREVIEW_CONTENT_CHARACTERS);

/** How a result line is shown: its mark (the first two characters, dropped from the text) as an icon. */
function lineLook(line: string) {
  if (line.startsWith(RESULT_MARK.success))
    return { Icon: CheckCircle2, label: WORD_UPLOAD_PAGE_TEXT.lines.success, className: 'text-green-800' };
  if (line.startsWith(RESULT_MARK.warning))
    return { Icon: AlertTriangle, label: WORD_UPLOAD_PAGE_TEXT.lines.warning, className: 'text-amber-900' };
  if (line.startsWith(RESULT_MARK.skipped))
    return { Icon: MinusCircle, label: WORD_UPLOAD_PAGE_TEXT.lines.skipped, className: 'text-slate-700' };
  return { Icon: XCircle, label: WORD_UPLOAD_PAGE_TEXT.lines.failed, className: 'text-red-800' };
}

/** How the preview shows each post against the posts already on the site (matched by title). */
const STATUS_LOOK: Record<ImportStatus, { badge: string; className: string; text: string }> = {
  new: { ...WORD_UPLOAD_PAGE_TEXT.statuses.new, className: badgeVariants({ tone: 'green' }) },
  unchanged: { ...WORD_UPLOAD_PAGE_TEXT.statuses.unchanged, className: badgeVariants({ tone: 'grey' }) },
  changed: { ...WORD_UPLOAD_PAGE_TEXT.statuses.changed, className: badgeVariants({ tone: 'amber' }) },
};

const EXISTING_POST_CHOICE_LABELS: Record<ExistingPostChoice, string> = WORD_UPLOAD_PAGE_TEXT.existingChoices;

/** /admin/blog-upload: import posts from a Word document (spec 2, 4, 5, 8). */
export function BlogUploadPage({ user, onLogout, onSessionEnded }: AdminPageProps) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const fileRef = useRef<File | null>(null);
  const lastRequest = useRef(0);
  const busy = isBusy(state);

  /** The failure toast; a 401 (the session ended) also brings back the sign-in form, the page kept behind it. */
  const notifyFailure = (call: UploadCall, error: unknown) => {
    const refusal = error instanceof ApiError ? { message: serverMessage(error, ''), code: serverCode(error) } : undefined;
    toast({ ...failureToast(call, refusal), variant: 'destructive' });
    if (error instanceof ApiError && error.status === 401) onSessionEnded();
  };

  useEffect(() => {
    if (state.phase !== 'processing') return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.phase]);

  const reset = () => {
    fileRef.current = null;
    dispatch({ type: 'reset' });
  };

  const process = async (call: 'preview' | 'upload') => {
    const file = fileRef.current;
    if (!file) {
      toast({ title: WORD_UPLOAD_MESSAGES.noFile, variant: 'destructive' });
      return;
    }
    const request = ++lastRequest.current;
    dispatch({ type: 'start', request });
    try {
      if (call === 'preview') {
        const preview = await sendDocument<BlogPreview>('/api/admin/preview-blogs', file);
        dispatch({ type: 'previewed', request, preview });
        toast(previewToast(preview.blogs.length));
      } else {
        const { details } = await sendDocument<{ details: PublishDetails }>('/api/admin/upload-blogs', file);
        dispatch({ type: 'finished', request, result: details });
        toast(publishedToast('upload', details));
      }
    } catch (error) {
      dispatch({ type: 'failed', request });
      notifyFailure(call, error);
    }
  };

  const publishAll = async () => {
    if (!state.preview?.blogs.length) {
      toast({ title: WORD_UPLOAD_MESSAGES.noBlogs, variant: 'destructive' });
      return;
    }
    const request = ++lastRequest.current;
    dispatch({ type: 'publish', request });
    try {
      const { details } = await apiJson<{ details: PublishDetails }>('/api/admin/publish-previewed-blogs', 'POST', {
        blogs: state.preview.blogs,
        notes: state.preview.notes,
      });
      dispatch({ type: 'finished', request, result: details });
      toast(publishedToast('publish', details));
    } catch (error) {
      dispatch({ type: 'failed', request });
      notifyFailure('publish', error);
    }
  };

  if (!user.isAdmin) {
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {ADMIN_PAGE_TEXT.notAdmin}
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{WORD_UPLOAD_PAGE_TEXT.heading}</h1>
          <p className="text-sm text-slate-600">{WORD_UPLOAD_PAGE_TEXT.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="/admin#blog" className={dashboardButton.secondary}>
            {ADMIN_PAGE_TEXT.backToDashboard}
          </a>
          <button type="button" className={dashboardButton.secondary} onClick={() => void onLogout()}>
            {DASHBOARD_TEXT.logOut}
          </button>
        </div>
      </header>

      <section className={cardVariants()} aria-labelledby="upload-heading">
        <h2 id="upload-heading" className="text-xl font-semibold text-slate-900">
          {WORD_UPLOAD_PAGE_TEXT.uploadHeading}
        </h2>
        <div className="mt-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
          <p className="font-semibold">Formatting tips</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>Separate posts with page breaks (Insert &gt; Page Break, or Ctrl+Enter)</li>
            <li>Give each title a heading style (Heading 1) or make it bold</li>
            <li>
              Keep titles between {TITLE_MIN_LENGTH} and {TITLE_MAX_LENGTH} characters
            </li>
            <li>Put {POSTS_PER_DOCUMENT_GUIDANCE} or fewer posts in one document</li>
          </ul>
        </div>
        <label htmlFor="word-document" className="mt-4 block text-sm font-semibold text-slate-900">
          {WORD_UPLOAD_PAGE_TEXT.fileLabel}
        </label>
        <input
          key={state.inputKey}
          id="word-document"
          type="file"
          accept={WORD_ACCEPT}
          disabled={busy}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-transparent file:bg-indigo-700 file:px-3 file:py-2 file:font-semibold file:text-white"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            if (!isWordFile(file)) {
              toast({ ...WORD_UPLOAD_MESSAGES.invalidType, variant: 'destructive' });
              // A new choice clears what came before (spec 4), a refused one included: no file stays chosen.
              reset();
              return;
            }
            fileRef.current = file;
            dispatch({ type: 'select', file: { name: file.name, size: file.size } });
          }}
        />
        {state.file && (
          <p className="mt-2 text-sm text-slate-800">
            {WORD_UPLOAD_PAGE_TEXT.selected} <span className="font-medium">{state.file.name}</span> ({readableFileSize(state.file.size)})
          </p>
        )}
        {showsProgress(state) && (
          <div className="mt-4">
            <div
              role="progressbar"
              aria-label={WORD_UPLOAD_PAGE_TEXT.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.progress}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full bg-indigo-700 transition-[width] forced-colors:bg-[Highlight]"
                style={{ width: `${state.progress}%` }}
              />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {state.phase === 'processing' ? WORD_UPLOAD_PAGE_TEXT.processing : WORD_UPLOAD_PAGE_TEXT.processed} {state.progress}%
            </p>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={dashboardButton.primary} disabled={busy} onClick={() => void process('preview')}>
            {WORD_UPLOAD_PAGE_TEXT.preview}
          </button>
          <button type="button" className={dashboardButton.secondary} disabled={busy} onClick={() => void process('upload')}>
            {WORD_UPLOAD_PAGE_TEXT.uploadDirectly}
          </button>
          <button type="button" className={dashboardButton.secondary} disabled={busy} onClick={reset}>
            {WORD_UPLOAD_PAGE_TEXT.clear}
          </button>
        </div>
      </section>

      {state.preview && (
        <section className={cardVariants()} aria-labelledby="preview-heading">
          <h2 id="preview-heading" className="text-xl font-semibold text-slate-900">
            Preview: {countOf(state.preview.blogs.length, 'blog post')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{statusSummary(state.preview.blogs)}</p>
          {state.preview.notes.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm" aria-label={WORD_UPLOAD_PAGE_TEXT.notes}>
              {state.preview.notes.map((line, i) => (
                <li key={i} className={line.startsWith(RESULT_MARK.warning) ? 'text-amber-900' : 'text-red-800'}>
                  {line}
                </li>
              ))}
            </ul>
          )}
          <ol className="mt-4 space-y-4">
            {state.preview.blogs.map((blog) => (
              <li key={blog.id} className="rounded-lg border border-slate-200 p-4">
                <h3 className="text-lg font-semibold text-slate-900">{blog.title}</h3>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span className={STATUS_LOOK[blog.status].className}>{STATUS_LOOK[blog.status].badge}</span>
                  <span className={badgeVariants({ tone: 'indigo' })}>{blog.category}</span>
                  <span>
                    {WORD_UPLOAD_PAGE_TEXT.slug} <code>/blog/{blog.estimatedSlug}</code>
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">{STATUS_LOOK[blog.status].text}</p>
                {blog.status === 'changed' && (
                  <fieldset className="mt-2 space-y-1">
                    <legend className="text-sm font-semibold text-slate-900">
                      {WORD_UPLOAD_PAGE_TEXT.existingQuestion} /blog/{blog.estimatedSlug}
                    </legend>
                    {(Object.keys(EXISTING_POST_CHOICE_LABELS) as ExistingPostChoice[]).map((choice) => (
                      <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
                        <input
                          type="radio"
                          name={`existing-${blog.id}`}
                          value={choice}
                          checked={blog.onExisting === choice}
                          disabled={busy}
                          onChange={() => dispatch({ type: 'choose', id: blog.id, choice })}
                        />
                        {EXISTING_POST_CHOICE_LABELS[choice]}
                      </label>
                    ))}
                  </fieldset>
                )}
                <p className="mt-2 text-sm text-slate-800">
                  <span className="font-semibold">{WORD_UPLOAD_PAGE_TEXT.excerpt}</span> {blog.excerpt}
                </p>
                <p className="mt-2 text-sm text-slate-600">
                  <span className="font-semibold">{WORD_UPLOAD_PAGE_TEXT.content}</span> {preview300(blog.content)}
                </p>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex gap-3">
            <button type="button" className={dashboardButton.primary} disabled={busy} onClick={() => void publishAll()}>
              {state.phase === 'publishing' ? WORD_UPLOAD_PAGE_TEXT.publishing : WORD_UPLOAD_PAGE_TEXT.publishAll}
            </button>
            <button type="button" className={dashboardButton.secondary} disabled={busy} onClick={reset}>
              {LIST_TEXT.cancel}
            </button>
          </div>
        </section>
      )}

      {state.result && (
        <section className={cardVariants()} aria-labelledby="upload-result-heading">
          <h2 id="upload-result-heading" className="text-xl font-semibold text-slate-900">
            {WORD_UPLOAD_PAGE_TEXT.complete}
          </h2>
          <p className="mt-2 flex gap-3">
            <span className={badgeVariants({ tone: 'green' })}>{WORD_UPLOAD_PAGE_TEXT.successful(state.result.success)}</span>
            {state.result.skipped > 0 && (
              <span className={badgeVariants({ tone: 'grey' })}>{WORD_UPLOAD_PAGE_TEXT.skipped(state.result.skipped)}</span>
            )}
            <span
              className={
                state.result.failed
                  ? 'inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900'
                  : badgeVariants({ tone: 'grey' })
              }
            >
              {WORD_UPLOAD_PAGE_TEXT.failed(state.result.failed)}
            </span>
          </p>
          <ul className="mt-4 space-y-1" aria-label={WORD_UPLOAD_PAGE_TEXT.results}>
            {state.result.blogs.map((line, i) => {
              const { Icon, label, className } = lineLook(line);
              return (
                <li key={i} className={`flex items-start gap-2 ${className}`}>
                  <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>
                    <span className="sr-only">{label}: </span>
                    {resultLineText(line)}
                  </span>
                </li>
              );
            })}
          </ul>
          <button type="button" className={`${dashboardButton.primary} mt-4`} onClick={reset}>
            {WORD_UPLOAD_PAGE_TEXT.another}
          </button>
        </section>
      )}

      <section className={cardVariants()} aria-labelledby="guidelines-heading">
        <h2 id="guidelines-heading" className="text-lg font-semibold text-slate-900">
          {WORD_UPLOAD_PAGE_TEXT.guidelines}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>
            Each post starts with its title: a heading style or a wholly bold line of {TITLE_MIN_LENGTH}-{TITLE_MAX_LENGTH} characters
          </li>
          <li>Posts are separated by page breaks; {POSTS_PER_DOCUMENT_GUIDANCE} or fewer per document is best</li>
          <li>Lists, links, tables, bold and italics are kept; images are left out</li>
          <li>
            The excerpt comes from each post's first paragraph, the category from its keywords, and links to our pages and professional
            bodies are added
          </li>
          <li>Preview first to check titles, categories and slugs; Upload &amp; Publish Directly publishes at once</li>
          <li>
            A post whose title is already on the site is skipped when it is unchanged; when it has changed, the preview offers to update the
            existing post (Upload &amp; Publish Directly leaves it as it is)
          </li>
        </ul>
      </section>
    </div>
  );
}
