import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatPence } from '../utils/money';
import { percent } from '../utils/percent';
import { INSIGHTS_TABLES, type InsightsTable } from '../schemas/insights-tables';
import type { InsightsDay, InsightsReport, InsightsRow } from '../insights/report';
import { INSIGHTS_TEXT as T } from '../texts/insights';
import { cardVariants } from '../components/ui/card';
import { dashboardButton } from '../components/ui/button';
import { adminApi } from './admin-api';
import { useResource } from './use-resource';
import { ScrollRegion } from './ScrollRegion';

const cell = 'border-b border-slate-200 px-3 py-2';
const numeric = `${cell} text-right tabular-nums`;

/** The CSV of one table for the period on screen (GET /api/admin/insights&table=): a plain download link. */
function CsvLink({ table, period }: { table: InsightsTable; period: InsightsReport['period'] }) {
  return (
    <a
      className={dashboardButton.secondary}
      href={adminApi.insightsCsvUrl(period, table)}
      download
      aria-label={T.downloadCsvOf(T.tables[table])}
    >
      <Download aria-hidden="true" className="h-4 w-4" /> {T.downloadCsv}
    </a>
  );
}

function RowsTable({
  table,
  rows,
  period,
}: {
  table: Exclude<InsightsTable, 'daily'>;
  rows: InsightsRow[];
  period: InsightsReport['period'];
}) {
  return (
    // min-w-0: a grid item otherwise grows to its table's width, widening the page on a phone; the table scrolls in its box instead.
    <section aria-labelledby={`insights-${table}`} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`insights-${table}`} className="font-semibold text-slate-900">
          {T.tables[table]}
        </h3>
        <CsvLink table={table} period={period} />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ScrollRegion labelledBy={`insights-${table}`}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm" data-testid={`insights-${table}`}>
            <caption className="sr-only">{T.tables[table]}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={cell}>
                  {T.columns.name}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {T.columns.views}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {T.columns.applications}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {T.columns.conversion}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {T.columns.placements}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {T.columns.fees}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className={`${cell} font-normal wrap-anywhere`}>
                    {r.name}
                    {r.name !== r.key && <span className="block text-xs text-slate-600">{r.key}</span>}
                  </th>
                  <td className={numeric}>{r.views}</td>
                  <td className={numeric}>{r.applications}</td>
                  <td className={numeric}>{percent(r.conversion) || '–'}</td>
                  <td className={numeric}>{r.placements}</td>
                  <td className={numeric}>{r.fees ? formatPence(Math.round(r.fees * 100)) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

const CHART = { width: 600, height: 120, gap: 1 } as const;

/**
 * Views (bars) and applications (dots) per day, drawn as a small inline SVG (no chart library): an image
 * whose name and description say what it shows, with the same figures in the table beside it.
 */
function DailyChart({ daily }: { daily: InsightsDay[] }) {
  const most = Math.max(1, ...daily.map((d) => d.views), ...daily.map((d) => d.applications));
  const busiest = daily.reduce<InsightsDay | undefined>((top, d) => (d.views > (top?.views ?? 0) ? d : top), undefined);
  const step = CHART.width / Math.max(1, daily.length);
  const y = (n: number) => CHART.height - (n / most) * CHART.height;
  const views = daily.reduce((n, d) => n + d.views, 0);
  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-labelledby="insights-chart-title insights-chart-desc"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="h-32 w-full"
        preserveAspectRatio="none"
      >
        <title id="insights-chart-title">{T.chartTitle}</title>
        <desc id="insights-chart-desc">{T.chartSummary(daily.length, views, busiest?.day, busiest?.views ?? 0)}</desc>
        {daily.map((d, i) => (
          <rect
            key={d.day}
            x={i * step}
            y={y(d.views)}
            width={Math.max(1, step - CHART.gap)}
            height={CHART.height - y(d.views)}
            className="fill-indigo-300"
          />
        ))}
        {daily.map((d, i) =>
          d.applications ? <circle key={d.day} cx={i * step + step / 2} cy={y(d.applications)} r={3} className="fill-emerald-700" /> : null,
        )}
      </svg>
      <figcaption className="flex gap-4 text-xs text-slate-700" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block h-2 w-3 bg-indigo-300" /> {T.legendViews}
        </span>
        <span>
          <span className="mr-1 inline-block size-2 rounded-full bg-emerald-700" /> {T.legendApplications}
        </span>
      </figcaption>
    </figure>
  );
}

function DailyTable({ report }: { report: InsightsReport }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-indigo-700">{T.showTable}</summary>
      <div className="mt-2 space-y-2">
        <CsvLink table="daily" period={report.period} />
        <div className="max-h-80 overflow-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="insights-daily">
            <caption className="sr-only">{T.tables.daily}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {(['day', 'views', 'applications', 'enquiries'] as const).map((key) => (
                  <th key={key} scope="col" className={key === 'day' ? cell : `${cell} text-right`}>
                    {T.columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.daily.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {d.day}
                  </th>
                  <td className={numeric}>{d.views}</td>
                  <td className={numeric}>{d.applications}</td>
                  <td className={numeric}>{d.enquiries}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </details>
  );
}

/** The Overview's insights (docs/decisions/data-protection.md) for a chosen period: the figures, a chart with its table, and each table's CSV. */
export function InsightsPanel() {
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const { data, error } = useResource(() => adminApi.insights(period), [period.from, period.to]);
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPeriod({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
  };
  return (
    <section aria-labelledby="insights-heading" className={`${cardVariants()} space-y-4`}>
      <h2 id="insights-heading" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      <p className="text-sm text-slate-700">{T.intro}</p>
      {data && (
        <form className="flex flex-wrap items-end gap-3" onSubmit={show} key={`${data.period.from}-${data.period.to}`}>
          {(['from', 'to'] as const).map((name) => (
            <label key={name} className="text-sm font-medium text-slate-700">
              {T[name]}
              <input
                type="date"
                name={name}
                defaultValue={data.period[name]}
                required
                className="mt-1 block rounded-md border border-slate-400 px-2 py-1.5"
              />
            </label>
          ))}
          <button type="submit" className={dashboardButton.primary}>
            {T.show}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {T.loadFailed}
          {error}
        </p>
      )}
      {data && (
        <>
          <p className="font-medium text-slate-900" data-testid="insights-totals">
            {T.totals(data.totals.views, data.totals.applications, data.totals.enquiries, percent(data.totals.conversion))}
          </p>
          <DailyChart daily={data.daily} />
          <DailyTable report={data} />
          <div className="grid gap-6 xl:grid-cols-2">
            {INSIGHTS_TABLES.filter((t) => t !== 'daily').map((table) => (
              <RowsTable key={table} table={table} rows={data[table]} period={data.period} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
