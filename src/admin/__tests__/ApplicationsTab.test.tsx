import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationsTab } from '../ApplicationsTab';
import type { ApplicationRow } from '../admin-api';
import { fakeApi, NO_VISIT_SOURCE, tablePage } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { APPLICATIONS_TEXT, TABLE_TEXT } from '../../texts/admin';

const T = APPLICATIONS_TEXT.unsuccessful;
const EMAIL_TEXT = "Thank you for applying. Sadly, we won't be taking your application further.";

const application = (fields: Partial<ApplicationRow> = {}): ApplicationRow => ({
  id: 1,
  firstName: 'Kira',
  lastName: 'Keys',
  email: 'kira.keys@example.com',
  phone: '07700900123',
  degree: 'bachelor',
  interest: null,
  bio: null,
  cvFileName: null,
  consent: true,
  status: 'in_review',
  createdAt: '2026-12-01T09:00:00.000Z',
  jobId: null,
  jobTitle: null,
  jobCompany: null,
  earlierApplications: 0,
  toldUnsuccessfulAt: null,
  unsuccessfulMailAt: null,
  waitingHours: null,
  overdue: false,
  ...NO_VISIT_SOURCE,
  ...fields,
});

/** The Applications endpoints over one application, as the server answers (tests/api/application-status.test.ts). */
function applicationsApi(stored: ApplicationRow) {
  const mailAt = '2026-12-01T09:05:00.000Z';
  return fakeApi({
    'GET /api/applications': ({ url }) => ({ json: { ...tablePage([stored], url, {}), roles: [] } }),
    'GET /api/applications/1/unsuccessful-email': () => ({
      json: { recipient: stored.email, subject: 'Your application', text: EMAIL_TEXT, toldAt: null, graceMinutes: 5 },
    }),
    'PUT /api/applications/1/status': ({ body }) => {
      const { status, notifyCandidate } = body as { status: ApplicationRow['status']; notifyCandidate: boolean };
      Object.assign(stored, { status, unsuccessfulMailAt: notifyCandidate ? mailAt : null });
      return { json: { id: 1, status, unsuccessfulMailAt: stored.unsuccessfulMailAt } };
    },
    'DELETE /api/applications/1/unsuccessful-email': () => {
      Object.assign(stored, { status: 'in_review', unsuccessfulMailAt: null });
      return { json: { id: 1, status: 'in_review' } };
    },
  });
}

const writes = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.body]);

describe('the Applications panel’s status', () => {
  it('saves only on Save; Unsuccessful asks first, showing the email; Escape leaves all as it was; Undo puts it back', async () => {
    const stored = application();
    const api = applicationsApi(stored);
    const { user } = renderAdmin(<ApplicationsTab />);
    await user.click(await screen.findByRole('button', { name: 'Kira Keys' }));
    const card = screen.getByRole('region', { name: 'Details of Kira Keys' });
    const select = within(card).getByRole('combobox', { name: 'Status of Kira Keys' });
    const save = within(card).getByRole('button', { name: 'Save status of Kira Keys' });

    // Choosing statuses in the select saves nothing and sends nothing.
    await user.selectOptions(select, 'new');
    await user.selectOptions(select, 'unsuccessful');
    within(card).getByText(TABLE_TEXT.unsaved);
    expect(writes(api)).toEqual([]);

    // Save asks first, showing the email; Escape leaves everything as it was.
    await user.click(save);
    const dialog = await screen.findByRole('alertdialog', { name: T.title('Kira Keys') });
    await within(dialog).findByText(EMAIL_TEXT);
    expect(dialog.textContent).toContain(stored.email);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(api)).toEqual([]);

    // Confirmed: saved with the email, which waits, with Undo.
    await user.click(save);
    await user.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: T.send }));
    expect(await toastText()).toContain(T.sent);
    const undo = await within(card).findByRole('button', { name: T.undoLabel('Kira Keys') });
    expect(writes(api)).toEqual([['PUT', { status: 'unsuccessful', notifyCandidate: true }]]);

    await user.click(undo);
    expect(await toastText()).toBe(`[default] ${T.undone}${T.undoneDescription('Kira Keys', 'In review')}`);
    await waitFor(() => expect(within(card).queryByRole('button', { name: T.undoLabel('Kira Keys') })).toBeNull());
    expect(select).toHaveProperty('value', 'in_review');
  });

  it('any other status is saved by Save alone, with a toast naming the candidate', async () => {
    const api = applicationsApi(application());
    const { user } = renderAdmin(<ApplicationsTab />);
    await user.click(await screen.findByRole('button', { name: 'Kira Keys' }));
    const card = screen.getByRole('region', { name: 'Details of Kira Keys' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Status of Kira Keys' }), 'placed');
    await user.click(within(card).getByRole('button', { name: 'Save status of Kira Keys' }));
    expect(await toastText()).toBe('[default] Application status updatedKira Keys: Placed');
    expect(writes(api)).toEqual([['PUT', { status: 'placed', notifyCandidate: false }]]);
  });
});
