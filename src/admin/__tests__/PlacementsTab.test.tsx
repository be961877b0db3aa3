import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlacementsTab } from '../PlacementsTab';
import type { PlacementRow } from '../admin-api';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderAdmin } from '../../../tests/support/components';
import { PLACEMENTS_TEXT } from '../../texts/admin';

/** The agreement's example as GET /api/admin/placements answers it (tests/api/placements.test.ts). */
const placement = (fields: Partial<PlacementRow> = {}): PlacementRow => ({
  id: 1,
  introductionId: 1,
  candidateName: 'Sam Candidate',
  roleTitle: 'Graduate Sales Executive',
  employerName: 'Acme Analytics Ltd',
  startDate: '2027-01-04',
  firstYearSalary: 30000,
  anticipatedSalary: 30000,
  agreementVersion: 1,
  retainedFee: 600,
  contingencyFee: 4500,
  netBalance: 3900,
  netBalanceDue: '2027-02-03',
  netPaidOn: null,
  overdue: false,
  lateInterest: 0,
  rebates: [
    { weeks: 4, pct: 100, lastDay: '2027-01-31', refund: 3900 },
    { weeks: 8, pct: 75, lastDay: '2027-02-28', refund: 2925 },
    { weeks: 12, pct: 50, lastDay: '2027-03-28', refund: 1950 },
  ],
  leftOn: null,
  refundPct: null,
  refund: null,
  ...fields,
});

const section = (name: string) => screen.getByRole('region', { name });

describe('PlacementsTab', () => {
  it('lists upcoming starts, fees due and overdue and rebate windows closing within 30 days, and every placement', async () => {
    fakeApi({
      'GET /api/admin/placements': () => ({
        json: [
          placement(),
          placement({
            id: 2,
            candidateName: 'Alex Late',
            startDate: '2026-10-05',
            netBalanceDue: '2026-11-04',
            overdue: true,
            lateInterest: 64.35,
            rebates: [{ weeks: 12, pct: 50, lastDay: '2026-12-27', refund: 1950 }],
          }),
          placement({
            id: 3,
            candidateName: 'Pat Paid',
            startDate: '2026-09-01',
            netBalanceDue: '2026-10-01',
            netPaidOn: '2026-09-30',
            rebates: [],
          }),
        ],
      }),
    });
    renderAdmin(<PlacementsTab now={new Date('2026-12-10T12:00:00Z')} />);
    await screen.findByRole('table');
    expect(within(section(PLACEMENTS_TEXT.upcoming)).getByRole('listitem').textContent).toBe(
      'Sam Candidate, Graduate Sales Executive at Acme Analytics Ltd: starts 4 Jan 2027',
    );
    expect(
      within(section(PLACEMENTS_TEXT.fees))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Alex Late, Graduate Sales Executive at Acme Analytics Ltd: £3,900.00 due 4 Nov 2026 (Overdue, late interest so far £64.35)',
    ]);
    expect(
      within(section(PLACEMENTS_TEXT.rebates))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alex Late, Graduate Sales Executive at Acme Analytics Ltd: 50% refund window closes 27 Dec 2026']);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });

  it('says when there are none', async () => {
    fakeApi({ 'GET /api/admin/placements': () => ({ json: [] }) });
    renderAdmin(<PlacementsTab now={new Date('2026-12-10T12:00:00Z')} />);
    expect(await screen.findByText(PLACEMENTS_TEXT.noPlacements)).toBeTruthy();
    expect(within(section(PLACEMENTS_TEXT.upcoming)).getByText(PLACEMENTS_TEXT.none)).toBeTruthy();
  });
});
