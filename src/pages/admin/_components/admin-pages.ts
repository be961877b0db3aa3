import type { ComponentType } from 'react';
import type { AdminUser } from './admin-api';
import { BlogUploadPage } from './blog-upload/BlogUploadPage';
import { Dashboard } from './Dashboard';
import { DirectoryHelper } from './DirectoryHelper';

/** What every signed-in admin page receives from AdminApp. */
export interface AdminPageProps {
  user: AdminUser;
  onLogout: () => Promise<void>;
  onSessionEnded: () => void;
}

/** The pages of the admin bundle, by the `data-page` of their `#admin-root` (see AdminPage.astro). */
const PAGES = {
  dashboard: Dashboard,
  'blog-upload': BlogUploadPage,
  'directory-helper': DirectoryHelper,
} satisfies Record<string, ComponentType<AdminPageProps>>;

export type AdminPageId = keyof typeof PAGES;

/** The page for an id; the dashboard for a missing or unknown one. */
export const adminPage = (id: string | undefined): ComponentType<AdminPageProps> =>
  id !== undefined && Object.hasOwn(PAGES, id) ? PAGES[id as AdminPageId] : PAGES.dashboard;
