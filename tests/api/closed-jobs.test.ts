import { describe, expect, it } from 'vitest';
import { listJobsWithClosedPages } from '../../src/jobs/queries';
import { useSignedInAdmin } from '../support/admin-session';

const { db: testDb, admin } = useSignedInAdmin();

const jobInput = {
  title: 'Graduate Account Executive',
  company: 'Closing Ltd',
  location: 'Exeter',
  type: 'Full-time',
  description: 'Win and grow accounts.',
  requirements: 'Psychology degree',
  engagement: 'permanent',
  authorityNote: 'Instructed by email',
} as const;

const create = async (json: object) => (await admin('POST', '/api/jobs', { json })).body as { id: number };
const put = async (id: number, json: object) => {
  const { status } = await admin('PUT', `/api/jobs/${id}`, { json });
  expect(status).toBe(200);
};
const deactivatedAt = async (id: number) =>
  (await testDb().selectFrom('jobs').select('deactivatedAt').where('id', '=', id).executeTakeFirstOrThrow()).deactivatedAt;
const withClosedPages = async (now = new Date()) => (await listJobsWithClosedPages(testDb(), now)).map((j) => j.id);

describe('when a job was deactivated, kept by the database', () => {
  it('is set when the dashboard deactivates a published job, kept through edits of the closed job, cleared when it is reopened', async () => {
    const job = await create(jobInput);
    expect(await deactivatedAt(job.id)).toBeNull();
    const before = Date.now();
    await put(job.id, { ...jobInput, isActive: false });
    const at = await deactivatedAt(job.id);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await withClosedPages()).toContain(job.id);

    await put(job.id, { ...jobInput, title: 'Edited while closed', isActive: false });
    expect(await deactivatedAt(job.id)).toEqual(at);

    await put(job.id, { ...jobInput, isActive: true });
    expect(await deactivatedAt(job.id)).toBeNull();
    expect(await withClosedPages()).not.toContain(job.id);
  });

  it('a draft that was never published has none, and no closed page', async () => {
    const draft = await create({ ...jobInput, isActive: false });
    await put(draft.id, { ...jobInput, title: 'Still a draft', isActive: false });
    expect(await deactivatedAt(draft.id)).toBeNull();
    expect(await withClosedPages()).not.toContain(draft.id);
  });

  it('set by hand too (an update of is_active in SQL)', async () => {
    const job = await create(jobInput);
    await testDb().updateTable('jobs').set({ isActive: false }).where('id', '=', job.id).execute();
    expect(await deactivatedAt(job.id)).not.toBeNull();
  });
});

describe('which jobs the build gives a closed page', () => {
  it('expired or deactivated within six months of the build, never an open job', async () => {
    const day = 86_400_000;
    const now = new Date();
    const [open, expired, expiredLongAgo, deactivated, deactivatedLongAgo] = await testDb()
      .insertInto('jobs')
      .values(
        [
          {},
          { expiresAt: new Date(now.getTime() - 3 * day) },
          { expiresAt: new Date(now.getTime() - 200 * day) },
          { isActive: false, deactivatedAt: new Date(now.getTime() - 170 * day) },
          { isActive: false, deactivatedAt: new Date(now.getTime() - 190 * day) },
        ].map((fields) => ({ ...jobInput, ...fields })),
      )
      .returning('id')
      .execute();
    const ids = await withClosedPages(now);
    expect(ids).toEqual(expect.arrayContaining([expired.id, deactivated.id]));
    for (const job of [open, expiredLongAgo, deactivatedLongAgo]) expect(ids).not.toContain(job.id);
  });
});
