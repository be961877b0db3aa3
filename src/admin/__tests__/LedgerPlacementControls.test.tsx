import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntroductionsLedger } from '../IntroductionsLedger';
import { fakeApi, type FakeAnswer, type FakeRequest } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { LEDGER_CONTROLS_TEXT } from '../../texts/introductions';
import { LIST_TEXT } from '../../texts/admin';
import { OFFER_LABELS } from '../../texts/placements';

const I = LEDGER_CONTROLS_TEXT.interview;
const O = LEDGER_CONTROLS_TEXT.offer;
const P = LEDGER_CONTROLS_TEXT.placement;

/** A ledger row as GET /api/admin/introductions sends it (src/introductions/ledger.ts). */
const row = (fields: Record<string, unknown>) => ({
  id: 3,
  personName: 'Amelia Hughes',
  personEmail: 'amelia@example.com',
  roleTitle: 'Graduate Sales Executive',
  employerName: 'Acme Analytics Ltd',
  status: 'interview',
  createdAt: '2026-12-01T10:00:00.000Z',
  sentAt: '2026-12-02T10:00:00.000Z',
  candidateToldAt: null,
  candidateMailAt: null,
  interviewId: null,
  interviewSlot: null,
  interviewNoneSuitableAt: null,
  offerId: null,
  offerSentAt: null,
  offerAcceptedAt: null,
  offerConfirmBy: null,
  ...fields,
});

/** The ledger over one row, with the writes answering as `writes` says (tests/api/placements.test.ts, offers.test.ts). */
function ledgerApi(entry: Record<string, unknown>, writes: Record<string, (request: FakeRequest) => FakeAnswer>) {
  const api = fakeApi({
    'GET /api/admin/introductions': () => ({ json: [entry] }),
    ...Object.fromEntries(Object.entries(writes).map(([key, answer]) => [`POST ${key}`, (request: FakeRequest) => answer(request)])),
  });
  const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.url.pathname, body: c.body }));
  return { posts };
}

const renderLedger = () => renderAdmin(<IntroductionsLedger by={{ jobId: 9 }} />);

/** The 422 of an offer lacking regulation 21 items, as the server words it (src/offers/offers.ts). */
const missing = (...fields: string[]) => ({
  status: 422,
  json: {
    message: 'The offer lacks what regulation 21 requires the candidate be told: Benefits, Notice period. Nothing was sent.',
    errors: Object.fromEntries(fields.map((f) => [f, ['Required by regulation 21 for the written offer']])),
  },
});

describe('the interview on a ledger row', () => {
  it('moves a chosen interview only after saying who is emailed, with a refused time beside its field', async () => {
    let refuse = true;
    const api = ledgerApi(row({ interviewId: 5, interviewSlot: '2027-03-26T10:00' }), {
      '/api/admin/interviews/5/reschedule': () =>
        refuse
          ? { status: 400, json: { message: 'A slot has passed', errors: { slot: ['Choose times still to come'] } } }
          : { json: { id: 5, chosenSlot: '2027-03-29T14:30' } },
    });
    const { user } = renderLedger();
    expect((await screen.findByTestId('introductions-ledger')).textContent).toContain(I.at('26 Mar 2027, 10:00'));
    // An interview already open: moved or cancelled, not proposed again.
    expect(screen.queryByRole('button', { name: I.openLabel('Amelia Hughes') })).toBeNull();

    await user.click(screen.getByRole('button', { name: I.moveLabel('Amelia Hughes') }));
    const form = screen.getByRole('form', { name: I.moveFormLabel('Amelia Hughes') });
    const time = within(form).getByLabelText(I.newTime, { exact: false });
    fireEvent.change(time, { target: { value: '2027-03-29T14:30' } });
    await user.click(within(form).getByRole('button', { name: I.moveSend }));
    let dialog = await screen.findByRole('alertdialog', { name: I.moveTitle('Amelia Hughes') });
    expect(dialog.textContent).toContain(I.moveSays('amelia@example.com', '29 Mar 2027, 14:30'));
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: I.moveSend }));
    dialog = await screen.findByRole('alertdialog', { name: I.moveTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: I.moveConfirm }));
    expect(await within(form).findByText('Choose times still to come')).toBeTruthy();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(await toastText()).toBe(`[destructive] ${I.moveFailed}A slot has passed`);

    refuse = false;
    await user.click(within(form).getByRole('button', { name: I.moveSend }));
    dialog = await screen.findByRole('alertdialog', { name: I.moveTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: I.moveConfirm }));
    expect(await toastText()).toBe(`[default] ${I.moved}Amelia Hughes: 29 Mar 2027, 14:30`);
    expect(api.posts()).toEqual([
      { path: '/api/admin/interviews/5/reschedule', body: { slot: '2027-03-29T14:30' } },
      { path: '/api/admin/interviews/5/reschedule', body: { slot: '2027-03-29T14:30' } },
    ]);
  });

  it('cancels an interview after saying whether anyone is emailed', async () => {
    const api = ledgerApi(row({ interviewId: 5 }), { '/api/admin/interviews/5/cancel': () => ({ json: { id: 5 } }) });
    const { user } = renderLedger();
    expect((await screen.findByTestId('introductions-ledger')).textContent).toContain(I.waiting);
    await user.click(screen.getByRole('button', { name: I.cancelLabel('Amelia Hughes') }));
    let dialog = await screen.findByRole('alertdialog', { name: I.cancelTitle('Amelia Hughes') });
    // No time chosen yet: no calendar holds it, nothing is emailed.
    expect(dialog.textContent).toContain(I.cancelSaysWaiting);
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: I.cancelLabel('Amelia Hughes') }));
    dialog = await screen.findByRole('alertdialog', { name: I.cancelTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: I.cancelConfirm }));
    expect(await toastText()).toBe(`[default] ${I.cancelled}Amelia Hughes`);
    expect(api.posts()).toEqual([{ path: '/api/admin/interviews/5/cancel', body: undefined }]);
  });

  it('says a cancellation goes to everyone once a time was chosen', async () => {
    ledgerApi(row({ interviewId: 5, interviewSlot: '2027-03-26T10:00' }), {});
    const { user } = renderLedger();
    await user.click(await screen.findByRole('button', { name: I.cancelLabel('Amelia Hughes') }));
    const dialog = await screen.findByRole('alertdialog', { name: I.cancelTitle('Amelia Hughes') });
    expect(dialog.textContent).toContain(I.cancelSaysChosen('amelia@example.com'));
  });
});

describe('the offer on a ledger row', () => {
  it('emails the written offer only after the confirmation, showing each missing regulation 21 item beside its field', async () => {
    let answer: FakeAnswer = missing('benefits', 'noticePeriod');
    const api = ledgerApi(row({ interviewId: 5, interviewSlot: '2027-03-26T10:00' }), {
      '/api/admin/offers': () => answer,
    });
    const { user } = renderLedger();
    await user.click(await screen.findByRole('button', { name: O.openLabel('Amelia Hughes') }));
    const form = screen.getByRole('form', { name: O.formLabel('Amelia Hughes') });
    await user.type(within(form).getByLabelText(OFFER_LABELS.salary, { exact: false }), '30000');
    fireEvent.change(within(form).getByLabelText(OFFER_LABELS.startDate, { exact: false }), { target: { value: '2027-01-04' } });
    await user.click(within(form).getByRole('button', { name: O.record }));
    let dialog = await screen.findByRole('alertdialog', { name: O.sendTitle('Amelia Hughes') });
    expect(dialog.textContent).toContain(O.sendSays('amelia@example.com'));
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: O.record }));
    dialog = await screen.findByRole('alertdialog', { name: O.sendTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: O.sendConfirm }));
    expect(await toastText()).toContain(`[destructive] ${O.failed}`);
    const benefits = within(form).getByLabelText(OFFER_LABELS.benefits);
    const notice = within(form).getByLabelText(OFFER_LABELS.noticePeriod);
    for (const field of [benefits, notice]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
        'Required by regulation 21 for the written offer',
      );
    }
    expect(within(form).getByLabelText(OFFER_LABELS.hours).getAttribute('aria-invalid')).toBe('false');

    answer = { status: 201, json: { id: 11 } };
    await user.type(benefits, 'None');
    await user.type(notice, 'One month');
    await user.click(within(form).getByRole('button', { name: O.record }));
    dialog = await screen.findByRole('alertdialog', { name: O.sendTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: O.sendConfirm }));
    expect(await toastText()).toBe(`[default] ${O.sent}Amelia Hughes`);
    // Empty fields are left to the brief.
    expect(api.posts().at(-1)).toEqual({
      path: '/api/admin/offers',
      body: { introductionId: 3, salary: 30000, startDate: '2027-01-04', benefits: 'None', noticePeriod: 'One month' },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: O.formLabel('Amelia Hughes') })).toBeNull());
  });

  it('records an offer made by phone at once, emailing no one', async () => {
    const api = ledgerApi(row({}), { '/api/admin/offers': () => ({ status: 201, json: { id: 11 } }) });
    const { user } = renderLedger();
    await user.click(await screen.findByRole('button', { name: O.openLabel('Amelia Hughes') }));
    const form = screen.getByRole('form', { name: O.formLabel('Amelia Hughes') });
    await user.type(within(form).getByLabelText(OFFER_LABELS.salary, { exact: false }), '30000');
    fireEvent.change(within(form).getByLabelText(OFFER_LABELS.startDate, { exact: false }), { target: { value: '2027-01-04' } });
    await user.click(within(form).getByLabelText(O.byPhone));
    await user.click(within(form).getByRole('button', { name: O.record }));
    expect(await toastText()).toBe(`[default] ${O.recorded}${O.recordedByPhone('Amelia Hughes')}`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.posts()).toEqual([
      { path: '/api/admin/offers', body: { introductionId: 3, salary: 30000, startDate: '2027-01-04', byPhone: true } },
    ]);
  });

  it('sends the written offer of a phone offer after the confirmation, with a missing item beside its field', async () => {
    let answer: FakeAnswer = missing('hours');
    const api = ledgerApi(row({ status: 'offered', offerId: 11, offerConfirmBy: '2026-12-10' }), {
      '/api/admin/offers/11/send': () => answer,
    });
    const { user } = renderLedger();
    expect((await screen.findByTestId('introductions-ledger')).textContent).toContain(O.confirmBy('10 Dec 2026'));
    expect(screen.queryByRole('button', { name: O.acceptedLabel('Amelia Hughes') })).toBeNull();
    await user.click(screen.getByRole('button', { name: O.sendWrittenLabel('Amelia Hughes') }));
    const form = screen.getByRole('form', { name: O.sendWrittenFormLabel('Amelia Hughes') });
    await user.click(within(form).getByRole('button', { name: O.sendWrittenSubmit }));
    let dialog = await screen.findByRole('alertdialog', { name: O.sendTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: O.sendWrittenSubmit }));
    dialog = await screen.findByRole('alertdialog', { name: O.sendTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: O.sendConfirm }));
    expect(await toastText()).toContain(`[destructive] ${O.sendFailed}`);
    const hours = within(form).getByLabelText(OFFER_LABELS.hours);
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    within(form).getByText('Required by regulation 21 for the written offer');

    answer = { json: { id: 11 } };
    await user.type(hours, '37.5 a week');
    await user.click(within(form).getByRole('button', { name: O.sendWrittenSubmit }));
    dialog = await screen.findByRole('alertdialog', { name: O.sendTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: O.sendConfirm }));
    expect(await toastText()).toBe(`[default] ${O.sent}Amelia Hughes`);
    expect(api.posts().map((p) => p.body)).toEqual([{}, { hours: '37.5 a week' }]);
  });

  it('records the acceptance only after saying the employer is emailed', async () => {
    const api = ledgerApi(row({ status: 'offered', offerId: 11, offerSentAt: '2026-12-07T10:00:00.000Z' }), {
      '/api/admin/offers/11/accepted': () => ({ json: { id: 11 } }),
    });
    const { user } = renderLedger();
    expect((await screen.findByTestId('introductions-ledger')).textContent).toContain(O.sentOn('7 Dec 2026'));
    // Not accepted yet: no placement to record.
    expect(screen.queryByRole('button', { name: P.openLabel('Amelia Hughes') })).toBeNull();
    await user.click(screen.getByRole('button', { name: O.acceptedLabel('Amelia Hughes') }));
    let dialog = await screen.findByRole('alertdialog', { name: O.acceptedTitle('Amelia Hughes') });
    expect(dialog.textContent).toContain(O.acceptedSays);
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: O.acceptedLabel('Amelia Hughes') }));
    dialog = await screen.findByRole('alertdialog', { name: O.acceptedTitle('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: O.acceptedConfirm }));
    expect(await toastText()).toBe(`[default] ${O.acceptedToast}Amelia Hughes`);
    expect(api.posts()).toEqual([{ path: '/api/admin/offers/11/accepted', body: undefined }]);
  });
});

describe('the placement on a ledger row', () => {
  it('records an accepted offer’s placement after the confirmation and gives its figures; a refused field stays beside it', async () => {
    let refuse = true;
    const api = ledgerApi(
      row({ status: 'offered', offerId: 11, offerSentAt: '2026-12-07T10:00:00.000Z', offerAcceptedAt: '2026-12-08T10:00:00.000Z' }),
      {
        '/api/admin/placements': () =>
          refuse
            ? {
                status: 400,
                json: {
                  message: 'Invalid firstYearSalary',
                  errors: { firstYearSalary: ['Enter the first-year salary in whole pounds'] },
                },
              }
            : {
                status: 201,
                json: { id: 1, retainedFee: 1500, contingencyFee: 5400, netBalance: 3900, netBalanceDue: '2027-02-03' },
              },
      },
    );
    const { user } = renderLedger();
    expect((await screen.findByTestId('introductions-ledger')).textContent).toContain(O.acceptedOn('8 Dec 2026'));
    await user.click(screen.getByRole('button', { name: P.openLabel('Amelia Hughes') }));
    const form = screen.getByRole('form', { name: P.formLabel('Amelia Hughes') });
    fireEvent.change(within(form).getByLabelText(P.startDate, { exact: false }), { target: { value: '2027-01-04' } });
    const salary = within(form).getByLabelText(P.firstYearSalary, { exact: false });
    await user.type(salary, '30000');
    await user.click(within(form).getByRole('button', { name: P.record }));
    let dialog = await screen.findByRole('alertdialog', { name: P.title('Amelia Hughes') });
    expect(dialog.textContent).toContain(P.says('amelia@example.com'));
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.posts()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: P.record }));
    dialog = await screen.findByRole('alertdialog', { name: P.title('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: P.confirm }));
    expect(await within(form).findByText('Enter the first-year salary in whole pounds')).toBeTruthy();
    expect(salary.getAttribute('aria-invalid')).toBe('true');
    expect(await toastText()).toBe(`[destructive] ${P.failed}Invalid firstYearSalary`);

    refuse = false;
    await user.click(within(form).getByRole('button', { name: P.record }));
    dialog = await screen.findByRole('alertdialog', { name: P.title('Amelia Hughes') });
    await user.click(within(dialog).getByRole('button', { name: P.confirm }));
    expect(await toastText()).toBe(
      `[default] ${P.recorded}Amelia Hughes: ${P.figures('£1,500.00', '£5,400.00', '£3,900.00', '3 Feb 2027')}`,
    );
    expect(api.posts().at(-1)).toEqual({
      path: '/api/admin/placements',
      body: { introductionId: 3, startDate: '2027-01-04', firstYearSalary: 30000 },
    });
  });
});
