import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { savedNote } from '../texts/site-updates';
import { adminApi } from './admin-api';
import type { AdminPageProps } from './admin-pages';
import { ApplicationsTab } from './ApplicationsTab';
import { BlogTab } from './BlogTab';
import { ClientsTab } from './ClientsTab';
import { CommentsTab } from './CommentsTab';
import { ContactsTab } from './ContactsTab';
import { JobsTab } from './JobsTab';
import { MailPanel } from './MailPanel';
import { NotAdminNotice } from './NotAdminNotice';
import { OverviewTab } from './OverviewTab';
import { PeopleTab } from './PeopleTab';
import { PlacementsTab } from './PlacementsTab';
import { RebuildPanel } from './RebuildPanel';
import { SecurityPanel } from './SecurityPanel';
import { SECURITY_PANEL_TEXT } from '../texts/security';
import { AdminSessionContext, TabOpeningContext } from './session';
import { parseTabLink } from './use-filter-link';
import { useResource } from './use-resource';
import { buttonVariants } from '../components/ui/button';
import { DASHBOARD_TEXT } from '../texts/admin';

/** The tabs (spec 2; Clients: docs/decisions/employers.md; People: people.md; Placements: placements.md), each reachable by its hash: /admin#applications. */
const TABS = [
  { id: 'overview', label: DASHBOARD_TEXT.tabs.overview, Panel: OverviewTab },
  { id: 'jobs', label: DASHBOARD_TEXT.tabs.jobs, Panel: JobsTab },
  { id: 'blog', label: DASHBOARD_TEXT.tabs.blog, Panel: BlogTab },
  { id: 'comments', label: DASHBOARD_TEXT.tabs.comments, Panel: CommentsTab },
  { id: 'applications', label: DASHBOARD_TEXT.tabs.applications, Panel: ApplicationsTab },
  { id: 'contacts', label: DASHBOARD_TEXT.tabs.contacts, Panel: ContactsTab },
  { id: 'clients', label: DASHBOARD_TEXT.tabs.clients, Panel: ClientsTab },
  { id: 'people', label: DASHBOARD_TEXT.tabs.people, Panel: PeopleTab },
  { id: 'placements', label: DASHBOARD_TEXT.tabs.placements, Panel: PlacementsTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabFromHash = (): TabId => {
  const { tab } = parseTabLink(window.location.hash);
  return TABS.some((t) => t.id === tab) ? (tab as TabId) : 'overview';
};

/** The signed-in dashboard: welcome, Security, Log Out, the rebuild state and the tabs. */
export function Dashboard({ user, onLogout, onSessionEnded }: AdminPageProps) {
  // The tab shown and each tab's openings so far: an opened tab stays mounted (hidden when not shown),
  // so a half-typed form survives a look elsewhere; see TabOpeningContext.
  const [{ tab, openings }, setView] = useState(() => {
    const first = tabFromHash();
    return { tab: first, openings: { [first]: 1 } as Partial<Record<TabId, number>> };
  });
  const openTab = useCallback(
    (next: TabId) => setView((v) => (v.tab === next ? v : { tab: next, openings: { ...v.openings, [next]: (v.openings[next] ?? 0) + 1 } })),
    [],
  );
  const [loggingOut, setLoggingOut] = useState(false);
  // The Security panel opens from the header, above the tabs, so the tabs stay as they are.
  const [securityOpen, setSecurityOpen] = useState(false);
  const rebuild = useResource(() => adminApi.rebuildStatus());
  const updatesOn = rebuild.data?.enabled;
  const reloadRebuild = rebuild.reload;
  const session = useMemo(
    () => ({ sessionEnded: onSessionEnded, contentChanged: () => void reloadRebuild(), savedNote: savedNote(updatesOn) }),
    [onSessionEnded, reloadRebuild, updatesOn],
  );

  useEffect(() => {
    const onHash = () => openTab(tabFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [openTab]);

  return (
    <AdminSessionContext.Provider value={session}>
      <div className="space-y-6">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{DASHBOARD_TEXT.welcome(user.firstName || user.email)}</h1>
            <p className="text-sm text-slate-600">{DASHBOARD_TEXT.signedInAs(user.email)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-expanded={securityOpen}
              aria-controls={securityOpen ? 'security-panel' : undefined}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              onClick={() => setSecurityOpen((open) => !open)}
            >
              {SECURITY_PANEL_TEXT.open}
            </button>
            <button
              type="button"
              disabled={loggingOut}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              onClick={async () => {
                setLoggingOut(true);
                await onLogout();
                setLoggingOut(false);
              }}
            >
              {DASHBOARD_TEXT.logOut}
            </button>
          </div>
        </header>
        {securityOpen && <SecurityPanel email={user.email} />}
        {!user.isAdmin ? (
          <NotAdminNotice />
        ) : (
          <>
            <RebuildPanel status={rebuild} />
            <MailPanel />
            <Tabs.Root
              value={tab}
              onValueChange={(value) => {
                openTab(value as TabId);
                history.replaceState(null, '', `#${value}`);
              }}
            >
              <Tabs.List aria-label={DASHBOARD_TEXT.sections} className="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1">
                {TABS.map((t) => (
                  <Tabs.Trigger
                    key={t.id}
                    value={t.id}
                    className="rounded-md px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-white/60 focus-visible:outline-2 focus-visible:outline-indigo-700 data-[state=active]:bg-white data-[state=active]:text-indigo-800 data-[state=active]:shadow-sm forced-colors:data-[state=active]:bg-[Highlight] forced-colors:data-[state=active]:text-[HighlightText]"
                  >
                    {t.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {TABS.map(({ id, Panel }) =>
                openings[id] ? (
                  <Tabs.Content
                    key={id}
                    value={id}
                    forceMount
                    className="mt-6 focus-visible:outline-2 focus-visible:outline-indigo-700 data-[state=inactive]:hidden"
                  >
                    <TabOpeningContext.Provider value={openings[id]}>
                      <Panel />
                    </TabOpeningContext.Provider>
                  </Tabs.Content>
                ) : null,
              )}
            </Tabs.Root>
          </>
        )}
      </div>
    </AdminSessionContext.Provider>
  );
}
