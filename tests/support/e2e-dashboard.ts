import type { Page } from 'playwright-core';
import type { useBrowser } from './browser';
import { E2E_ADMIN, openSignedIn } from './e2e-admin';

/** Opens /admin at a tab (with the browser's options), signed in as the e2e admin. */
export async function openDashboard(
  browser: ReturnType<typeof useBrowser>,
  hash = '',
  options: Parameters<ReturnType<typeof useBrowser>['open']>[1] = {},
): Promise<Page> {
  return openSignedIn(browser, `/admin${hash}`, `Welcome, ${E2E_ADMIN.firstName}`, options);
}

export const TABS = ['Overview', 'Jobs', 'Blog', 'Comments', 'Applications', 'Contacts', 'Clients', 'People', 'Placements'] as const;

/** What each dashboard tab shows once its data has arrived. */
export const TAB_LOADED: Record<(typeof TABS)[number], RegExp> = {
  Overview: /^\d+ active$/,
  Jobs: /^Posted /,
  Blog: /^\/blog\//,
  Comments: /^Pending review \(\d+\)$/,
  Applications: /of \d+ applications?$|^No applications yet\.$/,
  Contacts: /of \d+ (enquiry|enquiries)$|^No enquiries yet\.$/,
  Clients: /^\d+ briefs?( \(\d+ new\))?$|^No clients yet\.$/,
  People: /^No possible duplicates\.$|^Why they were paired$/,
  Placements: /^Every placement$/,
};
