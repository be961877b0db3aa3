import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { EXPORT_DATASETS, exportRows, type ExportDataset, type ExportRow } from '../datasets';

/** Every row the export writes for `stored`, as the database would give it (one page). */
async function exported(dataset: ExportDataset, stored: ExportRow[]): Promise<ExportRow[]> {
  const fake: ExportDataset = { ...dataset, page: async (_db, afterId) => (afterId === 0 ? stored : []) };
  const out: ExportRow[] = [];
  for await (const row of exportRows(undefined as unknown as Kysely<Database>, fake)) out.push(row);
  return out;
}

describe('exports show the labels people read, not the stored codes', () => {
  it('applications: degree, interest and status', async () => {
    const [row] = await exported(EXPORT_DATASETS.applications, [
      { id: 1, degree: 'master', interest: 'b2b', status: 'in_review', firstName: 'Ann' },
    ]);
    expect(row).toMatchObject({ id: 1, degree: "Master's degree (MSc/MA)", interest: 'B2B sales', status: 'In review', firstName: 'Ann' });
  });

  it('contacts: the subject', async () => {
    const [row] = await exported(EXPORT_DATASETS.contacts, [{ id: 1, subject: 'employer', name: 'Bo' }]);
    expect(row).toMatchObject({ subject: "I'm an employer looking to hire", name: 'Bo' });
  });

  it('leaves an empty choice empty, and a value no longer listed as it is', async () => {
    const [row] = await exported(EXPORT_DATASETS.applications, [{ id: 1, degree: 'retired-code', interest: null, status: 'new' }]);
    expect(row).toMatchObject({ degree: 'retired-code', interest: null, status: 'New' });
  });
});
