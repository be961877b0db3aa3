import { afterAll, beforeAll, describe, test } from 'vitest';
import { setDb } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { demoJobs } from '../src/db/seed-data/jobs';
import { detectCvType } from '../src/uploads/file-signature';
import { questions } from '../src/quiz/questions';
import { callApi } from '../tests/support/call-api';

const { db } = openPglite();
const answers = { responses: Object.fromEntries(questions.map((_, i) => [String(i + 1), i % 3])) };
const docx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(5 * 1024 * 1024 - 20), Buffer.from('word/document.xml')]);

beforeAll(async () => {
  await migrateToLatest(db);
  // 300 jobs, a third of them inactive or expired, as after a year of use.
  for (let i = 0; i < 50; i++) {
    const jobs = demoJobs(new Date(Date.now() - i * 86_400_000)).map((job, j) => ({ ...job, isActive: (i + j) % 3 !== 0 }));
    await db.insertInto('jobs').values(jobs).execute();
  }
  setDb(db);
  // A benchmark of a refusal would measure nothing: both routes must answer as a visitor's browser sees them.
  for (const res of [await callApi('/api/jobs'), await callApi('/api/career-quiz/analyze', { method: 'POST', json: answers })])
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
});
afterAll(() => db.destroy());

describe('API through its router (embedded PGlite)', () => {
  test('GET /api/jobs over 300 jobs', async ({ bench }) => {
    await bench('GET /api/jobs', async () => {
      await (await callApi('/api/jobs')).arrayBuffer();
    }).run();
  });
  test('POST /api/career-quiz/analyze', async ({ bench }) => {
    await bench('analyze', async () => {
      await (await callApi('/api/career-quiz/analyze', { method: 'POST', json: answers })).arrayBuffer();
    }).run();
  });
});

describe('upload checks', () => {
  test('detectCvType on a 5 MB .docx (worst case: word/ at the end)', async ({ bench }) => {
    await bench('detectCvType 5 MB', () => {
      detectCvType(docx);
    }).run();
  });
});
