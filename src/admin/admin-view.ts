import { SIGNED_IN_COOKIE } from '../config/admin-cookies';

/** Raised on window when the sign-in form has signed someone in, so the app checks the session again. */
export const SIGNED_IN_EVENT = 'admin:signed-in';

/**
 * Shows an /admin page's sign-in form (#admin-sign-in, plain HTML) or its app (#admin-root), as
 * AdminPage.astro's inline script first chose. Back to the form (signed out, session ended), the form is
 * emptied and the signed-in hint dropped; a form already showing is left as the person is typing it.
 */
export function showAdminView(view: 'sign-in' | 'app'): void {
  const signIn = document.getElementById('admin-sign-in');
  const root = document.getElementById('admin-root');
  if (!signIn || !root) return;
  if (view === 'sign-in') {
    document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
    if (!signIn.hidden) return;
    signIn.querySelector('form')?.reset();
  }
  signIn.hidden = view === 'app';
  root.hidden = view === 'sign-in';
}
