/** Seeds demo content into DATABASE_URL (or the embedded database) if it has none. */
import { openScriptDatabase } from '../src/db/local';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

const db = openScriptDatabase();
try {
  await migrateToLatest(db);
  const { jobs } = await seedDemoData(db);
  console.log(jobs ? `Seeded ${jobs} demo jobs.` : 'Jobs already present; nothing seeded.');
} finally {
  await db.destroy();
}
