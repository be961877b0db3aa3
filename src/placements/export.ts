/**
 * The bookkeeper's export of placements (docs/decisions/placements.md): one row each, as CSV through the
 * exports' own writer (src/exports/csv.ts: a byte-order mark, CRLF, formulas neutralised). Days are UK dates
 * ('4 Jan 2027') and money plain pounds with pence ('3900.00'), so a spreadsheet sums it.
 */
import { csvStream } from '../exports/csv';
import type { ExportColumn, ExportRow } from '../exports/datasets';
import { PLACEMENT_EXPORT_HEADERS, shortDay } from '../texts/placements';
import type { PlacementView } from './placements';

export const PLACEMENT_EXPORT_COLUMNS: readonly ExportColumn[] = Object.entries(PLACEMENT_EXPORT_HEADERS).map(([key, header]) => ({
  key,
  header,
}));

const pounds = (value: number | null) => (value === null ? null : value.toFixed(2));
const day = (value: string | null) => (value ? shortDay(value) : null);

export function placementExportRow(p: PlacementView): ExportRow {
  return {
    candidateName: p.candidateName,
    roleTitle: p.roleTitle,
    employerName: p.employerName,
    startDate: day(p.startDate),
    firstYearSalary: pounds(p.firstYearSalary),
    agreementVersion: p.agreementVersion,
    retainedFee: pounds(p.retainedFee),
    retainedPaidOn: day(p.retainedPaidOn),
    contingencyFee: pounds(p.contingencyFee),
    netBalance: pounds(p.netBalance),
    netBalanceDue: day(p.netBalanceDue),
    netPaidOn: day(p.netPaidOn),
    overdue: p.overdue ? 'Yes' : 'No',
    lateInterest: pounds(p.lateInterest),
    leftOn: day(p.leftOn),
    refundPct: p.refundPct,
    refund: pounds(p.refund),
  };
}

export function placementsCsv(placements: readonly PlacementView[]): ReadableStream<Uint8Array> {
  return csvStream(
    (async function* () {
      for (const p of placements) yield placementExportRow(p);
    })(),
    PLACEMENT_EXPORT_COLUMNS,
  );
}
