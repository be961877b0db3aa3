import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openCsvsInCalc } from '../../exports/__tests__/soffice';
import { placementExportRow, placementsCsv } from '../export';
import type { PlacementView } from '../placements';

const EXAMPLE: PlacementView = {
  id: 1,
  introductionId: 1,
  candidateName: 'Zoë Example',
  roleTitle: 'Graduate Sales Executive',
  employerName: '=Acme, "Analytics" Ltd',
  startDate: '2027-01-04',
  firstYearSalary: 30000,
  anticipatedSalary: 30000,
  agreementVersion: 1,
  retainedFee: 600,
  retainedPaidOn: '2026-12-09',
  contingencyFee: 4500,
  netBalance: 3900,
  netBalanceDue: '2027-02-03',
  netPaidOn: null,
  overdue: true,
  lateInterest: 58.5,
  rebates: [],
  leftOn: '2027-02-15',
  refundPct: 75,
  refund: 2925,
};

describe('the bookkeeper export', () => {
  it('writes UK dates and pounds with pence', () => {
    expect(placementExportRow(EXAMPLE)).toMatchObject({
      startDate: '4 Jan 2027',
      netBalanceDue: '3 Feb 2027',
      netPaidOn: null,
      firstYearSalary: '30000.00',
      retainedFee: '600.00',
      retainedPaidOn: '9 Dec 2026',
      netBalance: '3900.00',
      lateInterest: '58.50',
      overdue: 'Yes',
      leftOn: '15 Feb 2027',
      refundPct: 75,
      refund: '2925.00',
    });
  });

  it('opens in LibreOffice Calc with the header, the row, £ and accents intact', { timeout: 240_000 }, async (context) => {
    const opened = openCsvsInCalc({ 'placements.csv': new Uint8Array(await new Response(placementsCsv([EXAMPLE])).arrayBuffer()) });
    if ('skipped' in opened) {
      console.warn(`Skipped the LibreOffice check: ${opened.skipped}`);
      return context.skip(opened.skipped);
    }
    const files = unzipSync(opened.sheets['placements.csv']!);
    const sheet = new TextDecoder().decode(files['xl/worksheets/sheet1.xml']);
    const strings = new TextDecoder().decode(files['xl/sharedStrings.xml']);
    const rows = sheet.match(/<row\b[^>]*>[\s\S]*?<\/row>/g) ?? [];
    expect(rows.map((row) => row.match(/<c\b/g)?.length)).toEqual([17, 16]);
    expect(strings).toContain('First-year salary (£)');
    expect(strings).toContain('Zoë Example');
    // A formula-like name is kept as text, not run.
    expect(sheet).not.toContain('<f>');
    // The pounds are numbers a spreadsheet sums.
    expect(sheet).toMatch(/<v>3900<\/v>/);
  });
});
