import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MyDataView from '../MyDataView';
import { fakeApi } from '../../../../tests/support/fake-api';
import { MY_PAGE, MY_VIEW } from '../../../texts/my-data';

const OPTIONS = {
  interests: [{ value: 'b2b-sales', label: 'B2B sales' }],
  locations: [
    { value: 'exeter', label: 'Exeter' },
    { value: 'remote', label: 'Remote' },
  ],
};

const DATA = {
  name: 'Ola Nowak',
  emails: ['ola@example.com'],
  applications: [
    {
      reference: 'A-000001',
      role: { title: 'Sales Executive', company: 'Acme' },
      sentAt: '2026-12-01T10:00:00.000Z',
      status: 'in_review',
      statusInWords: 'Being reviewed',
      statusChangedAt: '2026-12-02T10:00:00.000Z',
    },
  ],
  registrations: [{ reference: 'R-000002', registeredAt: '2026-12-03T10:00:00.000Z' }],
  consents: [{ kind: 'keep-details', grantedAt: '2026-12-03T10:00:00.000Z', expiresAt: '2027-12-03T10:00:00.000Z', withdrawnAt: null }],
  preferences: { interests: ['b2b-sales'], locations: ['exeter'], salaryFloor: 24000, earliestStart: null },
  cv: null,
  hideFrom: ['Globex'],
  jobAlerts: [],
  introductions: [
    {
      id: 7,
      askedAt: '2026-11-02T10:00:00.000Z',
      question: 'May we put you forward for Account Manager at Globex Corp?',
      answer: 'You said yes on 3 November 2026',
      putForward: 'Put forward to an employer on 4 November 2026',
      outcome: 'The employer would like to interview you',
    },
  ],
};

describe('My data', () => {
  it('shows the sign-in form, a plain post to the API, without a session', async () => {
    const api = fakeApi({ 'GET /api/my': () => ({ status: 401, json: { message: 'Please sign in' } }) });
    const { container } = render(<MyDataView {...OPTIONS} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByLabelText(MY_PAGE.email)).toBeTruthy();
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/api/my/sign-in-link');
  });

  it('shows the data in plain words, hides the sign-in form, and withdraws a consent', async () => {
    const withdrawn = { ...DATA, consents: [{ ...DATA.consents[0], withdrawnAt: '2026-12-07T10:00:00.000Z' }] };
    const api = fakeApi({
      'GET /api/my': () => ({ json: DATA }),
      'POST /api/my/consents/keep-details/withdraw': () => ({ json: withdrawn }),
    });
    render(<MyDataView {...OPTIONS} />);
    await screen.findByText(MY_VIEW.signedInAs('Ola Nowak'));
    expect(screen.queryByLabelText(MY_PAGE.email)).toBeNull();
    expect(screen.getByText(/Sales Executive at Acme/)).toBeTruthy();
    expect(screen.getByText(/Sent 1 Dec 2026 · Status: Being reviewed/)).toBeTruthy();
    expect(screen.getByText(/Ends 3 Dec 2027/)).toBeTruthy();
    expect(screen.getByText('B2B sales')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MY_VIEW.withdraw }));
    await screen.findByText(/Withdrawn 7 Dec 2026/);
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['GET /api/my', 'POST /api/my/consents/keep-details/withdraw']);
  });

  it('shows each role we asked about: the question, the answer, when put forward and the outcome', async () => {
    fakeApi({ 'GET /api/my': () => ({ json: DATA }) });
    render(<MyDataView {...OPTIONS} />);
    const [i] = DATA.introductions;
    const item = (await screen.findByText(MY_VIEW.asked(i!.question, new Date(i!.askedAt)))).closest('li')!;
    expect(item.textContent).toContain(i!.answer);
    expect(item.textContent).toContain(i!.putForward);
    expect(item.textContent).toContain(i!.outcome);
  });

  it('says so when no role was asked about', async () => {
    fakeApi({ 'GET /api/my': () => ({ json: { ...DATA, introductions: [] } }) });
    render(<MyDataView {...OPTIONS} />);
    await screen.findByText(MY_VIEW.noIntroductions);
  });

  it('erases only after the confirmation, which says what goes and what is kept', async () => {
    const api = fakeApi({ 'GET /api/my': () => ({ json: DATA }), 'POST /api/my/erasure': () => ({ json: { counts: {} } }) });
    render(<MyDataView {...OPTIONS} />);
    await userEvent.click(await screen.findByRole('button', { name: MY_VIEW.erase }));
    expect(screen.getByText(MY_VIEW.eraseRemoves)).toBeTruthy();
    expect(screen.getByText(MY_VIEW.eraseKeeps)).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: MY_VIEW.eraseConfirm }));
    await screen.findByText(MY_VIEW.erased);
    expect(api.calls[1]).toMatchObject({ method: 'POST', body: { confirm: true } });
  });
});
