import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { REMOTE_TYPE_WORKPLACE } from '../../src/schemas/job-advert';
import { JOB_ADVERT_TEXT } from '../../src/texts/job-adverts';
import { useSignedInAdmin } from '../support/admin-session';

const { db: testDb, admin } = useSignedInAdmin();

const jobInput = {
  title: 'Graduate Account Executive',
  company: 'Acme Ltd',
  location: 'Exeter',
  type: 'Full-time',
  description: 'Win and grow accounts.',
  requirements: 'Psychology degree',
  engagement: 'permanent',
  authorityNote: 'Instructed by email',
};

const create = (json: object) => admin('POST', '/api/jobs', { json });

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
    const edited = await admin('PUT', `/api/jobs/${job.id}`, { json: { ...jobInput, type: 'Remote', workplace: 'hybrid' } });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toContain(REMOTE_TYPE_WORKPLACE);
  });

  it('refuses a workplace not in the list', async () => {
    const { status, body } = await create({ ...jobInput, workplace: 'moon' });
    expect(status).toBe(400);
    expect(body.errors.workplace).toEqual(['Choose where the job is done']);
  });
});

describe('regulation 27: what an active job’s advert must say', () => {
  const paid = { ...jobInput, salary: '£26,000', minimumRequirements: 'A Psychology degree' };

  it('saves an active job that says it, and stores what it says', async () => {
    const { status, body } = await create({ ...paid, engagement: 'fixed-term' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ engagement: 'fixed-term', minimumRequirements: 'A Psychology degree', isActive: true });
  });

  it.each([
    ['without permanent or temporary', { ...paid, engagement: undefined }, { engagement: [JOB_ADVERT_TEXT.engagementMissing] }],
    [
      'with pay but no minimum requirements',
      { ...paid, minimumRequirements: ' ' },
      { minimumRequirements: [JOB_ADVERT_TEXT.minimumMissing] },
    ],
    [
      'as spec 3’s payload alone, with pay',
      { ...paid, engagement: undefined, minimumRequirements: undefined },
      { engagement: [JOB_ADVERT_TEXT.engagementMissing], minimumRequirements: [JOB_ADVERT_TEXT.minimumMissing] },
    ],
  ])('refuses to publish a job %s: 400 with each field and a message that says why', async (_name, json, errors) => {
    const count = async () =>
      (
        await testDb()
          .selectFrom('jobs')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const { status, body } = await create(json);
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
    expect(body.message).toContain('regulation 27');
    expect(await count()).toBe(before);
  });

  it('saves the same job as an inactive draft, and refuses to activate it until it is complete', async () => {
    const draft = { ...paid, engagement: '', minimumRequirements: '', isActive: false };
    const { status, body: job } = await create(draft);
    expect(status).toBe(201);
    expect(job).toMatchObject({ engagement: null, minimumRequirements: null, isActive: false });
    const put = (json: object) => admin('PUT', `/api/jobs/${job.id}`, { json });
    const refused = await put({ ...draft, isActive: true });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['engagement', 'minimumRequirements']);
    expect((await put({ ...paid, isActive: true })).status).toBe(200);
  });

  it('lists the jobs on the site saved before the rules, with what each lacks, for the dashboard', async () => {
    const old = {
      company: 'Before Rules Ltd',
      location: 'Exeter',
      type: 'Full-time',
      description: 'Sell.',
      requirements: 'A degree',
    } as const;
    const [unpaid, paidOld, inactive] = await testDb()
      .insertInto('jobs')
      .values([
        { ...old, title: 'Old unpaid' },
        { ...old, title: 'Old paid', salary: '£25,000' },
        { ...old, title: 'Old inactive', isActive: false },
      ])
      .returning('id')
      .execute();
    const { status, body } = await admin('GET', '/api/admin/jobs/incomplete-adverts');
    expect(status).toBe(200);
    const listed = body.filter((j: { company: string }) => j.company === 'Before Rules Ltd');
    // Each job whole, so the dashboard can open its form from the list.
    expect(listed).toEqual([
      expect.objectContaining({
        id: paidOld.id,
        title: 'Old paid',
        salary: '£25,000',
        missing: ['engagement', 'minimumRequirements', 'authorityNote'],
      }),
      expect.objectContaining({ id: unpaid.id, title: 'Old unpaid', description: 'Sell.', missing: ['engagement', 'authorityNote'] }),
    ]);
    expect(listed.map((j: { id: number }) => j.id)).not.toContain(inactive.id);
  });
});
