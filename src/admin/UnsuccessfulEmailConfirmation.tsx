import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { dashboardButton } from '../components/ui/button';
import { EMAIL_CONFIRMATION_TEXT, LIST_TEXT } from '../texts/admin';
import type { UnsuccessfulEmailPreview } from './admin-api';
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
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-transparent bg-white p-6 shadow-xl"
          data-testid="unsuccessful-confirmation"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {data ? intro(data) : error ? `${T.loadFailed}${error}` : T.loading}
          </AlertDialog.Description>
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
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={dashboardButton.secondary}>{LIST_TEXT.cancel}</AlertDialog.Cancel>
            {children}
            <button type="button" className={dashboardButton.primary} disabled={busy || !data} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
