/**
 * Dispatched on `window` by `toast()` once the notification is in the store. The Toaster island hydrates
 * on it (`client:on-toast`). Kept apart from the store so the directive's inline script stays tiny.
 */
export const TOAST_REQUESTED_EVENT = 'toast-requested';
