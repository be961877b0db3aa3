import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Handler } from '../../src/api/http';
import { applicationRequest, validApplication } from '../support/application-request';
import { realPdf } from '../support/files';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi, sendApi } from '../support/call-api';

/**
 * A form's retry after its answer was lost (the connection dropped after the server stored it) carries
 * the same submission key: the server answers as before with the first one's id and stores nothing more.
 */
let t: TestDatabase;
let postId = 0;
let n = 0;
const ip = () => `203.0.113.${++n % 250}`;

beforeAll(async () => {
  t = await createTestDatabase();
  postId = (
    await t.db
      .insertInto('blogPosts')
      .values({ title: 'Post', slug: 'post', content: '<p>Body</p>', author: 'Team', publishedAt: new Date('2026-11-01T09:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.destroy());
beforeEach(async () => {
  for (const table of ['outbox', 'applications', 'contacts', 'comments', 'rateLimits'] as const) await t.db.deleteFrom(table).execute();
});

const FORMS: Array<{
  name: string;
  table: 'applications' | 'contacts' | 'comments';
  send: (key?: string) => ReturnType<Handler>;
  mails: number;
}> = [
  {
    name: 'an application',
    table: 'applications',
    send: (submissionKey) =>
      sendApi(applicationRequest({ ...validApplication, submissionKey }, { data: realPdf(), name: 'cv.pdf' }), { ip: ip() }),
    mails: 2,
  },
  {
    name: 'an enquiry',
    table: 'contacts',
    send: (submissionKey) =>
      callApi(
        '/api/contacts',
        {
          method: 'POST',
          json: { name: 'Priya Shah', email: 'priya@example.com', subject: 'employer', message: 'Hiring two SDRs.', submissionKey },
        },
        { ip: ip() },
      ),
    mails: 2,
  },
  {
    name: 'a comment',
    table: 'comments',
    send: (submissionKey) =>
      callApi(
        '/api/comments',
        {
          method: 'POST',
          json: {
            blogPostId: postId,
            parentId: null,
            authorName: 'Sam',
            authorEmail: 'sam@example.com',
            content: 'A thoughtful comment.',
            submissionKey,
          },
        },
        { ip: ip() },
      ),
    mails: 0,
  },
];

const rows = (table: 'applications' | 'contacts' | 'comments') => t.db.selectFrom(table).select('id').execute();
const outbox = () => t.db.selectFrom('outbox').select('id').execute();

describe.each(FORMS)('$name', ({ table, send, mails }) => {
  it('sent again with the same key (its answer was lost) is stored once and answered with the same id', async () => {
    const key = randomUUID();
    const first = await send(key);
    expect(first.status).toBe(201);
    const retry = await send(key);
    expect(retry.status).toBe(201);
    expect((await retry.json()).id).toBe((await first.json()).id);
    expect(await rows(table)).toHaveLength(1);
    expect(await outbox()).toHaveLength(mails);
  });

  it('sent twice at once with the same key is stored once', async () => {
    const key = randomUUID();
    const answers = await Promise.all([send(key), send(key)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(new Set(await Promise.all(answers.map(async (a) => (await a.json()).id))).size).toBe(1);
    expect(await rows(table)).toHaveLength(1);
  });

  it('with another key, or none (a form without JavaScript), is another submission', async () => {
    for (const key of [randomUUID(), randomUUID(), undefined, undefined]) expect((await send(key)).status).toBe(201);
    expect(await rows(table)).toHaveLength(4);
  });

  it('with a key that is not a UUID is refused', async () => {
    const res = await send('not-a-key');
    expect(res.status).toBe(400);
    expect(await rows(table)).toHaveLength(0);
  });
});
