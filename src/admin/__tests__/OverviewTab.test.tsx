import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverviewTab } from '../OverviewTab';
import type { Overview } from '../admin-api';
import { fakeApi, page } from '../../../tests/support/fake-api';
import { renderAdmin } from '../../../tests/support/components';
import { OVERVIEW_TEXT } from '../../texts/admin';

type OverviewJson = Omit<Overview, 'jobAlerts'> & { jobAlerts: Omit<Overview['jobAlerts'], 'lastRun'> & { lastRun: null } };

const overview = (fields: Partial<OverviewJson>): OverviewJson => ({
  jobs: { total: 3, active: 2 },
  posts: 4,
  applications: { total: 5, recent: 1 },
  contacts: 2,
  complaints: { open: 0, overdue: 0 },
  overdue: { applications: 0, enquiries: 0 },
  briefs: { new: 0, waiting: 0 },
  offersToConfirm: [],
  lateEmployers: 0,
  jobAlerts: { confirmed: 0, pending: 0, lastRun: null },
  ...fields,
});

/** The Overview with its panels' lists empty. */
function renderOverview(data: OverviewJson) {
  fakeApi({
    'GET /api/admin/overview': () => ({ json: data }),
    'GET /api/admin/insights': () => ({ status: 503, json: { error: 'Not in this test' } }),
    'GET /api/admin/job-alerts': () => ({ json: page([]) }),
    'GET /api/admin/subject-requests': () => ({ json: [] }),
  });
  return renderAdmin(<OverviewTab />);
}

describe('the Overview’s briefs', () => {
  it('counts new briefs and flags those waiting over 48 hours beside applications, linking to the Clients tab filtered to them', async () => {
    renderOverview(overview({ overdue: { applications: 1, enquiries: 0 }, briefs: { new: 3, waiting: 2 } }));
    const waiting = await screen.findByTestId('overdue-summary');
    await within(waiting).findByText(`${OVERVIEW_TEXT.waiting(3)}:`);
    expect(
      within(waiting)
        .getByRole('link', { name: OVERVIEW_TEXT.waitingBriefs(2) })
        .getAttribute('href'),
    ).toBe('#clients/overdue');
    expect(
      within(waiting)
        .getByRole('link', { name: OVERVIEW_TEXT.waitingApplications(1) })
        .getAttribute('href'),
    ).toBe('#applications/overdue');
    const card = screen.getByRole('heading', { name: OVERVIEW_TEXT.briefs }).closest('div')!.parentElement!;
    expect(within(card).getByText('3')).toBeTruthy();
  });

  it('says nothing waits when no brief, application or enquiry does', async () => {
    renderOverview(overview({ briefs: { new: 1, waiting: 0 } }));
    await screen.findByText(OVERVIEW_TEXT.waitingNone);
  });
});

describe('the Overview’s late employers', () => {
  it('flags employers past their response date beside the 48-hour flag, linking to the jobs', async () => {
    renderOverview(overview({ lateEmployers: 2 }));
    const flag = await screen.findByTestId('late-employers');
    expect(flag.textContent).toBe('2 employers are past their response date on a shortlist');
    expect(flag.querySelector('a')?.getAttribute('href')).toBe('#jobs');
  });

  it('shows no flag when no employer is late', async () => {
    renderOverview(overview({ lateEmployers: 0 }));
    await screen.findByText(OVERVIEW_TEXT.waitingNone);
    expect(screen.queryByTestId('late-employers')).toBeNull();
  });
});
