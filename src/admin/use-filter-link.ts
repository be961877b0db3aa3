import { useContext, useEffect } from 'react';
import { TabOpeningContext } from './session';

/** The tab's part of an address such as /admin#applications/overdue: the tab, then a filter it opens with. */
export const tabLink = (tab: string, filter?: string) => `#${tab}${filter ? `/${filter}` : ''}`;

/** The tab and filter an address's hash names: `tabLink` read back. */
export function parseTabLink(hash: string): { tab: string; filter?: string } {
  const [tab = '', filter] = hash.replace(/^#/, '').split('/', 2);
  return filter ? { tab, filter } : { tab };
}

/** The filter the address names after the tab's id, or undefined. */
export const linkedFilter = (tab: string, hash: string): string | undefined => {
  const link = parseTabLink(hash);
  return link.tab === tab ? link.filter : undefined;
};

/**
 * Applies the filter a link names (the Overview's "N waiting over 48 hours") each time the tab opens by
 * such a link, the tab staying mounted between openings.
 */
export function useFilterLink(tab: string, apply: (filter: string) => void): void {
  const opening = useContext(TabOpeningContext);
  useEffect(() => {
    const filter = linkedFilter(tab, window.location.hash);
    if (filter) apply(filter);
    // Only a new opening applies it again: the filter chosen in the tab afterwards stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opening]);
}
