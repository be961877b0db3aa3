import { useEffect, useState } from 'react';
import { useAdminAction, useAdminSession } from './session';

interface EditorOptions<T, V> {
  /** Names the list's buttons that open the form ('job'), so focus goes back to the one that opened it. */
  name: string;
  create: (values: V) => Promise<T>;
  /** Saves the values over the item as it was read (its version: a newer one refuses with 412). */
  update: (item: T, values: V) => Promise<T>;
  /** The spec's toasts for each outcome. */
  messages: { created: string; createFailed: string; updated: string; updateFailed: string };
  reload: () => Promise<void>;
}

/** The attribute of a button that opens the form (Add: 'new'; Edit: the item's id), where focus returns when it closes. */
export const opensForm = (name: string, target: number | 'new') => ({ 'data-opens-form': `${name}-${target}` });

/**
 * The Add / Edit form of a list (jobs, posts): which item is open ('new' for Add), saving with the spec's
 * toasts, and after a save: close the form, refresh the list and the rebuild status. Other changes to the
 * list (a delete, an activation) refresh it and leave an open form as typed, unless its item was deleted.
 * Closed by Save or Cancel, the form hands focus back to the button that opened it (opensForm), so the
 * admin is where they were in a long list.
 */
export function useEditor<T extends { id: number; updatedAt: string }, V>({ name, create, update, messages, reload }: EditorOptions<T, V>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [returnFocus, setReturnFocus] = useState<string | null>(null);
  const run = useAdminAction();
  const { contentChanged, savedNote } = useAdminSession();

  // After every render until it can: a saved list reloads first, its Edit buttons disabled meanwhile.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (returnFocus === null) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-opens-form="${returnFocus}"]`);
    if (button && !button.disabled) {
      button.focus();
      setReturnFocus(null);
    }
  });

  const open = (item: T | 'new') => {
    setReturnFocus(null);
    setEditing(item);
  };

  /** Closes the form (Save, Cancel), focus going back to the button that opened it. */
  const close = () => {
    if (editing !== null) setReturnFocus(`${name}-${editing === 'new' ? 'new' : editing.id}`);
    setEditing(null);
  };

  const refresh = async () => {
    contentChanged();
    await reload();
  };

  const saved = async () => {
    close();
    await refresh();
  };

  /** After an item was deleted: the list refreshed, and the form closed only if it was editing that item. */
  const deleted = async (id: number) => {
    setEditing((open) => (open !== null && open !== 'new' && open.id === id ? null : open));
    await refresh();
  };

  /** Saves the open form; false (the form keeps what was typed) when it fails. */
  const save = async (values: V, setFieldErrors: (error: unknown) => void): Promise<boolean> => {
    if (editing === null) return false;
    const isNew = editing === 'new';
    const result = await run(() => (isNew ? create(values) : update(editing, values)), {
      success: isNew ? messages.created : messages.updated,
      description: savedNote,
      failure: isNew ? messages.createFailed : messages.updateFailed,
      onError: setFieldErrors,
      // Changed or deleted elsewhere since the form opened: the list shows it as it now is, the form stays as typed.
      onStale: reload,
    });
    if (result === undefined) return false;
    await saved();
    return true;
  };

  // Keyed on the version too: after a refused save, Edit on the refreshed row opens the form on the newer
  // copy. Keyed on the id alone it kept the old text under the new version, and saved it over the change.
  const key = editing === 'new' ? 'new' : editing && `${editing.id}@${editing.updatedAt}`;
  return { editing, open, close, refresh, deleted, save, item: editing === 'new' || editing === null ? undefined : editing, key };
}
