import { useEffect, useState } from 'react';
import { buttonClass } from './ui';

/** A search box that reports its text after typing pauses. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      className="w-full max-w-sm rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700"
    />
  );
}

/** Previous / next for a server-paginated list, with where the reader is. */
export function Pager({ page, pageSize, total, onPage, what }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; what: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${what} pages`} className="flex items-center justify-between gap-4 text-sm text-slate-700">
      <p>
        {from}–{to} of {total} {what}
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span className="self-center">
          Page {page} of {pages}
        </span>
        <button type="button" className={buttonClass.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
