import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlacementsTab } from '../PlacementsTab';
import type { PlacementRow, RetainedFeeRow } from '../admin-api';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
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
  retainedPaidOn: null,
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

/** A brief's retained fee as GET /api/admin/retained-fees answers it (tests/api/retained-fees.test.ts). */
const retainedFee = (fields: Partial<RetainedFeeRow> = {}): RetainedFeeRow => ({
  briefId: 7,
  clientId: 3,
  employerName: 'Brightside Ltd',
  roleTitle: 'Business Development Associate',
  agreementVersion: 1,
  pct: 2,
  amountMin: 520,
  amountMax: 600,
  confirmedOn: '2026-12-01',
  dueOn: '2026-12-08',
  paidOn: null,
  overdue: true,
  ...fields,
});

const section = (name: string) => screen.getByRole('region', { name });
/** Each fee due's line, without its "Paid on" form. */
const feeLines = () =>
  within(section(PLACEMENTS_TEXT.fees))
    .queryAllByTestId('fee-due')
    .map((line) => line.textContent);
const who = 'Sam Candidate, Graduate Sales Executive at Acme Analytics Ltd';

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
      'GET /api/admin/retained-fees': () => ({ json: [] }),
    });
    renderAdmin(<PlacementsTab now={new Date('2026-12-10T12:00:00Z')} />);
    await screen.findByRole('table');
    expect(within(section(PLACEMENTS_TEXT.upcoming)).getByRole('listitem').textContent).toBe(
      'Sam Candidate, Graduate Sales Executive at Acme Analytics Ltd: starts 4 Jan 2027',
    );
    expect(feeLines()).toEqual([
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
    fakeApi({ 'GET /api/admin/placements': () => ({ json: [] }), 'GET /api/admin/retained-fees': () => ({ json: [] }) });
    renderAdmin(<PlacementsTab now={new Date('2026-12-10T12:00:00Z')} />);
    expect(await screen.findByText(PLACEMENTS_TEXT.noPlacements)).toBeTruthy();
    expect(within(section(PLACEMENTS_TEXT.upcoming)).getByText(PLACEMENTS_TEXT.none)).toBeTruthy();
  });

  it('lists briefs’ retained fees unpaid among the fees due, the earliest first, and records one paid', async () => {
    let fees = [
      retainedFee(),
      retainedFee({ briefId: 8, employerName: 'Northwind Ltd', amountMin: 600, amountMax: 600, dueOn: '2026-12-20', overdue: false }),
      retainedFee({ briefId: 9, employerName: 'Paid Ltd', paidOn: '2026-12-05', overdue: false }),
      retainedFee({ briefId: 10, employerName: 'Later Ltd', dueOn: '2027-02-20', overdue: false }),
    ];
    const { calls } = fakeApi({
      'GET /api/admin/placements': () => ({ json: [placement({ netBalanceDue: '2026-12-15', startDate: '2026-11-15', rebates: [] })] }),
      'GET /api/admin/retained-fees': () => ({ json: fees }),
      'POST /api/admin/retained-fees/(\\d+)/paid': (req, [, id]) => {
        fees = fees.map((f) => (f.briefId === Number(id) ? { ...f, paidOn: (req.body as { paidOn: string }).paidOn, overdue: false } : f));
        return { json: fees.find((f) => f.briefId === Number(id)) };
      },
    });
    const { user } = renderAdmin(<PlacementsTab now={new Date('2026-12-10T12:00:00Z')} />);
    await screen.findByRole('table');
    const due = () => section(PLACEMENTS_TEXT.fees);
    await waitFor(() => expect(feeLines()).toHaveLength(3));
    expect(feeLines()).toEqual([
      'Retained fee for Business Development Associate at Brightside Ltd: £520.00 to £600.00 (2% of the anticipated salary) due 8 Dec 2026 (Overdue)',
      'Sam Candidate, Graduate Sales Executive at Acme Analytics Ltd: £3,900.00 due 15 Dec 2026',
      'Retained fee for Business Development Associate at Northwind Ltd: £600.00 (2% of the salary) due 20 Dec 2026',
    ]);

    const form = within(due()).getByRole('form', {
      name: PLACEMENTS_TEXT.recordPaidOf(PLACEMENTS_TEXT.retainedFee('Business Development Associate', 'Brightside Ltd')),
    });
    const paidOn = within(form).getByLabelText(PLACEMENTS_TEXT.paidOn);
    expect((paidOn as HTMLInputElement).value).toBe('2026-12-10');
    await user.clear(paidOn);
    await user.type(paidOn, '2026-12-09');
    await user.click(within(form).getByRole('button', { name: form.getAttribute('aria-label')! }));
    expect(await toastText()).toBe(
      '[default] Payment recordedRetained fee for Business Development Associate at Brightside Ltd: paid 9 Dec 2026',
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/admin/retained-fees/7/paid' }),
      body: { paidOn: '2026-12-09' },
    });
    await waitFor(() => expect(feeLines()).toHaveLength(2));
    expect(feeLines()[1]).toContain('Northwind Ltd');
  });

  it('records a net balance paid: it POSTs the day and the fee leaves the list', async () => {
    let rows = [placement({ netBalanceDue: '2026-12-15', startDate: '2026-11-15', rebates: [] })];
    const { calls } = fakeApi({
      'GET /api/admin/placements': () => ({ json: rows }),
      'GET /api/admin/retained-fees': () => ({ json: [] }),
      'POST /api/admin/placements/(\\d+)/paid': ({ body }) => {
        rows = rows.map((p) => ({ ...p, netPaidOn: (body as { paidOn: string }).paidOn }));
        return { json: rows[0] };
      },
    });
    const { user } = renderAdmin(<PlacementsTab now={new Date('2026-12-10T12:00:00Z')} />);
    await screen.findByRole('table');
    const name = PLACEMENTS_TEXT.recordPaidOf(PLACEMENTS_TEXT.netBalanceOf(who));
    const form = within(section(PLACEMENTS_TEXT.fees)).getByRole('form', { name });
    const paidOn = within(form).getByLabelText(PLACEMENTS_TEXT.paidOn);
    await user.clear(paidOn);
    await user.type(paidOn, '2026-12-08');
    await user.click(within(form).getByRole('button', { name }));
    expect(await toastText()).toBe(`[default] Payment recordedNet balance: ${who}: paid 8 Dec 2026`);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/admin/placements/1/paid' }),
      body: { paidOn: '2026-12-08' },
    });
    await waitFor(() => expect(within(section(PLACEMENTS_TEXT.fees)).getByText(PLACEMENTS_TEXT.none)).toBeTruthy());
    expect(within(screen.getByRole('table')).getByText('8 Dec 2026')).toBeTruthy();
  });

  it('records a departure after showing the agreement’s windows, and shows the refund the server gave', async () => {
    let rows = [placement()];
    const { calls } = fakeApi({
      'GET /api/admin/placements': () => ({ json: rows }),
      'GET /api/admin/retained-fees': () => ({ json: [] }),
      // The server's answer for 15 Feb 2027 (tests/api/placements.test.ts): 75%, £2,925.
      'POST /api/admin/placements/(\\d+)/left': ({ body }) => {
        rows = rows.map((p) => ({ ...p, leftOn: (body as { leftOn: string }).leftOn, refundPct: 75, refund: 2925 }));
        return { json: rows[0] };
      },
    });
    const { user } = renderAdmin(<PlacementsTab now={new Date('2027-02-20T12:00:00Z')} />);
    const table = await screen.findByRole('table');
    const name = PLACEMENTS_TEXT.recordLeftOf(who);
    const form = within(table).getByRole('form', { name });
    const leftOn = within(form).getByLabelText(PLACEMENTS_TEXT.leftOn);
    await user.clear(leftOn);
    await user.type(leftOn, '2027-02-15');
    await user.click(within(form).getByRole('button', { name }));

    const dialog = await screen.findByRole('alertdialog', { name: PLACEMENTS_TEXT.confirmLeftTitle });
    expect(within(dialog).getByText(`${who} left on 15 Feb 2027. This cannot be undone here.`)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '100% (£3,900.00) if they left within 4 weeks, by 31 Jan 2027',
      '75% (£2,925.00) if they left within 8 weeks, by 28 Feb 2027',
      '50% (£1,950.00) if they left within 12 weeks, by 28 Mar 2027',
    ]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: PLACEMENTS_TEXT.confirm }));

    expect(await toastText()).toBe(`[default] Departure recorded${who}: Refund £2,925.00 (75%)`);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/admin/placements/1/left' }),
      body: { leftOn: '2027-02-15' },
    });
    await waitFor(() => expect(within(table).queryByRole('form', { name })).toBeNull());
    expect(within(table).getByText('£2,925.00 (75%)')).toBeTruthy();
  });

  it('shows the server’s message beside the day it refused', async () => {
    const message = 'The day they left cannot be before the start date';
    fakeApi({
      'GET /api/admin/placements': () => ({ json: [placement({ startDate: '2026-11-15', netBalanceDue: '2026-12-15', rebates: [] })] }),
      'GET /api/admin/retained-fees': () => ({ json: [] }),
      'POST /api/admin/placements/(\\d+)/left': () => ({
        status: 400,
        json: { message: `Invalid leftOn: ${message}`, errors: { leftOn: [message] } },
      }),
      'POST /api/admin/placements/(\\d+)/paid': () => ({ status: 422, json: { message: 'The payment could not be recorded' } }),
    });
    const { user } = renderAdmin(<PlacementsTab now={new Date('2026-12-10T12:00:00Z')} />);
    const table = await screen.findByRole('table');
    const leftName = PLACEMENTS_TEXT.recordLeftOf(who);
    const form = within(table).getByRole('form', { name: leftName });
    const leftOn = within(form).getByLabelText(PLACEMENTS_TEXT.leftOn);
    await user.clear(leftOn);
    await user.type(leftOn, '2026-11-01');
    await user.click(within(form).getByRole('button', { name: leftName }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: PLACEMENTS_TEXT.confirm }));
    expect(await toastText()).toBe(`[destructive] ${PLACEMENTS_TEXT.recordLeftFailed}${message}`);
    expect(within(form).getByText(message)).toBeTruthy();
    expect(leftOn.getAttribute('aria-invalid')).toBe('true');
    expect(leftOn.getAttribute('aria-describedby')).toBe(within(form).getByText(message).id);
    expect(document.activeElement).toBe(leftOn);

    const paidName = PLACEMENTS_TEXT.recordPaidOf(PLACEMENTS_TEXT.netBalanceOf(who));
    const paidForm = within(section(PLACEMENTS_TEXT.fees)).getByRole('form', { name: paidName });
    await user.click(within(paidForm).getByRole('button', { name: paidName }));
    expect(await toastText()).toBe(`[destructive] ${PLACEMENTS_TEXT.recordFailed}The payment could not be recorded`);
    expect(within(paidForm).getByText('The payment could not be recorded')).toBeTruthy();
  });
});
