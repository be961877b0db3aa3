import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobIntroductions } from '../JobIntroductions';
import type { JobRow, ShortlistRow } from '../admin-api';
import { sampleJob } from '../../jobs/__tests__/sample-job';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { LEDGER_CONTROLS_TEXT as T } from '../../texts/introductions';

const job = { ...(JSON.parse(JSON.stringify(sampleJob)) as JobRow), id: 9, title: 'Graduate Sales Executive' };

const person = (id: number, name: string) => ({
  id,
  name,
  primaryEmail: `${name.split(' ')[0].toLowerCase()}@example.com`,
  emails: [`${name.split(' ')[0].toLowerCase()}@example.com`],
  firstContactAt: '2026-11-02T10:00:00.000Z',
});
const amelia = person(1, 'Amelia Hughes');
const priya = person(2, 'Priya Shah');

type Entry = { id: number; personName: string; status: string; createdAt: string; sentAt: string | null };

/**
 * The introductions, shortlists and interviews endpoints over in-memory lists, answering as the API tier
 * shows (tests/api/introductions.test.ts, tests/api/placements.test.ts): Priya hides from this employer.
 */
function ledgerApi(entries: Entry[], shortlists: ShortlistRow[] = []) {
  return fakeApi({
    'GET /api/admin/introductions': () => ({ json: entries }),
    'GET /api/admin/people': ({ url }) => ({
      json: [amelia, priya].filter((p) => p.name.toLowerCase().includes(url.searchParams.get('q')!.toLowerCase())),
    }),
    'POST /api/admin/introductions': ({ body }) => {
      const { personId } = body as { personId: number };
      if (personId === priya.id)
        return {
          status: 409,
          json: { message: 'Priya Shah asked never to be put forward to Acme Analytics Ltd: nothing was sent.', code: 'hidden-employer' },
        };
      const entry = { id: 50, personName: amelia.name, status: 'asked', createdAt: '2026-12-07T10:00:00.000Z', sentAt: null };
      entries.unshift(entry);
      return { status: 201, json: entry };
    },
    'GET /api/admin/shortlists': () => ({ json: shortlists }),
    'POST /api/admin/shortlists': ({ body }) => {
      const made = {
        ...(body as { reviewerName: string; reviewerEmail: string; blind: boolean }),
        id: 70,
        jobId: job.id,
        dueOn: '2026-12-14',
        createdAt: '2026-12-07T10:00:00.000Z',
        expiresAt: '2027-01-06T10:00:00.000Z',
        revokedAt: null,
        remindedAt: null,
      };
      shortlists.unshift({ ...made, views: [], decisions: [] });
      return { status: 201, json: made };
    },
    'DELETE /api/admin/shortlists/(\\d+)': (_, [, id]) => {
      shortlists.find((s) => s.id === Number(id))!.revokedAt = '2026-12-07T11:00:00.000Z';
      return { status: 200 };
    },
    'POST /api/admin/interviews': () => ({ status: 201, json: { id: 5 } }),
  });
}

const renderJob = () => renderAdmin(<JobIntroductions job={job} />);

describe('a job’s introductions', () => {
  it('asks a candidate found by the People search, and the ledger shows them asked', async () => {
    const api = ledgerApi([]);
    const { user } = renderJob();
    await screen.findByText('No one has been introduced yet.');
    await user.type(screen.getByRole('searchbox', { name: T.ask.search }), 'amelia');
    await user.click(await screen.findByRole('button', { name: T.ask.label('Amelia Hughes') }));
    expect(await toastText()).toBe(`[default] ${T.ask.asked}Amelia Hughes: Graduate Sales Executive`);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ personId: 1, jobId: 9 });
    const ledger = await screen.findByTestId('introductions-ledger');
    expect(ledger.textContent).toContain('Amelia Hughes');
    expect(ledger.textContent).toContain('Asked the candidate');
  });

  it('says on screen why a person hiding from the employer cannot be asked (409), and nothing is added', async () => {
    ledgerApi([]);
    const { user } = renderJob();
    await user.type(screen.getByRole('searchbox', { name: T.ask.search }), 'priya');
    await user.click(await screen.findByRole('button', { name: T.ask.label('Priya Shah') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Priya Shah asked never to be put forward to Acme Analytics Ltd: nothing was sent.');
    expect(await toastText()).toContain(`[destructive] ${T.ask.failed}`);
    expect(screen.getByText('No one has been introduced yet.')).toBeTruthy();
  });

  it('creates a blind reviewer link, lists it with its openings, and revokes it', async () => {
    const opened: ShortlistRow = {
      id: 60,
      jobId: job.id,
      reviewerName: 'Jane Doe',
      reviewerEmail: 'jane@acme.example',
      blind: false,
      dueOn: '2026-12-10',
      createdAt: '2026-12-03T10:00:00.000Z',
      expiresAt: '2027-01-02T10:00:00.000Z',
      revokedAt: null,
      remindedAt: null,
      views: [
        { introductionId: 3, kind: 'cv', at: '2026-12-04T10:05:00.000Z' },
        { introductionId: null, kind: 'page', at: '2026-12-04T10:00:00.000Z' },
      ],
      decisions: [],
    };
    const api = ledgerApi([], [opened]);
    const { user } = renderJob();
    const links = await screen.findAllByTestId('shortlist-link');
    expect(links[0].textContent).toContain('Jane Doe (jane@acme.example)');
    expect(links[0].textContent).toContain('respond by 10 Dec 2026 · open until 2 Jan 2027 · 0 decisions');
    const log = within(links[0]).getByRole('list', { name: `${T.links.activity}: Jane Doe` });
    expect(log.textContent).toContain('4 Dec 2026, 10:05: Opened or downloaded a CV');
    expect(log.textContent).toContain('4 Dec 2026, 10:00: Opened the shortlist');

    await user.type(screen.getByLabelText(T.links.name), 'Sam Lee');
    await user.type(screen.getByLabelText(T.links.email), 'sam@acme.example');
    await user.click(screen.getByLabelText(T.links.blind));
    await user.click(screen.getByRole('button', { name: T.links.create }));
    expect(await toastText()).toBe(`[default] ${T.links.created}sam@acme.example`);
    expect(api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/admin/shortlists')?.body).toEqual({
      jobId: 9,
      reviewerName: 'Sam Lee',
      reviewerEmail: 'sam@acme.example',
      blind: true,
    });
    await waitFor(() => expect(screen.getAllByTestId('shortlist-link')).toHaveLength(2));
    const [sam] = screen.getAllByTestId('shortlist-link');
    expect(sam.textContent).toContain('blind');
    expect(sam.textContent).toContain(T.links.noActivity);
    expect((screen.getByLabelText(T.links.name) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: T.links.revokeLabel('Jane Doe') }));
    expect(await toastText()).toBe(`[default] ${T.links.revokedToast}Jane Doe`);
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/admin/shortlists/60')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: T.links.revokeLabel('Jane Doe') })).toBeNull());
    expect(screen.getAllByTestId('shortlist-link')[1].textContent).toContain('revoked 7 Dec 2026');
  });

  it('proposes interview slots from a row the reviewer invited to interview', async () => {
    const api = ledgerApi([
      {
        id: 3,
        personName: 'Amelia Hughes',
        status: 'interview',
        createdAt: '2026-12-01T10:00:00.000Z',
        sentAt: '2026-12-02T10:00:00.000Z',
      },
      { id: 4, personName: 'Tom Reed', status: 'sent', createdAt: '2026-12-01T10:00:00.000Z', sentAt: '2026-12-02T10:00:00.000Z' },
    ]);
    const { user } = renderJob();
    await screen.findByTestId('introductions-ledger');
    expect(screen.queryByRole('button', { name: T.interview.openLabel('Tom Reed') })).toBeNull();
    await user.click(screen.getByRole('button', { name: T.interview.openLabel('Amelia Hughes') }));
    const form = screen.getByRole('form', { name: T.interview.openLabel('Amelia Hughes') });
    fireEvent.change(within(form).getByLabelText(T.interview.slot(1)), { target: { value: '2027-03-26T10:00' } });
    fireEvent.change(within(form).getByLabelText(T.interview.slot(2)), { target: { value: '2027-03-29T10:00' } });
    await user.selectOptions(within(form).getByLabelText(T.interview.mode), 'video');
    await user.type(within(form).getByLabelText(T.interview.where), 'Teams; the link follows');
    await user.click(within(form).getByRole('button', { name: T.interview.send }));
    expect(await toastText()).toBe(`[default] ${T.interview.sent}Amelia Hughes`);
    expect(api.calls.find((c) => c.url.pathname === '/api/admin/interviews')?.body).toEqual({
      introductionId: 3,
      slots: ['2027-03-26T10:00', '2027-03-29T10:00'],
      mode: 'video',
      where: 'Teams; the link follows',
    });
    expect(screen.queryByRole('form', { name: T.interview.openLabel('Amelia Hughes') })).toBeNull();
  });
});
