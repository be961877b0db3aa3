import { useEffect, useId, useRef } from 'react';
import { Button } from '../ui/button';
import { CONFIRMATION_TEXT } from '../../texts/forms';

/**
 * What replaces a form once it is sent (docs/decisions/forms-and-uploads.md): thanks, the short reference, what happens
 * next and when, and 'Send another'. Focus moves to it, so a screen reader reads it and the keyboard starts
 * there.
 */
export function Confirmation({
  kind,
  reference,
  onAnother,
}: {
  kind: 'application' | 'enquiry';
  reference?: string;
  onAnother: () => void;
}) {
  const text = CONFIRMATION_TEXT[kind];
  const panel = useRef<HTMLDivElement>(null);
  const heading = useId();
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-labelledby={heading}
      data-testid="form-confirmation"
      className="space-y-4 rounded-xl border border-green-300 bg-green-50 p-6 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
    >
      <h3 id={heading} className="text-xl font-semibold text-green-900">
        {text.heading}
      </h3>
      {reference && (
        <p className="text-slate-800">
          {CONFIRMATION_TEXT.reference}: <strong data-testid="confirmation-reference">{reference}</strong>.{' '}
          {CONFIRMATION_TEXT.referenceHint}
        </p>
      )}
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {text.next.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button type="button" variant="outline" onClick={onAnother}>
        {text.another}
      </Button>
    </div>
  );
}
