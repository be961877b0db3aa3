import { useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { dashboardButton } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { LIST_TEXT } from '../texts/admin';
import { useAdminAction } from './session';

/**
 * The question before a write that emails a candidate or an employer: what goes to whom (`says`), then
 * Cancel (or Escape), which sends nothing, or the confirming button. `children` show below what it says
 * (the email itself), `actions` are further choices before the confirming one.
 */
export function ConfirmSend({
  title,
  says,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  children,
  actions,
  testId,
}: {
  title: string;
  says: string;
  confirmLabel: string;
  /** True while the write runs, or while what it would send is not yet shown. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-transparent bg-white p-6 shadow-xl"
          data-testid={testId}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{says}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={dashboardButton.secondary}>{LIST_TEXT.cancel}</AlertDialog.Cancel>
            {actions}
            <button type="button" className={dashboardButton.primary} disabled={busy} onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * A button whose write emails someone: it asks first (ConfirmSend), then runs `write` as an admin action
 * (its toasts, a stale record reloaded), and calls `onDone` once it is done.
 */
export function ConfirmedButton({
  text,
  label,
  title,
  says,
  confirmLabel,
  write,
  toast,
  onDone,
}: {
  text: string;
  label: string;
  title: string;
  says: string;
  confirmLabel: string;
  write: () => Promise<unknown>;
  toast: { success: string; description: string; failure: string };
  onDone: () => void;
}) {
  const run = useAdminAction();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await run(write, { ...toast, onStale: onDone });
    setBusy(false);
    setAsking(false);
    if (done) onDone();
  };
  return (
    <>
      <button type="button" className={dashboardButton.secondary} aria-label={label} onClick={() => setAsking(true)}>
        {text}
      </button>
      {asking && (
        <ConfirmSend
          title={title}
          says={says}
          confirmLabel={confirmLabel}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

/**
 * A form's submit button and, once the form is submitted (`question` set), the question before its write
 * emails someone: the form keeps what was typed while it is asked, and Cancel sends nothing.
 */
export function SubmitThenConfirm({
  label,
  className,
  busy,
  question,
  onConfirm,
  onCancel,
}: {
  label: string;
  className?: string;
  busy: boolean;
  question: { title: string; says: string; confirmLabel: string } | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <button type="submit" className={cn(dashboardButton.primary, className)} disabled={busy}>
        {label}
      </button>
      {question && <ConfirmSend {...question} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />}
    </>
  );
}
