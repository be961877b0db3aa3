import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactsTab } from '../ContactsTab';
import type { ContactRow } from '../admin-api';
import { fakeApi, NO_VISIT_SOURCE, tablePage } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { TABLE_TEXT } from '../../texts/admin';

let nextId = 1;
const enquiry = (name: string, fields: Partial<ContactRow> = {}): ContactRow => ({
  id: nextId++,
  name,
  email: 'enquirer@example.com',
  subject: 'employer',
  message: 'Two SDRs for Exeter, please.',
  status: 'new',
  createdAt: '2026-12-01T09:00:00.000Z',
  waitingHours: 3,
  overdue: false,
  complaintMarkedAt: null,
  complaintAcknowledgedAt: null,
  complaintAnsweredAt: null,
  ...NO_VISIT_SOURCE,
  ...fields,
});

/** The Contacts endpoints over an in-memory list; `contacts` is what the server holds. */
function contactsApi(contacts: ContactRow[]) {
  return fakeApi({
    'GET /api/contacts': ({ url }) => ({
      json: tablePage(contacts, url, { name: (c) => c.name, received: (c) => c.createdAt, status: (c) => c.status }),
    }),
    'PUT /api/contacts/(\\d+)/status': ({ body }, [, id]) => {
      const contact = contacts.find((c) => c.id === Number(id))!;
      Object.assign(contact, body, { waitingHours: null, overdue: false });
      return { json: contact };
    },
    'DELETE /api/contacts/(\\d+)': (_, [, id]) => {
      contacts.splice(
        contacts.findIndex((c) => c.id === Number(id)),
        1,
      );
      return { status: 204 };
    },
  });
}

/** The tab as the dashboard shows it: inside its tab panel, which takes focus when a deletion empties the table. */
const renderTab = () =>
  renderAdmin(
    <div role="tabpanel" tabIndex={0} aria-label="Contacts">
      <ContactsTab />
    </div>,
  );

const names = () => screen.getAllByTestId('admin-contact').map((row) => within(row).getByRole('rowheader').textContent);

describe('the Contacts table', () => {
  it('sorts by a column on the server, A to Z then Z to A, its header saying which; filters by status', async () => {
    const api = contactsApi([enquiry('Olwen Waiting', { waitingHours: 60, overdue: true }), enquiry('Cai Waiting')]);
    const { user } = renderTab();
    await screen.findByText('1–2 of 2 enquiries');
    const olwen = screen.getAllByTestId('admin-contact')[0];
    expect(within(olwen).getByTestId('time-waiting').textContent).toBe(`${TABLE_TEXT.waited(60)}${TABLE_TEXT.overdue}`);

    const header = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Cai Waiting', 'Olwen Waiting']));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Olwen Waiting', 'Cai Waiting']));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(api.calls.map((c) => `${c.url.searchParams.get('sort')} ${c.url.searchParams.get('dir')}`)).toEqual([
      'received desc',
      'name asc',
      'name desc',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: TABLE_TEXT.statusFilterLabel('enquiries') }), TABLE_TEXT.overdueStatus);
    await screen.findByText('1–1 of 1 enquiry');
    expect(names()).toEqual(['Olwen Waiting']);
  });

  it('opens an enquiry in a focused panel that sets its status on Save, and Close gives focus back to its row', async () => {
    contactsApi([enquiry('Morwenna Waiting', { waitingHours: 60, overdue: true })]);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Morwenna Waiting' }));
    const panel = screen.getByRole('region', { name: 'Details of Morwenna Waiting' });
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText('Two SDRs for Exeter, please.')).toBeTruthy();
    const status = within(panel).getByRole('combobox', { name: 'Status of the enquiry from Morwenna Waiting' });
    const save = within(panel).getByRole('button', { name: 'Save status of the enquiry from Morwenna Waiting' });
    expect(save).toHaveProperty('disabled', true);
    await user.selectOptions(status, 'Replied');
    within(panel).getByText(TABLE_TEXT.unsaved);
    await user.click(save);
    expect(await toastText()).toBe('[default] Enquiry status updatedMorwenna Waiting: Replied');
    await within(screen.getByTestId('admin-contact')).findByText(TABLE_TEXT.notWaiting);

    await user.click(within(panel).getByRole('button', { name: TABLE_TEXT.closeLabel('Morwenna Waiting') }));
    expect(screen.queryByRole('region', { name: 'Details of Morwenna Waiting' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Morwenna Waiting' }));
  });

  it('deletes an enquiry after confirmation; its panel gone, focus is on the tab, not the page’s start', async () => {
    const contacts = [enquiry('Enquirer To Delete')];
    contactsApi(contacts);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Enquirer To Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete enquiry from Enquirer To Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the enquiry from Enquirer To Delete? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('admin-contact')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tabpanel')));
    expect(await toastText()).toBe('[default] Contact deleted successfully');
    expect(contacts).toEqual([]);
  });

  it('deleting the only enquiry of the last page shows the new last page, the pager never disagreeing with the rows', async () => {
    const contacts = Array.from({ length: 26 }, (_, n) => enquiry(`Pager ${String(n + 1).padStart(2, '0')}`));
    contactsApi(contacts);
    const { user } = renderTab();
    await screen.findByText('Page 1 of 2');
    // At every change of the page: what the pager says and how many rows are shown.
    const mismatches: string[] = [];
    const observer = new MutationObserver(() => {
      const pager = screen.queryByText(/^\d+–\d+ of \d+ enquir/)?.textContent;
      const range = pager?.match(/^(\d+)–(\d+) of/);
      const rows = screen.queryAllByTestId('admin-contact').length;
      if (range && (rows === 0 || Number(range[2]) - Number(range[1]) + 1 !== rows)) mismatches.push(`${pager}: ${rows} rows`);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('26–26 of 26 enquiries');
    await user.click(within(screen.getByTestId('admin-contact')).getByRole('button'));
    await user.click(within(screen.getByTestId('record-detail')).getByRole('button', { name: /^Delete enquiry from/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('1–25 of 25 enquiries');
    expect(screen.getAllByTestId('admin-contact')).toHaveLength(25);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    observer.disconnect();
    expect(mismatches).toEqual([]);
  });
});
