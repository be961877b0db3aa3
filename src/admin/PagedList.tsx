import { useState, type ReactNode } from 'react';
import type { ListParams, Page } from './admin-api';
import { Pager, SearchBox } from './ListControls';
import { usePageInRange } from './use-page-in-range';
import { useResource, type Resource } from './use-resource';
import { LIST_TEXT } from '../texts/admin';

interface PagedListProps<T> {
  /** Plural noun for the list ('applications'). */
  what: string;
  /** The noun for one item ('application'). */
  one: string;
  load: (params: ListParams) => Promise<Page<T>>;
  children: (items: T[], list: Resource<Page<T>>) => ReactNode;
}

/** A server-paginated list with a search box (lists stay fast however many rows there are). */
export function PagedList<T>({ what, one, load, children }: PagedListProps<T>) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const list = useResource(() => load({ page, q }), [page, q]);
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
      {shown?.total === 0 && <p className="text-slate-700">{q ? LIST_TEXT.noMatch(what, q) : LIST_TEXT.none(what)}</p>}
      {shown && children(shown.items, list)}
      {shown && shown.total > 0 && (
        <Pager what={what} one={one} page={shown.page} pageSize={shown.pageSize} total={shown.total} onPage={setPage} />
      )}
    </div>
  );
}
