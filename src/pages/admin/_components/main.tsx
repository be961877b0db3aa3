import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Toaster from '../../../components/islands/Toaster';
import AdminApp from './AdminApp';
import type { AdminPageId } from './admin-pages';

/**
 * Entry of the admin bundle (scripts/admin-bundle.mjs), shared by every /admin page: the page named by the
 * root's data-page (admin-pages.ts) behind the sign-in, and its own notification area.
 */
const root = document.getElementById('admin-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp page={root.dataset.page as AdminPageId} />
      <Toaster />
    </StrictMode>,
  );
}
