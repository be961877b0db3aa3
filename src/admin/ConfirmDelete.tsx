import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useAdminAction } from './session';
import { buttonVariants, dashboardButton } from '../components/ui/button';
import { CONFIRM_DELETE_TEXT, LIST_TEXT } from '../texts/admin';

interface ConfirmDeleteProps {
  /** What is deleted, as the question names it: "the job 'Sales Executive'". */
  what: string;
  /** The button's accessible name. */
  label: string;
  remove: () => Promise<unknown>;
  /** The spec's toasts: 'Job deleted successfully' / 'Failed to delete job'. */
  success: string;
  /** Said under the success toast: when the public site shows the change (src/texts/site-updates.ts). */
  description?: string;
  failure: string;
  onDeleted: () => Promise<unknown> | void;
  disabled?: boolean;
}

/**
 * A Delete button that asks first (spec 8): 'Are you sure you want to delete {what}? This action cannot
 * be undone.', then deletes with the spec's toasts.
 */
export function ConfirmDelete({ what, label, remove, success, description, failure, onDeleted, disabled = false }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const run = useAdminAction();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className={dashboardButton.danger} aria-label={label} disabled={busy || disabled}>
          {LIST_TEXT.delete}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-transparent bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{CONFIRM_DELETE_TEXT.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{CONFIRM_DELETE_TEXT.question(what)}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={dashboardButton.secondary}>{LIST_TEXT.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: 'destructive', size: 'sm', focusRing: true, className: 'inline-flex items-center' })}
              onClick={async () => {
                setBusy(true);
                // Already deleted elsewhere (404): gone all the same, so the row goes too.
                const done = await run(remove, { success, description, failure, onStale: onDeleted });
                setBusy(false);
                if (done !== undefined) await onDeleted();
              }}
            >
              {LIST_TEXT.delete}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
