import { lazy, type ComponentType } from 'react';
import type { AdminUser } from './admin-api';

/** What every signed-in admin page receives from AdminApp. */
export interface AdminPageProps {
  user: AdminUser;
  onLogout: () => Promise<void>;
  onSessionEnded: () => void;
}

/**
 * The pages of the admin bundle, by the `data-page` of their `#admin-root` (see AdminPage.astro). Each is
 * its own chunk, loaded once someone is signed in: the sign-in screen needs none of them.
 */
const PAGES = {
  dashboard: lazy(() => import('./Dashboard').then((m) => ({ default: m.Dashboard }))),
  'blog-upload': lazy(() => import('./blog-upload/BlogUploadPage').then((m) => ({ default: m.BlogUploadPage }))),
  'directory-helper': lazy(() => import('./DirectoryHelper').then((m) => ({ default: m.DirectoryHelper }))),
} satisfies Record<string, ComponentType<AdminPageProps>>;

export type AdminPageId = keyof typeof PAGES;

/** The page for an id; the dashboard for a missing or unknown one. */
export const adminPage = (id: string | undefined): ComponentType<AdminPageProps> =>
  id !== undefined && Object.hasOwn(PAGES, id) ? PAGES[id as AdminPageId] : PAGES.dashboard;
