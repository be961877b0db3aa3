import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Toaster from '../components/islands/Toaster';
import AdminApp from './AdminApp';
import type { AdminPageId } from './admin-pages';
import { enhancePasskeyButton, enhanceSignInForm } from './sign-in';

/**
 * Entry of the admin bundle (scripts/esbuild-bundles.mjs), shared by every /admin page, loaded by
 * AdminPage.astro's script once someone may be signed in or starts on the sign-in form: the form's
 * behaviour (at once, so a held submission finds it), the page named by the root's data-page
 * (admin-pages.ts) behind the sign-in, and the notification area, outside both so the form's toasts show.
 */
const form = document.getElementById('admin-sign-in-form');
if (form instanceof HTMLFormElement) enhanceSignInForm(form);
const passkey = document.getElementById('admin-passkey-button');
if (passkey instanceof HTMLButtonElement) enhancePasskeyButton(passkey);

const root = document.getElementById('admin-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp page={root.dataset.page as AdminPageId} />
    </StrictMode>,
  );
  const toaster = document.body.appendChild(document.createElement('div'));
  createRoot(toaster).render(
    <StrictMode>
      <Toaster />
    </StrictMode>,
  );
}
