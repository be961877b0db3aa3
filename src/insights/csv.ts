import type { ExportColumn, ExportRow } from '../exports/datasets';
import { INSIGHTS_TEXT } from '../texts/insights';
import type { InsightsReport } from './report';
import type { InsightsTable } from '../schemas/insights-tables';
import { percent } from '../utils/percent';

const C = INSIGHTS_TEXT.columns;
const column = (key: keyof typeof C): ExportColumn => ({ key, header: C[key] });

/** A table's columns: the days', or a page's or source's. */
export const insightsColumns = (table: InsightsTable): ExportColumn[] =>
  table === 'daily'
    ? [column('day'), column('views'), column('applications'), column('enquiries')]
    : [column('name'), column('key'), column('views'), column('applications'), column('conversion'), column('placements'), column('fees')];

/** A table's rows as the CSV writer (src/exports/csv.ts) takes them. */
export async function* insightsRows(report: InsightsReport, table: InsightsTable): AsyncGenerator<ExportRow> {
  if (table === 'daily') {
    yield* report.daily;
    return;
  }
  // Fees as plain pounds with pence, as the bookkeeper's export writes money, so the column sums.
  for (const row of report[table]) yield { ...row, conversion: percent(row.conversion), fees: row.fees.toFixed(2) };
}

/** The CSV's file name: the table and the period ('insights-jobs-2026-10-01-to-2026-10-31.csv'). */
export const insightsFileName = (table: InsightsTable, { from, to }: InsightsReport['period']) => `insights-${table}-${from}-to-${to}.csv`;
