import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsightsPanel } from '../InsightsPanel';
import type { InsightsReport, InsightsRow } from '../../insights/report';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderAdmin } from '../../../tests/support/components';
import { INSIGHTS_TEXT } from '../../texts/insights';

const row = (fields: Partial<InsightsRow> & Pick<InsightsRow, 'name' | 'key'>): InsightsRow => ({
  views: 0,
  applications: 0,
  conversion: null,
  placements: 0,
  fees: 0,
  ...fields,
});

const report: InsightsReport = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  totals: { views: 25, applications: 1, enquiries: 0, conversion: 0.04 },
  daily: [],
  jobs: [],
  posts: [],
  cities: [
    row({ name: 'Leeds', key: '/areas/leeds', views: 25, applications: 1, conversion: 0.04, placements: 1, fees: 4500 }),
    row({ name: 'Exeter', key: '/areas/exeter', views: 10, conversion: 0 }),
  ],
  referrers: [],
  campaigns: [row({ name: 'newsletter / email / spring', key: 'newsletter / email / spring', placements: 2, fees: 6075.5 })],
};

describe('the Overview’s insights', () => {
  it('shows each page’s and campaign’s placements and fees beside its views and applications', async () => {
    fakeApi({ 'GET /api/admin/insights': () => ({ json: report }) });
    renderAdmin(<InsightsPanel />);
    const cities = await screen.findByTestId('insights-cities');
    const headers = within(cities)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      INSIGHTS_TEXT.columns.name,
      INSIGHTS_TEXT.columns.views,
      INSIGHTS_TEXT.columns.applications,
      INSIGHTS_TEXT.columns.conversion,
      INSIGHTS_TEXT.columns.placements,
      INSIGHTS_TEXT.columns.fees,
    ]);
    const cells = (table: HTMLElement, name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(cities, /Leeds/)).toEqual(['25', '1', '4.0%', '1', '£4,500.00']);
    expect(cells(cities, /Exeter/)).toEqual(['10', '0', '0.0%', '0', '–']);
    expect(cells(screen.getByTestId('insights-campaigns'), /spring/)).toEqual(['0', '0', '–', '2', '£6,075.50']);
  });
});
