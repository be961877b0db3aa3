import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataRequestClock } from '../DataRequestClock';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { dataRequestClock } from '../../config/subject-request-deadline';
import type { TimedDataRequest } from '../../subject-requests/clock';
import { DATA_REQUESTS_TEXT } from '../../texts/admin';

const request = (fields: Partial<TimedDataRequest> = {}) => {
  const days = {
    receivedOn: '2026-09-03',
    identityAskedOn: null,
    identityReceivedOn: null,
    clarificationAskedOn: null,
    clarificationReceivedOn: null,
    completedOn: null,
    ...fields,
  };
  return {
    id: 7,
    kind: 'access',
    note: 'By email',
    adminEmail: 'admin@example.com',
    createdAt: '2026-09-03T09:00:00Z',
    ...days,
    clock: dataRequestClock(days),
  };
};

describe('the request clock', () => {
  it('shows each request’s due date, and records a step as the API answers it (clarification asked: paused)', async () => {
    let held = request();
    const api = fakeApi({
      'GET /api/admin/data-requests': () => ({ json: [held] }),
      'POST /api/admin/data-requests/7/steps': () => {
        held = request({ clarificationAskedOn: '2026-09-10' });
        return { json: held };
      },
    });
    renderAdmin(<DataRequestClock />);
    await screen.findByText('Due by 3 October 2026');
    expect(screen.getByText(/Access \(a copy of their data\), received 3 September 2026 · By email/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Asked for clarification (request 7)' }));
    expect(await toastText()).toContain('Request updated');
    await screen.findByText('Paused: waiting for clarification');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ step: 'clarification-asked' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clarification received (request 7)' })).toBeTruthy());
  });

  it('says the refusal the API gives', async () => {
    fakeApi({
      'GET /api/admin/data-requests': () => ({ json: [] }),
      'POST /api/admin/data-requests': () => ({
        status: 400,
        json: { error: 'Validation failed', errors: { receivedOn: ['Enter today or an earlier date'] } },
      }),
    });
    renderAdmin(<DataRequestClock />);
    fireEvent.change(screen.getByLabelText(DATA_REQUESTS_TEXT.email), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log request' }));
    expect(await toastText()).toContain('Could not log the request');
  });
});
