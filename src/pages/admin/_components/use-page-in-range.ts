import { useEffect } from 'react';
import type { Page } from './admin-api';

/** Deleting the only item of the last page leaves the list past its end: go to the new last page. */
export function usePageInRange(page: number, setPage: (page: number) => void, loaded: Pick<Page<unknown>, 'total' | 'pageSize'> | undefined): void {
  const lastPage = loaded ? Math.max(1, Math.ceil(loaded.total / loaded.pageSize)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
