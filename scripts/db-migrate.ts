/** Applies pending migrations to DATABASE_URL, or to the embedded database when it is not set. */
import { openScriptDatabase } from '../src/db/local';
import { migrateToLatest } from '../src/db/migrate';

const db = openScriptDatabase();
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
}
