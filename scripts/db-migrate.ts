/** Applies pending migrations to DATABASE_URL (with-database.ts gives the embedded database when it is not set). */
import { openScriptDatabase } from '../src/db/local';
import { migrateToLatest } from '../src/db/migrate';

const db = openScriptDatabase('db:migrate');
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
}
