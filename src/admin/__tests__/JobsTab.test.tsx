import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobsTab } from '../JobsTab';
import type { JobRow } from '../admin-api';
import { fakeApi, page } from '../../../tests/support/fake-api';
import { renderAdmin, toastText } from '../../../tests/support/components';
import { SAVED_NOTES } from '../../texts/site-updates';

let nextId = 1;
const job = (fields: Partial<JobRow> = {}): JobRow => ({
  id: nextId++,
  title: 'Inside Sales Graduate',
  company: 'Test Ltd',
  location: 'Exeter',
  type: 'Full-time',
  workplace: 'on-site',
  engagement: 'permanent',
  description: 'Sell.',
  requirements: 'A degree',
  minimumRequirements: 'A degree',
  salary: '£28,000',
  benefits: null,
  applicationUrl: null,
  contactEmail: null,
  isActive: true,
  postedAt: '2026-12-01T09:00:00.000Z',
  expiresAt: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  linkedinPostedAt: null,
  linkedinPostUrl: null,
  applicationCount: 0,
  ...fields,
});

/** The admin API of the Jobs tab over an in-memory list; `jobs` is what the server holds. */
function jobsApi(jobs: JobRow[]) {
  const byId = (id: string) => jobs.find((j) => j.id === Number(id));
  return fakeApi({
    'GET /api/admin/jobs': () => ({ json: page(jobs) }),
    'GET /api/admin/jobs/incomplete-adverts': () => ({ json: [] }),
    'GET /api/admin/insights': () => ({ json: { jobs: [], posts: [] } }),
    'POST /api/jobs': ({ body }) => {
      const created = job(body as Partial<JobRow>);
      jobs.unshift(created);
      return { status: 201, json: created };
    },
    'PUT /api/jobs/(\\d+)': ({ body, headers }, [, id]) => {
      const stored = byId(id);
      if (!stored) return { status: 404, json: { message: 'Job not found' } };
      if (headers.get('if-match') !== `"${stored.updatedAt}"`)
        return { status: 412, json: { message: 'This job was changed in another tab or window after you opened it.' } };
      Object.assign(stored, body, { updatedAt: new Date().toISOString() });
      return { json: stored };
    },
    'DELETE /api/jobs/(\\d+)': (_, [, id]) => {
      const at = jobs.findIndex((j) => j.id === Number(id));
      if (at < 0) return { status: 404, json: { message: 'Job not found' } };
      jobs.splice(at, 1);
      return { status: 204 };
    },
  });
}

const row = (title: string) => screen.getAllByTestId('admin-job').find((li) => within(li).queryByRole('heading', { name: title }))!;

describe('the Jobs tab', () => {
  it('creates a job with the default type, refusing a bad email beside its field first', async () => {
    const api = jobsApi([]);
    const { user } = renderAdmin(<JobsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Job' }));
    const form = screen.getByRole('form', { name: 'Add Job' });
    const field = (label: string) => within(form).getByLabelText(label, { exact: false });
    expect(field('Job Type')).toHaveProperty('value', 'Full-time');
    expect(document.activeElement).toBe(field('Job Title'));
    await user.type(field('Job Title'), 'Inside Sales');
    await user.type(field('Company'), 'Browser Test Ltd');
    await user.type(field('Location'), 'Plymouth');
    await user.type(field('Description'), 'Call prospects.');
    await user.type(field('Requirements'), 'A psychology degree');
    await user.selectOptions(field('Permanent or temporary'), 'Permanent');
    await user.type(field('Contact Email'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Create Job' }));
    await within(form).findByText('Enter a valid email address');
    expect(document.activeElement).toBe(field('Contact Email'));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(field('Contact Email'));
    await user.type(field('Contact Email'), 'jobs@example.com');
    await user.click(within(form).getByRole('button', { name: 'Create Job' }));
    // Closed, focus back on the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Job' })));
    expect(screen.queryByRole('form')).toBeNull();
    expect(await toastText(user)).toBe(`[default] Job created successfully${SAVED_NOTES.updatesOff}`);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Inside Sales',
      type: 'Full-time',
      engagement: 'permanent',
      contactEmail: 'jobs@example.com',
    });
    await screen.findByRole('heading', { name: 'Inside Sales' });
  });

  it('choosing the type Remote makes the workplace Remote too', async () => {
    jobsApi([]);
    const { user } = renderAdmin(<JobsTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Job' }));
    const form = screen.getByRole('form', { name: 'Add Job' });
    await user.selectOptions(within(form).getByLabelText('Job Type', { exact: false }), 'Remote');
    expect(within(form).getByLabelText('Workplace', { exact: false })).toHaveProperty('value', 'remote');
  });
});
