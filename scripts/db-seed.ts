/** Seeds demo content into DATABASE_URL (or the embedded database, through with-database.ts) if it has none. */
import { openScriptDatabase } from '../src/db/local';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';

const db = openScriptDatabase('db:seed');
try {
  await migrateToLatest(db);
  const { jobs, posts, comments } = await seedDemoData(db);
  console.log(`Seeded ${jobs} demo jobs, ${posts} blog posts and ${comments} comments (tables that had rows were left alone).`);
} finally {
  await db.destroy();
}
