import { describe, expect, it } from 'vitest';
import { jobItem, jobsCollection } from '../../src/api/jobs';
import { REMOTE_TYPE_WORKPLACE } from '../../src/jobs/advert-rules';
import { useSignedInAdmin } from '../support/admin-session';

const { admin } = useSignedInAdmin();

const jobInput = {
  title: 'Graduate Account Executive',
  company: 'Acme Ltd',
  location: 'Exeter',
  type: 'Full-time',
  description: 'Win and grow accounts.',
  requirements: 'Psychology degree',
};

const create = (json: object) => admin(jobsCollection, 'POST', '/api/jobs', { json });

describe('where a job is done', () => {
  it.each([
    ['Full-time', undefined, 'on-site'],
    ['Remote', undefined, 'remote'],
    ['Contract', 'hybrid', 'hybrid'],
    ['Part-time', 'remote', 'remote'],
    ['Remote', 'remote', 'remote'],
  ])('a %s job sent with workplace %s is stored as %s', async (type, workplace, stored) => {
    const { status, body } = await create({ ...jobInput, type, workplace });
    expect(status).toBe(201);
    expect(body.workplace).toBe(stored);
  });

  it('refuses a job of the type Remote said to be on-site or hybrid, creating or editing, with the field and why', async () => {
    for (const workplace of ['on-site', 'hybrid']) {
      const created = await create({ ...jobInput, type: 'Remote', workplace });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual({ workplace: [REMOTE_TYPE_WORKPLACE] });
    }
    const { body: job } = await create(jobInput);
    const edited = await admin(jobItem, 'PUT', `/api/jobs/${job.id}`, {
      params: { id: String(job.id) },
      json: { ...jobInput, type: 'Remote', workplace: 'hybrid' },
    });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toContain(REMOTE_TYPE_WORKPLACE);
  });

  it('refuses a workplace not in the list', async () => {
    const { status, body } = await create({ ...jobInput, workplace: 'moon' });
    expect(status).toBe(400);
    expect(body.errors.workplace).toEqual(['Choose where the job is done']);
  });
});
