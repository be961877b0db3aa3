import { useState, type ReactNode } from 'react';
import type { ListParams, Page } from './admin-api';
import { Pager, SearchBox } from './ListControls';
import { usePageInRange } from './use-page-in-range';
import { useResource, type Resource } from './use-resource';
import { LIST_TEXT } from '../texts/admin';

interface PagedListProps<T, P extends Page<T>> {
  /** Plural noun for the list ('applications'). */
  what: string;
  /** The noun for one item ('application'). */
  one: string;
  load: (params: ListParams) => Promise<P>;
  /** What else narrows the list (its filters, as a string): a change reloads it from the first page. */
  filterKey?: string;
  /** Whether a filter narrows the list now (an empty list then says nothing matches, not that there is none). */
  filtered?: boolean;
  children: (items: T[], list: Resource<P>) => ReactNode;
}

/** A server-paginated list with a search box (lists stay fast however many rows there are). */
export function PagedList<T, P extends Page<T> = Page<T>>({
  what,
  one,
  load,
  filterKey = '',
  filtered = false,
  children,
}: PagedListProps<T, P>) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [filtersSeen, setFiltersSeen] = useState(filterKey);
  if (filterKey !== filtersSeen) {
    setFiltersSeen(filterKey);
    setPage(1);
  }
  const list = useResource(() => load({ page, q }), [page, q, filterKey]);
  const shown = usePageInRange(page, setPage, list.data);
  return (
    <div className="space-y-4">
      <SearchBox
        label={LIST_TEXT.search(what)}
        onSearch={(text) => {
          if (text === q) return;
          setQ(text);
          setPage(1);
        }}
      />
      {list.error && !list.data && (
        <p role="alert" className="text-red-800">
          {LIST_TEXT.loadFailed(what)}
          {list.error}
        </p>
      )}
      {shown?.total === 0 && (
        <p className="text-slate-700">{q ? LIST_TEXT.noMatch(what, q) : filtered ? LIST_TEXT.noneFiltered(what) : LIST_TEXT.none(what)}</p>
      )}
      {shown && children(shown.items, list)}
      {shown && shown.total > 0 && (
        <Pager what={what} one={one} page={shown.page} pageSize={shown.pageSize} total={shown.total} onPage={setPage} />
      )}
    </div>
  );
}
