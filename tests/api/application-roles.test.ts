import { describe, expect, it } from 'vitest';
import { saveApplication } from '../../src/candidates/store';
import type { ApplicationData } from '../../src/schemas/application';
import { useSignedInAdmin } from '../support/admin-session';
import { validApplication } from '../support/application-request';
import { realPdf } from '../support/files';

/** The admin's side of applying for a role (docs/decisions/admin.md): the role shown and filtered, repeat applicants, counts per job. */
const { db, admin } = useSignedInAdmin();

const addJob = (title: string) =>
  db()
    .insertInto('jobs')
    .values({ title, company: 'Role Test Ltd', location: 'Exeter', type: 'Full-time', description: 'Sell.', requirements: 'A degree.' })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
const apply = (email: string, jobId?: number) =>
  saveApplication(db(), { ...validApplication, email, jobId } as ApplicationData, {
    fileName: 'cv.pdf',
    contentType: 'application/pdf',
    data: realPdf(),
  });
const list = async (query: string) => (await admin('GET', `/api/applications?pageSize=100&${query}`)).body;

describe('the Applications list and roles', () => {
  it('shows each role, filters by it (general ones too), marks repeat addresses and narrows to one address', async () => {
    const closer = await addJob('Role Test Closer');
    const opener = await addJob('Role Test Opener');
    const first = await apply('Repeat@Example.com', closer);
    const second = await apply(' repeat@example.com', opener);
    const general = await apply('once@example.com');
    // The job is renamed and then deleted: the applications keep the role as sent.
    await db().updateTable('jobs').set({ title: 'Renamed' }).where('id', '=', closer).execute();
    await db().deleteFrom('jobs').where('id', '=', closer).execute();

    const all = await list('');
    const byId = new Map(all.items.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(first)).toMatchObject({
      jobId: null,
      jobTitle: 'Role Test Closer',
      jobCompany: 'Role Test Ltd',
      earlierApplications: 0,
    });
    expect(byId.get(second)).toMatchObject({ jobId: opener, jobTitle: 'Role Test Opener', earlierApplications: 1 });
    expect(byId.get(general)).toMatchObject({ jobTitle: null, earlierApplications: 0 });
    expect(all.roles).toEqual(
      expect.arrayContaining([
        { title: 'Role Test Closer', company: 'Role Test Ltd', applications: 1 },
        { title: 'Role Test Opener', company: 'Role Test Ltd', applications: 1 },
      ]),
    );

    const forCloser = await list(`roleTitle=${encodeURIComponent('Role Test Closer')}&roleCompany=${encodeURIComponent('Role Test Ltd')}`);
    expect(forCloser.items.map((a: { id: number }) => a.id)).toEqual([first]);
    const generalOnes = await list('role=general');
    expect(generalOnes.items.map((a: { id: number }) => a.id)).toContain(general);
    expect(generalOnes.items.every((a: { jobTitle: string | null }) => a.jobTitle === null)).toBe(true);
    const fromAddress = await list(`email=${encodeURIComponent('REPEAT@example.com')}`);
    expect(fromAddress.items.map((a: { id: number }) => a.id)).toEqual([second, first]);
    expect(fromAddress.total).toBe(2);
  });

  it("counts each job's applications in the Jobs tab", async () => {
    const job = await addJob('Role Test Counted');
    await apply('count.one@example.com', job);
    await apply('count.two@example.com', job);
    const { body } = await admin('GET', '/api/admin/jobs?pageSize=100');
    expect(body.items.find((j: { id: number }) => j.id === job)).toMatchObject({ applicationCount: 2 });
    expect(body.items.find((j: { title: string }) => j.title === 'Role Test Opener')).toMatchObject({ applicationCount: 1 });
  });
});
