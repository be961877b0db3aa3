import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobIntroductions } from '../JobIntroductions';
import type { JobRow, ShortlistRow } from '../admin-api';
import { sampleJob } from '../../jobs/__tests__/sample-job';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { LEDGER_CONTROLS_TEXT as T } from '../../texts/introductions';
import { LIST_TEXT } from '../../texts/admin';
import { formatDate } from '../../utils/dates';

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

type Entry = {
  id: number;
  personName: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  candidateToldAt?: string | null;
  candidateMailAt?: string | null;
};

/** The kind email a "not for us" leads to, as the server renders it (tests/api/shortlists.test.ts). */
const NOT_FOR_US_EMAIL = {
  recipient: 'amelia@example.com',
  subject: 'Your application for Graduate Sales Executive',
  text: 'Hi Amelia,\n\nThank you for your interest. Sadly, the employer has decided not to take this further.',
  toldAt: null,
  graceMinutes: 5,
};

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
      const { personId, summary } = body as { personId: number; summary?: string };
      if (personId === priya.id)
        return {
          status: 409,
          json: { message: 'Priya Shah asked never to be put forward to Acme Analytics Ltd: nothing was sent.', code: 'hidden-employer' },
        };
      if (summary && summary.length > 1000)
        return {
          status: 400,
          json: { message: 'Invalid summary: Must be 1000 characters or fewer', errors: { summary: ['Must be 1000 characters or fewer'] } },
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
    'GET /api/admin/introductions/(\\d+)/unsuccessful-email': () => ({ json: NOT_FOR_US_EMAIL }),
    'POST /api/admin/introductions/(\\d+)/unsuccessful-email': (_, [, id]) => {
      Object.assign(
        entries.find((e) => e.id === Number(id))!,
        {
          candidateToldAt: '2026-12-07T10:00:00.000Z',
          candidateMailAt: '2026-12-07T10:05:00.000Z',
        },
      );
      return { status: 202, json: { sendsAt: '2026-12-07T10:05:00.000Z' } };
    },
    'DELETE /api/admin/introductions/(\\d+)/unsuccessful-email': (_, [, id]) => {
      Object.assign(
        entries.find((e) => e.id === Number(id))!,
        { candidateToldAt: null, candidateMailAt: null },
      );
      return { json: { id: Number(id), candidateToldAt: null } };
    },
  });
}

const renderJob = () => renderAdmin(<JobIntroductions job={job} />);

describe('a job’s introductions', () => {
  it('asks a candidate found by the People search with the profile written for the employer, and the ledger shows them asked', async () => {
    const api = ledgerApi([]);
    const { user } = renderJob();
    await screen.findByText('No one has been introduced yet.');
    await user.type(screen.getByRole('searchbox', { name: T.ask.search }), 'amelia');
    await user.click(await screen.findByRole('button', { name: T.ask.label('Amelia Hughes') }));
    // Nothing is sent until the form is: it says what empty fields become.
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    const form = screen.getByRole('form', { name: T.ask.formLabel('Amelia Hughes') });
    expect(within(form).getByLabelText(T.ask.fields.summary).getAttribute('aria-describedby')).toBeTruthy();
    within(form).getByText(T.ask.hints.summary);
    expect(within(form).getAllByText(T.ask.hints.fromRecords)).toHaveLength(4);
    // Not a confidential brief: the employer is named, so there is nothing to describe.
    expect(within(form).queryByLabelText(T.ask.fields.employerDescription)).toBeNull();
    await user.type(within(form).getByLabelText(T.ask.fields.summary), 'Strong communicator.');
    await user.type(within(form).getByLabelText(T.ask.fields.experience), 'Two years in B2B sales.');
    await user.type(within(form).getByLabelText(T.ask.fields.availability), 'One month’s notice');
    await user.type(within(form).getByLabelText(T.ask.fields.salaryExpectation), '£28,000');
    await user.click(within(form).getByRole('button', { name: T.ask.send }));
    expect(await toastText()).toBe(`[default] ${T.ask.asked}Amelia Hughes: Graduate Sales Executive`);
    // The location was left empty: the server takes it from their records.
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      personId: 1,
      jobId: 9,
      summary: 'Strong communicator.',
      experience: 'Two years in B2B sales.',
      availability: 'One month’s notice',
      salaryExpectation: '£28,000',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: T.ask.formLabel('Amelia Hughes') })).toBeNull());
    const ledger = await screen.findByTestId('introductions-ledger');
    expect(ledger.textContent).toContain('Amelia Hughes');
    expect(ledger.textContent).toContain('Asked the candidate');
  });

  it('offers the employer’s description on a confidential brief’s job, and shows a field the server refuses beside it', async () => {
    const api = ledgerApi([]);
    const { user } = renderAdmin(<JobIntroductions job={{ ...job, location: 'Bristol', briefConfidential: true }} />);
    await user.type(screen.getByRole('searchbox', { name: T.ask.search }), 'amelia');
    await user.click(await screen.findByRole('button', { name: T.ask.label('Amelia Hughes') }));
    const form = screen.getByRole('form', { name: T.ask.formLabel('Amelia Hughes') });
    within(form).getByText(T.ask.hints.employerDescription('an employer in Bristol'));
    await user.type(within(form).getByLabelText(T.ask.fields.employerDescription), 'a SaaS company in Bristol');
    const summary = within(form).getByLabelText(T.ask.fields.summary);
    fireEvent.change(summary, { target: { value: 'x'.repeat(1001) } });
    await user.click(within(form).getByRole('button', { name: T.ask.send }));
    expect(await within(form).findByText('Must be 1000 characters or fewer')).toBeTruthy();
    expect(summary.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ employerDescription: 'a SaaS company in Bristol' });
    // Nothing was asked: the form stays as typed.
    expect((within(form).getByLabelText(T.ask.fields.employerDescription) as HTMLInputElement).value).toBe('a SaaS company in Bristol');
    expect(screen.getByText('No one has been introduced yet.')).toBeTruthy();
  });

  it('says beside the form why a person hiding from the employer cannot be asked (409), and nothing is added', async () => {
    ledgerApi([]);
    const { user } = renderJob();
    await user.type(screen.getByRole('searchbox', { name: T.ask.search }), 'priya');
    await user.click(await screen.findByRole('button', { name: T.ask.label('Priya Shah') }));
    const form = screen.getByRole('form', { name: T.ask.formLabel('Priya Shah') });
    await user.click(within(form).getByRole('button', { name: T.ask.send }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Priya Shah asked never to be put forward to Acme Analytics Ltd: nothing was sent.');
    expect(await toastText()).toContain(`[destructive] ${T.ask.failed}`);
    expect(screen.getByText('No one has been introduced yet.')).toBeTruthy();
  });

  it('tells a “not for us” candidate only after showing the exact email, and Undo withdraws it', async () => {
    const notForUs: Entry = {
      id: 7,
      personName: 'Amelia Hughes',
      status: 'not-for-us',
      createdAt: '2026-12-01T10:00:00.000Z',
      sentAt: '2026-12-02T10:00:00.000Z',
      candidateToldAt: null,
      candidateMailAt: null,
    };
    const told: Entry = { ...notForUs, id: 8, personName: 'Tom Reed', candidateToldAt: '2026-12-03T10:00:00.000Z' };
    const sent: Entry = { ...notForUs, id: 9, personName: 'Ben Okafor', status: 'sent' };
    const api = ledgerApi([notForUs, told, sent]);
    const writes = () => api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname}`);
    const { user } = renderJob();
    const ledger = await screen.findByTestId('introductions-ledger');
    // Told already: when, and nothing to press. Not "not for us": nothing to tell.
    expect(ledger.textContent).toContain(T.tell.told('3 Dec 2026'));
    expect(screen.queryByRole('button', { name: T.tell.label('Tom Reed') })).toBeNull();
    expect(screen.queryByRole('button', { name: T.tell.label('Ben Okafor') })).toBeNull();

    // The email as the server renders it; Cancel sends nothing.
    await user.click(screen.getByRole('button', { name: T.tell.label('Amelia Hughes') }));
    let dialog = await screen.findByRole('alertdialog', { name: T.tell.title('Amelia Hughes') });
    const email = await within(dialog).findByTestId('unsuccessful-email');
    expect(email.textContent).toBe(`Subject: ${NOT_FOR_US_EMAIL.subject}${NOT_FOR_US_EMAIL.text}`);
    expect(dialog.textContent).toContain(T.tell.intro('amelia@example.com', 5));
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    // Confirmed: queued, and the row says when it goes, with Undo.
    await user.click(screen.getByRole('button', { name: T.tell.label('Amelia Hughes') }));
    dialog = await screen.findByRole('alertdialog', { name: T.tell.title('Amelia Hughes') });
    await within(dialog).findByTestId('unsuccessful-email');
    await user.click(within(dialog).getByRole('button', { name: T.tell.send }));
    expect(await toastText()).toBe(
      `[default] ${T.tell.queued}${T.tell.queuedDescription('Amelia Hughes', formatDate('2026-12-07T10:05:00.000Z', 'withTime'))}`,
    );
    expect(writes()).toEqual(['POST /api/admin/introductions/7/unsuccessful-email']);
    const undo = await screen.findByRole('button', { name: T.tell.undoLabel('Amelia Hughes') });
    expect(undo.closest('[role="status"]')?.textContent).toContain(T.tell.waiting(formatDate('2026-12-07T10:05:00.000Z', 'withTime')));
    expect(screen.queryByRole('button', { name: T.tell.label('Amelia Hughes') })).toBeNull();

    await user.click(undo);
    expect(await toastText()).toBe(`[default] ${T.tell.undone}${T.tell.undoneDescription('Amelia Hughes')}`);
    expect(writes()).toEqual([
      'POST /api/admin/introductions/7/unsuccessful-email',
      'DELETE /api/admin/introductions/7/unsuccessful-email',
    ]);
    expect(await screen.findByRole('button', { name: T.tell.label('Amelia Hughes') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.tell.undoLabel('Amelia Hughes') })).toBeNull();
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
