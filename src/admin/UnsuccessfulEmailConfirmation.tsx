import type { ReactNode } from 'react';
import { EMAIL_CONFIRMATION_TEXT } from '../texts/admin';
import type { UnsuccessfulEmailPreview } from './admin-api';
import { ConfirmSend } from './ConfirmSend';
import { useResource } from './use-resource';

/**
 * The confirmation before a candidate's kind "not taken forward" email (an application marked Unsuccessful,
 * an introduction the employer said "not for us" to): the email exactly as the server renders it, loaded
 * by `load` (sends nothing), who it goes to and its grace period (`intro`), and the choices. Cancel and
 * Escape leave everything as it was; `children` are further choices shown before the confirming one.
 */
export function UnsuccessfulEmailConfirmation({
  title,
  load,
  loadKey,
  intro,
  busy,
  confirmLabel,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  load: () => Promise<UnsuccessfulEmailPreview>;
  /** What the email is of (the record's id): it loads again when this changes. */
  loadKey: number;
  intro: (preview: UnsuccessfulEmailPreview) => string;
  busy: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const T = EMAIL_CONFIRMATION_TEXT;
  const { data, error } = useResource(load, [loadKey]);
  return (
    <ConfirmSend
      title={title}
      says={data ? intro(data) : error ? `${T.loadFailed}${error}` : T.loading}
      confirmLabel={confirmLabel}
      busy={busy || !data}
      onConfirm={onConfirm}
      onCancel={onCancel}
      actions={children}
      testId="unsuccessful-confirmation"
    >
      {data && (
        <section
          aria-label={T.emailLabel}
          className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900"
          data-testid="unsuccessful-email"
        >
          <p className="wrap-anywhere">
            <span className="font-semibold">{T.subject}:</span> {data.subject}
          </p>
          <p className="mt-2 whitespace-pre-line wrap-anywhere">{data.text}</p>
        </section>
      )}
    </ConfirmSend>
  );
}
