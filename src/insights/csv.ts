import type { ExportColumn, ExportRow } from '../exports/datasets';
import { INSIGHTS_TEXT } from '../texts/insights';
import type { InsightsReport } from './report';

/** The report's tables a CSV can be made of. */
export const INSIGHTS_TABLES = ['daily', 'jobs', 'posts', 'cities', 'referrers', 'campaigns'] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

export const isInsightsTable = (value: string | null): value is InsightsTable => INSIGHTS_TABLES.includes(value as InsightsTable);

const C = INSIGHTS_TEXT.columns;
const column = (key: keyof typeof C): ExportColumn => ({ key, header: C[key] });

/** A table's columns: the days', or a page's or source's. */
export const insightsColumns = (table: InsightsTable): ExportColumn[] =>
  table === 'daily'
    ? [column('day'), column('views'), column('applications'), column('enquiries')]
    : [column('name'), column('key'), column('views'), column('applications'), column('conversion')];

/** A conversion as a percentage to one decimal place ('2.5%'), or '' without views: as the Overview shows it. */
export const percent = (ratio: number | null) => (ratio === null ? '' : `${(ratio * 100).toFixed(1)}%`);

/** A table's rows as the CSV writer (src/exports/csv.ts) takes them. */
export async function* insightsRows(report: InsightsReport, table: InsightsTable): AsyncGenerator<ExportRow> {
  if (table === 'daily') {
    yield* report.daily;
    return;
  }
  for (const row of report[table]) yield { ...row, conversion: percent(row.conversion) };
}

/** The CSV's file name: the table and the period ('insights-jobs-2026-10-01-to-2026-10-31.csv'). */
export const insightsFileName = (table: InsightsTable, { from, to }: InsightsReport['period']) => `insights-${table}-${from}-to-${to}.csv`;
