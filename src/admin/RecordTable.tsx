import { ArrowDown, ArrowUp, ArrowUpDown, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { OVERDUE_FILTER, type ListOrder, type SortDirection } from '../schemas/list-order';
import type { Waiting } from '../candidates/waiting';
import { ChoiceOptions } from '../components/forms/ChoiceOptions';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';
import { inputClass } from '../components/ui/input';
import type { ExportType } from '../config/export-kinds';
import { TABLE_TEXT } from '../texts/admin';
import { ExportButtons } from './ExportButtons';
import { useAdminAction } from './session';
import { useFilterLink } from './use-filter-link';

/**
 * The Applications and Contacts tables (docs/decisions/admin.md): one compact row per record, sorted and filtered on the
 * server, the full record in a panel beside the table (below it on a narrow screen).
 */

/** A column; `sort` names what its header's button sorts by, if anything. */
export interface TableColumn<K extends string> {
  label: string;
  sort?: K;
}

/** The direction a column sorts in first: the latest and the longest wait first, names and statuses A to Z. */
const firstDirection = (by: string): SortDirection => (by === 'received' || by === 'waiting' ? 'desc' : 'asc');

/** What pressing a column's sort button does: the other direction when it is the current order, else its first one. */
export const nextOrder = <K extends string>(order: ListOrder<K>, by: K): ListOrder<K> =>
  order.by === by ? { by, direction: order.direction === 'asc' ? 'desc' : 'asc' } : { by, direction: firstDirection(by) };

/**
 * The table: a real <table> with column headers, those that sort being buttons; the sorted column has
 * aria-sort. At 390 px it scrolls sideways inside its own box rather than widening the page.
 */
export function RecordTable<K extends string>({
  caption,
  columns,
  order,
  onOrder,
  children,
}: {
  caption: string;
  columns: TableColumn<K>[];
  /** Needed only when a column sorts. */
  order?: ListOrder<K>;
  onOrder?: (order: ListOrder<K>) => void;
  children: ReactNode;
}) {
  return (
    // Scrolls sideways on a narrow screen; the column headers' and rows' buttons take a keyboard across it.
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="record-table">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => {
              const sorted = column.sort !== undefined && order?.by === column.sort;
              const Icon = !sorted ? ArrowUpDown : order?.direction === 'asc' ? ArrowUp : ArrowDown;
              const next = column.sort && order && nextOrder(order, column.sort);
              return (
                <th
                  key={column.label}
                  scope="col"
                  className="border-b border-slate-200 px-3 py-2 font-semibold whitespace-nowrap"
                  aria-sort={sorted ? (order?.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {next ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-700"
                      title={TABLE_TEXT.sortBy(column.label, next.direction)}
                      onClick={() => onOrder?.(next)}
                    >
                      {column.label}
                      <Icon aria-hidden="true" className={sorted ? 'h-4 w-4 text-indigo-700' : 'h-4 w-4 text-slate-400'} />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row: its first cell is the row's header, a button naming the record that opens its detail panel. */
function RecordRow({
  id,
  name,
  selected,
  overdue,
  onOpen,
  testId,
  children,
}: {
  id: number;
  name: string;
  selected: boolean;
  overdue: boolean;
  onOpen: (id: number) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <tr
      data-testid={testId}
      className={`border-b border-slate-100 last:border-b-0 ${selected ? 'bg-indigo-50' : overdue ? 'bg-red-50/60' : ''}`}
    >
      <th scope="row" className="px-3 py-2 font-medium">
        <button
          type="button"
          data-record-id={id}
          aria-expanded={selected}
          className="text-left text-indigo-700 underline decoration-indigo-300 underline-offset-2 hover:decoration-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-700"
          onClick={() => onOpen(id)}
        >
          {name}
        </button>
      </th>
      {children}
    </tr>
  );
}

/** A plain cell of a row. */
export const Cell = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <td className="px-3 py-2 align-top text-slate-800" data-testid={testId}>
    {children}
  </td>
);

/** How long a record has waited, and the flag once past the promise. */
export function WaitingCell({ waiting }: { waiting: Waiting }) {
  return (
    <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800" data-testid="time-waiting">
      {waiting.waitingHours === null ? (
        <span className="text-slate-600">{TABLE_TEXT.notWaiting}</span>
      ) : (
        <span className="flex flex-wrap items-center gap-2">
          {TABLE_TEXT.waited(waiting.waitingHours)}
          {waiting.overdue && (
            <span className={badgeVariants({ tone: 'red' })} title={TABLE_TEXT.overdueLabel} data-testid="overdue-flag">
              {TABLE_TEXT.overdue}
            </span>
          )}
        </span>
      )}
    </td>
  );
}

/** A labelled select over a list of choices, with a first option for "all". */
export function FilterSelect({
  label,
  accessibleLabel,
  value,
  onChange,
  children,
}: {
  label: string;
  accessibleLabel: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      {label}
      <select
        className={`${inputClass} w-auto max-w-full py-1`}
        aria-label={accessibleLabel}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </label>
  );
}

/**
 * A table's status filter: every status, those still new past the promised hours, or one status. It opens
 * set to the first when the tab opens by a link that names it (the Overview's, use-filter-link.ts).
 */
export function useStatusFilter<S extends string>(
  tab: 'applications' | 'contacts' | 'clients',
  what: 'applications' | 'enquiries' | 'briefs',
  choices: readonly { value: S; label: string }[],
) {
  const [status, setStatus] = useState<S | typeof OVERDUE_FILTER>();
  useFilterLink(tab, (filter) => filter === OVERDUE_FILTER && setStatus(OVERDUE_FILTER));
  const filter = (
    <FilterSelect
      label={TABLE_TEXT.statusFilter}
      accessibleLabel={TABLE_TEXT.statusFilterLabel(what)}
      value={status ?? ''}
      onChange={(value) => setStatus((value || undefined) as S | typeof OVERDUE_FILTER | undefined)}
    >
      <option value="">{TABLE_TEXT.allStatuses}</option>
      <option value={OVERDUE_FILTER}>{TABLE_TEXT.overdueStatus}</option>
      <ChoiceOptions choices={choices} />
    </FilterSelect>
  );
  return { status, filter };
}

/**
 * Where a record stands: a select whose choice changes nothing until Save is pressed, so arrow keys, a
 * screen reader's browsing or a slip of the mouse never save a status (nor email anyone). Saved, a toast
 * names the record and its new status, and the list reloads (also when the record changed elsewhere).
 * `confirm`, when given, may take a chosen status over (true): it asks first and saves by itself.
 */
export function StatusControl<S extends string>({
  label,
  accessibleLabel,
  saveLabel,
  value,
  choices,
  save,
  confirm,
  messages,
  reload,
}: {
  label: string;
  accessibleLabel: string;
  saveLabel: string;
  value: S;
  choices: readonly { value: S; label: string }[];
  save: (status: S) => Promise<unknown>;
  confirm?: (status: S) => boolean;
  messages: { success: string; failure: string; description: (status: S) => string };
  reload: () => Promise<void>;
}) {
  const run = useAdminAction();
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);
  // A saved (or reloaded) status is what the select shows next.
  useEffect(() => setDraft(value), [value]);
  const changed = draft !== value;
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!changed || busy || confirm?.(draft)) return;
        setBusy(true);
        const ok = await run(() => save(draft), {
          success: messages.success,
          description: messages.description(draft),
          failure: messages.failure,
          onStale: reload,
        });
        setBusy(false);
        if (ok !== undefined) await reload();
      }}
    >
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        {label}
        <select
          className={`${inputClass} w-auto py-1`}
          value={draft}
          aria-label={accessibleLabel}
          onChange={(e) => setDraft(e.target.value as S)}
        >
          <ChoiceOptions choices={choices} />
        </select>
      </label>
      <button type="submit" className={dashboardButton.primary} aria-label={saveLabel} disabled={!changed || busy}>
        {TABLE_TEXT.saveStatus}
      </button>
      {changed && <span className="basis-full text-xs text-slate-700">{TABLE_TEXT.unsaved}</span>}
    </form>
  );
}

/**
 * The full record beside the table. It takes focus when it opens on a record (a screen reader hears its
 * heading, a keyboard carries on inside it); Close gives focus back to the row's button, a deletion to the tab.
 */
export function DetailPanel({ id, name, onClose, children }: { id: number; name: string; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLElement>(null);
  const close = useRef(() => {});
  close.current = () => {
    const opener = document.querySelector<HTMLButtonElement>(`button[data-record-id="${id}"]`);
    onClose();
    opener?.focus();
  };
  useEffect(() => {
    const element = panel.current;
    // The tab's panel stays when the table goes (its last row deleted).
    const tab = element?.closest<HTMLElement>('[role="tabpanel"]');
    element?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    element?.addEventListener('keydown', onKey);
    return () => {
      element?.removeEventListener('keydown', onKey);
      // Gone with focus inside (its record deleted): focus goes to the tab, not back to the page's start.
      if (!document.activeElement || document.activeElement === document.body) tab?.focus();
    };
  }, [id]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={TABLE_TEXT.detailsOf(name)}
      data-testid="record-detail"
      className={cardVariants({ className: 'min-w-0 focus-visible:outline-2 focus-visible:outline-indigo-700 xl:sticky xl:top-4' })}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">{name}</h3>
        <button
          type="button"
          className={dashboardButton.secondary}
          aria-label={TABLE_TEXT.closeLabel(name)}
          onClick={() => close.current()}
        >
          <X aria-hidden="true" className="h-4 w-4" /> {TABLE_TEXT.close}
        </button>
      </div>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** The field list inside a detail panel. */
export function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 xl:col-span-1' : undefined}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** A table tab's heading, with the export of its records beside it (when they have one). */
export const TableTabHeading = ({ heading, exportType }: { heading: string; exportType?: ExportType }) => (
  <div className="flex flex-wrap items-center justify-between gap-3">
    <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
    {exportType && <ExportButtons type={exportType} />}
  </div>
);

/**
 * A page of records as the Applications and Contacts tabs show it: the filters above; the table, a row a
 * record (`name` its header, `cells` the rest); and, once a row is opened, `detail` of that record (given
 * how to close it): side by side on a wide screen, the panel below the table on a narrow one. `opened`, when
 * given, holds which record is open, so the tab can open one itself (a link to it).
 */
export function RecordList<T extends Partial<Waiting> & { id: number }, K extends string>({
  items,
  filters,
  caption,
  columns,
  order,
  onOrder,
  testId,
  name,
  cells,
  detail,
  opened,
}: {
  items: T[];
  filters: ReactNode;
  caption: string;
  columns: TableColumn<K>[];
  order?: ListOrder<K>;
  onOrder?: (order: ListOrder<K>) => void;
  testId: string;
  name: (item: T) => string;
  cells: (item: T) => ReactNode;
  detail: (item: T, close: () => void) => ReactNode;
  opened?: [number | undefined, (id: number | undefined) => void];
}) {
  const own = useState<number>();
  const [openId, setOpenId] = opened ?? own;
  const open = items.find((item) => item.id === openId);
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">{filters}</div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem] xl:items-start">
        <div className="min-w-0">
          {items.length > 0 && (
            <RecordTable caption={caption} columns={columns} order={order} onOrder={onOrder}>
              {items.map((item) => (
                <RecordRow
                  key={item.id}
                  id={item.id}
                  name={name(item)}
                  selected={item.id === openId}
                  overdue={item.overdue ?? false}
                  onOpen={setOpenId}
                  testId={testId}
                >
                  {cells(item)}
                </RecordRow>
              ))}
            </RecordTable>
          )}
        </div>
        {open && detail(open, () => setOpenId(undefined))}
      </div>
    </>
  );
}
