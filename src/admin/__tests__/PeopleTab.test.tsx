import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeopleTab } from '../PeopleTab';
import type { DuplicatePairRow, PersonPage, PersonRow } from '../admin-api';
import { fakeApi } from '../../../tests/support/fake-api';
import { captureDownloads, renderAdmin, toastText } from '../../../tests/support/components';
import { PEOPLE_TEXT, RECORDS_PACK_TEXT } from '../../texts/admin';

const dana: PersonRow = {
  id: 1,
  name: 'Dana Scully',
  primaryEmail: 'dana.home@example.com',
  emails: ['dana.home@example.com'],
  firstContactAt: '2026-11-02T10:00:00.000Z',
};
const danaWork: PersonRow = {
  id: 2,
  name: 'Dana Scully',
  primaryEmail: 'dana.work@example.com',
  emails: ['dana.work@example.com'],
  firstContactAt: '2026-12-01T10:00:00.000Z',
};

const danaPage: PersonPage = {
  ...dana,
  phones: ['+447700900777'],
  linkedinUrls: [],
  applications: [
    {
      id: 7,
      createdAt: '2026-11-02T10:00:00.000Z',
      email: 'dana.home@example.com',
      jobTitle: 'Sales Development Representative',
      jobCompany: 'Acme',
      status: 'in-review',
      cvFileName: 'Dana CV.pdf',
    },
  ],
  enquiries: [],
  jobAlerts: [],
  registrations: [
    {
      id: 3,
      createdAt: '2026-11-20T10:00:00.000Z',
      email: 'dana.home@example.com',
      cvFileName: null,
      interests: ['B2B Sales'],
      locations: ['Bristol'],
    },
  ],
  consents: [
    { kind: 'find-work', grantedAt: '2026-11-20T10:00:00.000Z', expiresAt: null, withdrawnAt: null },
    { kind: 'keep-details', grantedAt: '2026-11-20T10:00:00.000Z', expiresAt: '2027-11-20T10:00:00.000Z', withdrawnAt: null },
  ],
  hiddenEmployers: ['Globex'],
};

const side = (person: PersonRow, applications: number) => ({
  ...person,
  phones: ['+447700900777'],
  linkedinUrls: [],
  applications,
  enquiries: 0,
  jobAlerts: 0,
});

/** The People endpoints over an in-memory list of pairs; `people` is what a search finds. */
function peopleApi(pairs: DuplicatePairRow[]) {
  return fakeApi({
    'GET /api/admin/people': ({ url }) => ({
      json: [dana, danaWork].filter((p) => p.emails.some((e) => e.includes(url.searchParams.get('q')!.toLowerCase()))),
    }),
    'GET /api/admin/people/duplicates': () => ({ json: pairs }),
    'GET /api/admin/people/1': () => ({ json: danaPage }),
    // The person's introductions (tests/api/introductions.test.ts).
    'GET /api/admin/introductions': ({ url }) => ({
      json:
        url.searchParams.get('personId') === '1'
          ? [
              {
                id: 4,
                personName: 'Dana Scully',
                roleTitle: 'Account Executive',
                employerName: 'Initech',
                status: 'declined',
                createdAt: '2026-12-01T10:00:00.000Z',
                sentAt: null,
              },
            ]
          : [],
    }),
    'GET /api/admin/people/1/records': () => ({ json: {} }),
    'POST /api/admin/people/(\\d+)/(merge|not-same)': () => {
      pairs.splice(0, 1);
      return { json: {} };
    },
  });
}

const renderTab = () =>
  renderAdmin(
    <div role="tabpanel" tabIndex={0} aria-label="People">
      <PeopleTab />
    </div>,
  );

describe('the People tab', () => {
  it('finds a person by email and shows everything held about them, with UK dates', async () => {
    const api = peopleApi([]);
    const { user } = renderTab();
    await screen.findByText(PEOPLE_TEXT.duplicates.none);
    await user.type(screen.getByRole('searchbox', { name: PEOPLE_TEXT.search }), 'dana.home');
    const row = await screen.findByTestId('admin-person');
    expect(within(row).getByRole('cell', { name: 'dana.home@example.com' })).toBeTruthy();
    expect(within(row).getByText('2 Nov 2026')).toBeTruthy();
    expect(api.calls.find((c) => c.url.pathname === '/api/admin/people')?.url.searchParams.get('q')).toBe('dana.home');

    await user.click(within(row).getByRole('button', { name: 'Dana Scully' }));
    const panel = await screen.findByRole('region', { name: 'Details of Dana Scully' });
    await within(panel).findByText('+447700900777');
    expect(panel.textContent).toContain('2 Nov 2026: Sales Development Representative, Acme');
    expect(panel.textContent).toContain('CV: Dana CV.pdf');
    expect(panel.textContent).toContain('20 Nov 2026: Interested in: B2B Sales · Places: Bristol · No CV');
    expect(panel.textContent).toContain('Keep my details for future roles: Given 20 Nov 2026, until 20 Nov 2027');
    expect(panel.textContent).toContain('Globex');
    const ledger = await within(panel).findByTestId('introductions-ledger');
    expect(ledger.textContent).toContain('Candidate declined');
    expect(ledger.textContent).toContain('Account Executive, Initech · asked 1 Dec 2026');
    // Escape closes the panel and gives focus back to the row's button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Details of Dana Scully' })).toBeNull());
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Dana Scully' }));
  });

  it("downloads a person's records from their page", async () => {
    const api = peopleApi([]);
    const downloads = captureDownloads();
    const { user } = renderTab();
    await screen.findByText(PEOPLE_TEXT.duplicates.none);
    await user.type(screen.getByRole('searchbox', { name: PEOPLE_TEXT.search }), 'dana.home');
    await user.click(within(await screen.findByTestId('admin-person')).getByRole('button', { name: 'Dana Scully' }));
    const panel = await screen.findByRole('region', { name: 'Details of Dana Scully' });
    await user.click(within(panel).getByRole('button', { name: RECORDS_PACK_TEXT.button }));
    expect(await toastText()).toBe(`[default] ${RECORDS_PACK_TEXT.downloaded}`);
    expect(api.calls.filter((c) => c.url.pathname === '/api/admin/people/1/records').map((c) => c.method)).toEqual(['GET']);
    expect(downloads.map((d) => [d.fileName, d.blob instanceof Blob])).toEqual([['records.zip', true]]);
  });

  it('says when no one matches', async () => {
    peopleApi([]);
    const { user } = renderTab();
    await user.type(screen.getByRole('searchbox', { name: PEOPLE_TEXT.search }), 'nobody');
    await screen.findByText(PEOPLE_TEXT.noMatch('nobody'));
  });

  it('shows a pair side by side with why it was paired, and merges it on the primary address chosen, after a confirmation', async () => {
    const api = peopleApi([{ person: side(dana, 1), other: side(danaWork, 2), shared: [{ kind: 'phone', value: '+447700900777' }] }]);
    const { user } = renderTab();
    const pair = await screen.findByTestId('duplicate-pair');
    const sides = within(pair).getAllByTestId('duplicate-side');
    expect(sides.map((s) => s.textContent)).toEqual([
      expect.stringContaining('1 application, 0 enquiries, 0 job alerts'),
      expect.stringContaining('2 applications, 0 enquiries, 0 job alerts'),
    ]);
    expect(within(pair).getByText(PEOPLE_TEXT.duplicates.sharedPhone('+447700900777'))).toBeTruthy();

    await user.click(within(pair).getByRole('button', { name: PEOPLE_TEXT.duplicates.mergeLabel('Dana Scully', 'Dana Scully') }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('This cannot be undone');
    // The other's address chosen: the other person is the one who keeps everything.
    await user.click(within(dialog).getByRole('radio', { name: 'dana.work@example.com' }));
    await user.click(within(dialog).getByRole('button', { name: PEOPLE_TEXT.duplicates.confirmMerge }));
    expect(await toastText()).toBe(`[default] ${PEOPLE_TEXT.duplicates.merged}Dana Scully and Dana Scully`);
    const merge = api.calls.find((c) => c.method === 'POST')!;
    expect(merge.url.pathname).toBe('/api/admin/people/2/merge');
    expect(merge.body).toEqual({ otherId: 1, primaryEmail: 'dana.work@example.com' });
    await screen.findByText(PEOPLE_TEXT.duplicates.none);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: PEOPLE_TEXT.duplicates.heading }));
  });

  it('cancels a merge without sending anything, and remembers "not the same person"', async () => {
    const api = peopleApi([{ person: side(dana, 1), other: side(danaWork, 2), shared: [{ kind: 'phone', value: '+447700900777' }] }]);
    const { user } = renderTab();
    const pair = await screen.findByTestId('duplicate-pair');
    await user.click(within(pair).getByRole('button', { name: PEOPLE_TEXT.duplicates.mergeLabel('Dana Scully', 'Dana Scully') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(pair).getByRole('button', { name: PEOPLE_TEXT.duplicates.notSameLabel('Dana Scully', 'Dana Scully') }));
    expect(await toastText()).toBe(`[default] ${PEOPLE_TEXT.duplicates.notSameDone}Dana Scully and Dana Scully`);
    const [call] = api.calls.filter((c) => c.method === 'POST');
    expect(call.url.pathname).toBe('/api/admin/people/1/not-same');
    expect(call.body).toEqual({ otherId: 2 });
    await screen.findByText(PEOPLE_TEXT.duplicates.none);
  });
});
