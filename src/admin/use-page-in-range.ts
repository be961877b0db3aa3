import { useEffect } from 'react';
import type { Page } from './admin-api';

/**
 * Deleting the only item of the last page leaves the list past its end: go to the new last page. Returns
 * the loaded page to show (its pager numbered from the page it holds), or nothing while it lies past the
 * end, so an empty page never shows under a pager that says there are items.
 */
export function usePageInRange<P extends Pick<Page<unknown>, 'items' | 'total' | 'pageSize'>>(
  page: number,
  setPage: (page: number) => void,
  loaded: P | undefined,
): P | undefined {
  const lastPage = loaded ? Math.max(1, Math.ceil(loaded.total / loaded.pageSize)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
  const pastEnd = loaded !== undefined && loaded.items.length === 0 && loaded.total > 0;
  return pastEnd ? undefined : loaded;
}
