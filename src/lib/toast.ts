import { atom } from 'nanostores';
import { TOAST_REQUESTED_EVENT } from './toast-signal';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description?: string;
}

/** The one notification on screen (spec section 8: at most one visible at a time), or null. */
export const $toast = atom<ToastItem | null>(null);

let nextId = 1;

/** Show a notification from any island. A new one replaces the current one. Returns its id. */
export function toast({ title, description, variant = 'default' }: ToastInput): number {
  const id = nextId++;
  $toast.set({ id, title, description, variant });
  // The Toaster island hydrates on this (client:on-toast) and shows what is in the store.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_REQUESTED_EVENT));
  return id;
}

/** Dismiss the given notification (if it is still the current one), or whatever is showing. */
export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (current && (id === undefined || current.id === id)) $toast.set(null);
}
