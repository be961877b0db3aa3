import { useEffect, useRef, useState, type DragEvent } from 'react';
import { readableFileSize } from '../../utils/file-size';
import { CV_ACCEPT, checkCvFile } from '../../schemas/application';
import { toast } from '../../lib/toast';
import { SINGLE_REQUEST_MAX_BYTES } from '../../config/upload-limits';
import { buttonVariants } from '../ui/button';
import { APPLICATION_LABELS, CV_MESSAGES, CV_PICKER_TEXT } from '../../texts/forms';

/** Without JavaScript a CV goes in the form's own request, which the platform caps (src/config/upload-limits.ts). */
const NO_SCRIPT_MAX_MB = SINGLE_REQUEST_MAX_BYTES / (1024 * 1024);

interface CvPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}

/** The CV chooser: click or drop a file; the chosen file is shown with a remove button. */
export function CvPicker({ file, onChange, error, disabled }: CvPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // A file chosen on the server's form before this island hydrated is taken, not emptied away below.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) accept(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // No file (removed, or the form was sent and reset): empty the input too, so choosing the same file again is a change.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const accept = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkCvFile(chosen);
    if (problem === 'invalidType' || problem === 'tooLarge') {
      toast({ ...CV_MESSAGES[problem], variant: 'destructive' });
      if (input.current) input.current.value = '';
      return;
    }
    onChange(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files[0]);
  };
  const remove = () => {
    onChange(null);
    input.current?.focus();
  };

  return (
    <div>
      <span id="cv-label" className="block text-sm font-medium text-slate-800">
        {APPLICATION_LABELS.cv}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <div
        data-testid="cv-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        // The file input is visually hidden, so the zone around it shows where keyboard focus is.
        className={`mt-1 rounded-lg border-2 border-dashed p-5 text-center transition-colors has-[#cv:focus-visible]:ring-2 has-[#cv:focus-visible]:ring-indigo-700 has-[#cv:focus-visible]:ring-offset-2 ${
          dragging ? 'border-indigo-700 bg-indigo-50' : error ? 'border-red-700 bg-white' : 'border-slate-400 bg-white'
        }`}
      >
        {file ? (
          <div className="flex items-center justify-between gap-3 text-left">
            <p className="min-w-0 text-sm text-slate-800">
              <span className="block truncate font-medium" data-testid="cv-file-name">
                {file.name}
              </span>
              <span className="text-slate-600">{readableFileSize(file.size)}</span>
            </p>
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              {CV_PICKER_TEXT.remove}
              <span className="sr-only"> {file.name}</span>
            </button>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-700">{CV_PICKER_TEXT.dropHere}</p>
            <label id="cv-choose" htmlFor="cv" className={buttonVariants({ size: 'sm', className: 'mt-2 inline-block cursor-pointer' })}>
              {CV_PICKER_TEXT.choose}
            </label>
            <p className="mt-2 text-xs text-slate-600">{CV_PICKER_TEXT.accepted}</p>
            <noscript>
              <p className="mt-1 text-xs text-slate-600">{CV_PICKER_TEXT.noScriptMax(NO_SCRIPT_MAX_MB)}</p>
            </noscript>
          </>
        )}
        <input
          ref={input}
          id="cv"
          name="cv"
          type="file"
          accept={CV_ACCEPT}
          required
          className="peer sr-only"
          // Named by the field's label and by the words drawn as its button while they show (WCAG 2.5.3).
          aria-labelledby={file ? 'cv-label' : 'cv-label cv-choose'}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'cv-error' : undefined}
          disabled={disabled}
          onChange={(e) => accept(e.target.files?.[0])}
        />
        {/* Without JavaScript nothing above shows the chosen file; CSS alone can say that one is chosen. */}
        {!file && <p className="mt-2 hidden text-sm font-medium text-slate-800 peer-valid:block">{CV_PICKER_TEXT.chosen}</p>}
      </div>
      {error && (
        <p id="cv-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
