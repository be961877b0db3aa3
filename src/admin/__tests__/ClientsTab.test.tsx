import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientsTab } from '../ClientsTab';
import type { BriefRow, ClientRow } from '../admin-api';
import { fakeApi } from '../../../tests/support/fake-api';
import { captureDownloads, renderAdmin, toastText } from '../../../tests/support/components';
import { CLIENTS_TEXT, LIST_TEXT, RECORDS_PACK_TEXT, TABLE_TEXT } from '../../texts/admin';

const SHA = 'a3f1'.repeat(16);
let nextId = 1;

const brief = (roleTitle: string, fields: Partial<BriefRow> = {}): BriefRow => ({
  id: nextId++,
  clientId: 0,
  contactId: 0,
  status: 'new',
  roleTitle,
  typeOfWork: 'Selling analytics software to retailers.',
  engagement: 'fixed-term',
  startDate: '2027-02-01',
  duration: '12 months',
  location: 'Exeter',
  workplace: 'hybrid',
  hours: '37.5 hours a week',
  salaryMin: 26000,
  salaryMax: 30000,
  benefits: '25 days’ holiday',
  payInterval: 'Monthly',
  noticePeriod: 'One month',
  minimumRequirements: 'A psychology degree.',
  expenses: 'Travel to clients',
  healthAndSafetyRisks: 'Office work; none known',
  confidential: true,
  hires: 2,
  agreementVersion: 1,
  submittedAt: '2026-12-01T09:00:00.000Z',
  confirmedAt: '2026-12-01T09:30:00.000Z',
  statusChangedAt: '2026-12-01T09:30:00.000Z',
  retainedPaidOn: null,
  retainedFeeFollowed: true,
  waitingHours: 3,
  overdue: false,
  jobIds: [],
  ...fields,
});

/** A client with one contact, its briefs and an acceptance of version 1 for the first brief. */
const client = (company: string, contact: string, briefs: BriefRow[], lastServiceAt = '2026-12-01T09:30:00.000Z'): ClientRow => {
  const id = nextId++;
  const contactId = nextId++;
  const own = briefs.map((b) => ({ ...b, clientId: id, contactId }));
  return {
    id,
    company,
    companyAddress: '1 High Street, Exeter EX1 1AA',
    website: 'https://acme.example',
    lastServiceAt,
    createdAt: '2026-11-01T09:00:00.000Z',
    contacts: [
      {
        id: contactId,
        clientId: id,
        name: contact,
        jobTitle: 'Head of Sales',
        email: `${contact.split(' ')[0].toLowerCase()}@example.com`,
        phone: '01392 000000',
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    ],
    briefs: own,
    acceptances: own.slice(0, 1).map((b) => ({
      id: nextId++,
      clientId: id,
      contactId,
      briefId: b.id,
      agreementVersion: 1,
      sha256: SHA,
      signatureName: contact,
      authorityConfirmed: true,
      submittedAt: b.submittedAt,
      confirmedAt: b.confirmedAt,
    })),
  };
};

/** The Clients endpoints over an in-memory list; `clients` is what the server holds. */
function clientsApi(clients: ClientRow[]) {
  const briefOf = (id: string) => clients.flatMap((c) => c.briefs).find((b) => b.id === Number(id))!;
  return fakeApi({
    'GET /api/admin/clients': () => ({ json: clients }),
    // The candidate-protection register (tests/api/introductions.test.ts): one introduction to each client.
    'GET /api/admin/introductions': ({ url }) => ({
      json: [
        {
          id: Number(url.searchParams.get('clientId')),
          personName: 'Amelia Hughes',
          roleTitle: 'Graduate Sales Executive',
          employerName: clients.find((c) => c.id === Number(url.searchParams.get('clientId')))?.company,
          status: 'sent',
          createdAt: '2026-12-01T10:00:00.000Z',
          sentAt: '2026-12-02T10:00:00.000Z',
        },
      ],
    }),
    'GET /api/admin/clients/(\\d+)/records': () => ({ json: {} }),
    'PUT /api/admin/briefs/(\\d+)/status': ({ body }, [, id]) => {
      const b = briefOf(id);
      Object.assign(b, body, { waitingHours: null, overdue: false });
      return { json: b };
    },
    'POST /api/admin/briefs/(\\d+)/draft-job': (_, [, id]) => {
      const b = briefOf(id);
      b.jobIds.push(77);
      return { status: 201, json: { id: 77, title: b.roleTitle, isActive: false, briefId: b.id } };
    },
  });
}

const renderTab = () =>
  renderAdmin(
    <div role="tabpanel" tabIndex={0} aria-label="Clients">
      <ClientsTab />
    </div>,
  );

const companies = () => screen.getAllByTestId('admin-client').map((row) => within(row).getByRole('rowheader').textContent);

afterEach(() => history.replaceState(null, '', '/'));

describe('the Clients tab', () => {
  it("downloads a client's records from its panel", async () => {
    const acme = client('Acme Analytics Ltd', 'Jane Doe', [brief('Graduate Sales Executive')]);
    const api = clientsApi([acme]);
    const downloads = captureDownloads();
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Acme Analytics Ltd' }));
    const panel = await screen.findByRole('region', { name: 'Details of Acme Analytics Ltd' });
    await user.click(within(panel).getByRole('button', { name: RECORDS_PACK_TEXT.button }));
    expect(await toastText()).toBe(`[default] ${RECORDS_PACK_TEXT.downloaded}`);
    expect(api.calls.filter((c) => c.url.pathname === `/api/admin/clients/${acme.id}/records`).map((c) => c.method)).toEqual(['GET']);
    expect(downloads.map((d) => [d.fileName, d.blob instanceof Blob])).toEqual([['records.zip', true]]);
  });

  it('lists each client with its oldest new brief’s wait, flagged past 48 hours; opens one by keyboard with contacts, every brief field and acceptances', async () => {
    clientsApi([
      client('Acme Analytics Ltd', 'Jane Doe', [
        brief('Graduate Sales Executive', { waitingHours: 60, overdue: true }),
        brief('SDR', { status: 'live', waitingHours: null }),
      ]),
      client(
        'Bristol Brands',
        'Sam Lee',
        [brief('Marketing Assistant', { status: 'filled', waitingHours: null })],
        '2026-11-20T09:00:00.000Z',
      ),
    ]);
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Acme Analytics Ltd' });
    expect(companies()).toEqual(['Acme Analytics Ltd', 'Bristol Brands']);
    const [acme, bristol] = screen.getAllByTestId('admin-client');
    expect(within(acme).getByTestId('time-waiting').textContent).toBe(`${TABLE_TEXT.waited(60)}${TABLE_TEXT.overdue}`);
    expect(within(acme).getByText('2 briefs (1 new)')).toBeTruthy();
    expect(within(bristol).getByTestId('time-waiting').textContent).toBe(TABLE_TEXT.notWaiting);

    screen.getByRole('button', { name: 'Acme Analytics Ltd' }).focus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('region', { name: TABLE_TEXT.detailsOf('Acme Analytics Ltd') });
    expect(document.activeElement).toBe(panel);
    const contacts = within(panel).getByTestId('client-contacts');
    expect(contacts.textContent).toContain('Jane Doe, Head of Sales');
    expect(within(contacts).getByRole('link', { name: 'jane@example.com' }).getAttribute('href')).toBe('mailto:jane@example.com');
    expect(within(contacts).getByRole('link', { name: '01392 000000' }).getAttribute('href')).toBe('tel:01392000000');

    const [first] = within(panel).getAllByTestId('client-brief');
    const field = (label: string) => within(first).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(first).getByRole('heading').textContent).toBe(
      CLIENTS_TEXT.brief('Graduate Sales Executive', Number(first.id.replace('brief-', ''))),
    );
    expect(field('The work the role involves')).toBe('Selling analytics software to retailers.');
    expect(field('Engagement')).toBe('Fixed-term contract');
    expect(field('Start date')).toBe('1 February 2027');
    expect(field('Duration')).toBe('12 months');
    expect(field('Workplace')).toBe('Hybrid');
    expect(field('Salary')).toBe('£26,000 to £30,000 a year');
    expect(field('Benefits')).toBe('25 days’ holiday');
    expect(field('Health and safety risks')).toBe('Office work; none known');
    expect(field('Keep our company name out of the advert')).toBe('Yes');
    expect(field('Number of hires')).toBe('2');
    expect(field(CLIENTS_TEXT.briefFields.agreementVersion)).toBe('1');
    expect(field(CLIENTS_TEXT.briefFields.waiting)).toBe(TABLE_TEXT.waited(60));
    expect(field(CLIENTS_TEXT.briefFields.jobs)).toBe(LIST_TEXT.notGiven);

    const register = await within(panel).findByTestId('introductions-ledger');
    expect(register.textContent).toContain('Amelia Hughes');
    expect(register.textContent).toContain('Graduate Sales Executive, Acme Analytics Ltd · asked 1 Dec 2026 · sent 2 Dec 2026');
    const acceptance = within(panel).getByTestId('client-acceptances');
    expect(acceptance.textContent).toContain('Version 1');
    expect(acceptance.textContent).toContain('Jane Doe (Jane Doe, Head of Sales)');
    expect(within(acceptance).getByText(SHA)).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: TABLE_TEXT.detailsOf('Acme Analytics Ltd') })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Acme Analytics Ltd' }));
  });

  it('saves a brief’s status with its button, and makes a draft job from it, linking to the Jobs tab', async () => {
    const clients = [client('Acme Analytics Ltd', 'Jane Doe', [brief('Graduate Sales Executive', { waitingHours: 60, overdue: true })])];
    const api = clientsApi(clients);
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Acme Analytics Ltd' }));
    const panel = screen.getByRole('region', { name: TABLE_TEXT.detailsOf('Acme Analytics Ltd') });
    const save = within(panel).getByRole('button', { name: CLIENTS_TEXT.saveStatusOf('Graduate Sales Executive') });
    expect(save).toHaveProperty('disabled', true);
    await user.selectOptions(within(panel).getByRole('combobox', { name: CLIENTS_TEXT.statusOf('Graduate Sales Executive') }), 'Live');
    await user.click(save);
    expect(await toastText()).toBe(`[default] ${CLIENTS_TEXT.statusUpdated}Graduate Sales Executive: Live`);
    await within(screen.getByTestId('admin-client')).findByText(TABLE_TEXT.notWaiting);

    await user.click(within(panel).getByRole('button', { name: CLIENTS_TEXT.draftJobLabel('Graduate Sales Executive') }));
    expect(await toastText()).toBe(`[default] ${CLIENTS_TEXT.draftJobCreated}Graduate Sales Executive`);
    const status = within(panel).getByRole('status');
    expect(status.textContent).toBe(`${CLIENTS_TEXT.draftJobMade('Graduate Sales Executive', 77)} ${CLIENTS_TEXT.openJobs}`);
    expect(within(status).getByRole('link', { name: CLIENTS_TEXT.openJobs }).getAttribute('href')).toBe('#jobs');
    await within(panel).findByRole('link', { name: CLIENTS_TEXT.jobLink(77) });
    const briefId = clients[0].briefs[0].id;
    expect(
      api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname} ${JSON.stringify(c.body ?? null)}`),
    ).toEqual([`PUT /api/admin/briefs/${briefId}/status {"status":"live"}`, `POST /api/admin/briefs/${briefId}/draft-job null`]);
  });

  it('narrows by a brief’s status (those waiting too long too) and by a search, and sorts by company', async () => {
    clientsApi([
      client('Acme Analytics Ltd', 'Jane Doe', [brief('Graduate Sales Executive', { waitingHours: 60, overdue: true })]),
      client(
        'Bristol Brands',
        'Sam Lee',
        [brief('Marketing Assistant', { status: 'filled', waitingHours: null })],
        '2026-12-02T09:00:00.000Z',
      ),
    ]);
    const { user } = renderTab();
    await screen.findByRole('button', { name: 'Acme Analytics Ltd' });
    expect(companies()).toEqual(['Bristol Brands', 'Acme Analytics Ltd']);
    const header = screen.getByRole('columnheader', { name: CLIENTS_TEXT.columns.company });
    await user.click(within(header).getByRole('button'));
    expect(companies()).toEqual(['Acme Analytics Ltd', 'Bristol Brands']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');

    const filter = screen.getByRole('combobox', { name: TABLE_TEXT.statusFilterLabel('briefs') });
    await user.selectOptions(filter, TABLE_TEXT.overdueStatus);
    expect(companies()).toEqual(['Acme Analytics Ltd']);
    await user.selectOptions(filter, 'Filled');
    expect(companies()).toEqual(['Bristol Brands']);
    await user.selectOptions(filter, 'Closed');
    screen.getByText(LIST_TEXT.noneFiltered('clients'));
    await user.selectOptions(filter, TABLE_TEXT.allStatuses);

    await user.type(screen.getByRole('searchbox', { name: CLIENTS_TEXT.search }), 'marketing');
    await waitFor(() => expect(companies()).toEqual(['Bristol Brands']));
    await user.clear(screen.getByRole('searchbox', { name: CLIENTS_TEXT.search }));
    await user.type(screen.getByRole('searchbox', { name: CLIENTS_TEXT.search }), 'nobody');
    await screen.findByText(LIST_TEXT.noMatch('clients', 'nobody'));
  });

  it('opens the client of a brief the address names (the consultant’s email links there)', async () => {
    const target = brief('Account Manager');
    clientsApi([
      client('Acme Analytics Ltd', 'Jane Doe', [brief('SDR')]),
      client('Cardiff Careers', 'Ffion Jones', [brief('SDR'), target]),
    ]);
    history.replaceState(null, '', `#clients/brief-${target.id}`);
    renderTab();
    const panel = await screen.findByRole('region', { name: TABLE_TEXT.detailsOf('Cardiff Careers') });
    expect(within(panel).getByRole('heading', { name: CLIENTS_TEXT.brief('Account Manager', target.id) })).toBeTruthy();
  });

  it('opens filtered to the clients with a brief waiting too long by the Overview’s link', async () => {
    clientsApi([
      client('Acme Analytics Ltd', 'Jane Doe', [brief('SDR')]),
      client('Cardiff Careers', 'Ffion Jones', [brief('Account Manager', { waitingHours: 50, overdue: true })]),
    ]);
    history.replaceState(null, '', '#clients/overdue');
    renderTab();
    await screen.findByRole('button', { name: 'Cardiff Careers' });
    expect(companies()).toEqual(['Cardiff Careers']);
    expect(screen.getByRole('combobox', { name: TABLE_TEXT.statusFilterLabel('briefs') })).toHaveProperty('value', 'overdue');
  });

  it('says when there are no clients yet', async () => {
    clientsApi([]);
    renderTab();
    await screen.findByText(LIST_TEXT.none('clients'));
  });
});
