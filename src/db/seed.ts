import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { demoJobs } from './seed-data/jobs';

/** Fills an empty database with demo content; leaves a database that already has jobs alone. */
export async function seedDemoData(db: Kysely<Database>): Promise<{ jobs: number }> {
  const { count } = await db.selectFrom('jobs').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  if (Number(count) > 0) return { jobs: 0 };
  const rows = await db.insertInto('jobs').values(demoJobs()).returning('id').execute();
  return { jobs: rows.length };
}
