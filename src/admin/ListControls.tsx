import { useEffect, useId, useState } from 'react';
import { countOf } from '../utils/plural';
import { dashboardButton } from '../components/ui/button';
import { inputVariants } from '../components/ui/input';
import { LIST_TEXT } from '../texts/admin';

/**
 * A search box that reports its text after typing pauses. Its label is shown above it, not as a
 * placeholder: a placeholder is faint (3.4:1) and goes as soon as one types.
 */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <div className="max-w-sm">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={inputVariants({ size: 'sm', validated: false, className: 'mt-1' })}
      />
    </div>
  );
}

/** Previous / next for a server-paginated list, with where the reader is ('1–1 of 1 application' when `one` is given). */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  what,
  one,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  what: string;
  one?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    // Wraps rather than pushing Next off a narrow screen (320 px, or wider letter spacing).
    <nav aria-label={LIST_TEXT.pages(what)} className="flex flex-wrap items-center justify-between gap-4 text-sm text-slate-700">
      <p>
        {from}–{to} of {one ? countOf(total, one, what) : `${total} ${what}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={dashboardButton.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {LIST_TEXT.previous}
        </button>
        <span className="self-center">{LIST_TEXT.pageOf(page, pages)}</span>
        <button type="button" className={dashboardButton.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {LIST_TEXT.next}
        </button>
      </div>
    </nav>
  );
}
