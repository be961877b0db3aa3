import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createHash } from 'node:crypto';
import { flushRebuild, REBUILD_MIN_INTERVAL_MS, rebuildAfterChange, refreshRebuild } from '../../src/site-rebuild/rebuild';
import { createAccount, signInCookie } from '../support/admin-session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { callApi } from '../support/call-api';

/** A local HTTP server standing in for Netlify's build hook: counts POSTs, answers with `status`. */
function startHookServer() {
  const hook = { calls: 0, status: 200, url: '', server: http.createServer() };
  hook.server.on('request', (req, res) => {
    req.resume();
    if (req.method === 'POST') hook.calls++;
    res.writeHead(hook.status).end();
  });
  return new Promise<typeof hook>((resolve) =>
    hook.server.listen(0, '127.0.0.1', () => {
      hook.url = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/build_hooks/abc123`;
      resolve(hook);
    }),
  );
}

let t: TestDatabase;
let hook: Awaited<ReturnType<typeof startHookServer>>;
const t0 = new Date('2026-11-20T12:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createTestDatabase();
  hook = await startHookServer();
});
afterAll(async () => {
  await new Promise((resolve) => hook.server.close(resolve));
  await t.destroy();
});
beforeEach(async () => {
  hook.calls = 0;
  hook.status = 200;
  await t.db
    .updateTable('siteRebuilds')
    .set({
      pending: false,
      lastAttemptAt: null,
      lastRequestedAt: null,
      lastError: null,
      lastChangeAt: null,
      deployId: null,
      deployState: null,
      deployCreatedAt: null,
      deployError: null,
      liveSince: null,
    })
    .execute();
});

describe('coalesced rebuilds', () => {
  it('a burst of changes makes one build now and one for the changes that came after it', async () => {
    const first = await rebuildAfterChange(t.db, { hookUrl: hook.url, now: at(0) });
    expect(first).toMatchObject({ enabled: true, pending: false, lastRequestedAt: at(0).toISOString(), lastError: null });
    for (let s = 5; s <= 50; s += 5) await rebuildAfterChange(t.db, { hookUrl: hook.url, now: at(s) });
    expect(hook.calls).toBe(1);
    const waiting = await flushRebuild(t.db, { hookUrl: hook.url, now: at(55) });
    expect(waiting).toMatchObject({ pending: true, nextAttemptAt: at(60).toISOString() });
    expect(hook.calls).toBe(1);

    // A minute after the first call (the scheduled function, the dashboard or the next change): the last changes are built.
    expect(await flushRebuild(t.db, { hookUrl: hook.url, now: at(REBUILD_MIN_INTERVAL_MS / 1000) })).toMatchObject({ pending: false });
    expect(hook.calls).toBe(2);
    // Nothing waits any more: no further builds.
    await flushRebuild(t.db, { hookUrl: hook.url, now: at(600) });
    expect(hook.calls).toBe(2);
  });

  it('keeps the change marked until the hook has answered (a function stopped mid-call loses nothing)', async () => {
    const seen: boolean[] = [];
    const fetcher: typeof fetch = async () => {
      seen.push((await t.db.selectFrom('siteRebuilds').select('pending').executeTakeFirstOrThrow()).pending);
      // A change saved while the hook is being called.
      await t.db
        .updateTable('siteRebuilds')
        .set({ pending: true, lastChangeAt: at(2) })
        .execute();
      return new Response('ok');
    };
    expect(await rebuildAfterChange(t.db, { hookUrl: hook.url, now: at(0), fetch: fetcher })).toMatchObject({
      pending: true,
      lastRequestedAt: at(0).toISOString(),
    });
    expect(seen).toEqual([true]);
    // Without a change during the call, the mark goes.
    expect(
      await flushRebuild(t.db, { hookUrl: hook.url, now: at(REBUILD_MIN_INTERVAL_MS / 1000), fetch: async () => new Response('ok') }),
    ).toMatchObject({ pending: false });
  });

  it('concurrent changes make one call', async () => {
    await Promise.all(Array.from({ length: 8 }, () => rebuildAfterChange(t.db, { hookUrl: hook.url, now: at(0) })));
    expect(hook.calls).toBe(1);
  });

  it('keeps the change and shows the error when the hook fails, and retries it', async () => {
    hook.status = 500;
    const failed = await rebuildAfterChange(t.db, { hookUrl: hook.url, now: at(0) });
    expect(failed).toMatchObject({ pending: true, lastRequestedAt: null, lastError: 'The build hook answered 500 Internal Server Error' });
    hook.status = 200;
    expect(await flushRebuild(t.db, { hookUrl: hook.url, now: at(61) })).toMatchObject({
      pending: false,
      lastError: null,
      lastRequestedAt: at(61).toISOString(),
    });
    expect(hook.calls).toBe(2);
  });

  it('reports a hook that cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = await startHookServer();
    await new Promise((resolve) => closed.server.close(resolve));
    const unreachable = closed.url;
    const status = await rebuildAfterChange(t.db, { hookUrl: unreachable, now: at(0) });
    expect(status.pending).toBe(true);
    expect(status.lastError).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });

  it('a post scheduled for later is built once its time has come, without another edit', async () => {
    await rebuildAfterChange(t.db, { hookUrl: hook.url, now: at(0) });
    await t.db
      .insertInto('blogPosts')
      .values({ title: 'Later', slug: 'later', content: 'Soon.', author: 'Team', publishedAt: at(3600) })
      .execute();
    await refreshRebuild(t.db, { hookUrl: hook.url, now: at(1800) });
    expect(hook.calls).toBe(1);
    expect(await refreshRebuild(t.db, { hookUrl: hook.url, now: at(3660) })).toMatchObject({
      pending: false,
      lastRequestedAt: at(3660).toISOString(),
    });
    expect(hook.calls).toBe(2);
    await refreshRebuild(t.db, { hookUrl: hook.url, now: at(7200) });
    expect(hook.calls).toBe(2);
  });

  it('without a hook, records the change and says rebuilds are off', async () => {
    expect(await rebuildAfterChange(t.db, { now: at(0) })).toMatchObject({ enabled: false, pending: true, nextAttemptAt: null });
  });
});

describe('changes that came due before any build was requested (the hook set after the first edits, content loaded directly)', () => {
  const duePost = (publishedAt: Date) =>
    t.db.insertInto('blogPosts').values({ title: 'Due', slug: 'due-post', content: 'Now.', author: 'Team', publishedAt }).execute();
  const dueJob = (expiresAt: Date) =>
    t.db
      .insertInto('jobs')
      .values({ title: 'Due job', company: 'C', location: 'L', type: 'Full-time', description: 'D', requirements: 'R', expiresAt })
      .execute();
  afterEach(async () => {
    await t.db.deleteFrom('blogPosts').where('slug', '=', 'due-post').execute();
    await t.db.deleteFrom('jobs').where('title', '=', 'Due job').execute();
  });

  it.each([
    ['a post published', () => duePost(at(-86_400))],
    ['a job expired', () => dueJob(at(-60))],
  ])('%s before then is built at the next check, once', async (_what, insert) => {
    await insert();
    expect(await refreshRebuild(t.db, { hookUrl: hook.url, now: at(0) })).toMatchObject({
      pending: false,
      lastRequestedAt: at(0).toISOString(),
    });
    expect(hook.calls).toBe(1);
    await refreshRebuild(t.db, { hookUrl: hook.url, now: at(120) });
    expect(hook.calls).toBe(1);
  });

  it.each([
    ['a post scheduled for later', () => duePost(at(600))],
    ['a job expiring later', () => dueJob(at(600))],
  ])('%s makes no build yet', async (_what, insert) => {
    await insert();
    expect(await refreshRebuild(t.db, { hookUrl: hook.url, now: at(0) })).toMatchObject({ pending: false, lastRequestedAt: null });
    expect(hook.calls).toBe(0);
  });

  it('without a hook, marks the site as waiting once, not again on every check', async () => {
    await duePost(at(-86_400));
    expect(await refreshRebuild(t.db, { now: at(0) })).toMatchObject({ enabled: false, pending: true, lastChangeAt: at(0).toISOString() });
    expect(await refreshRebuild(t.db, { now: at(60) })).toMatchObject({ pending: true, lastChangeAt: at(0).toISOString() });
  });
});

describe('through the API', () => {
  let cookie: string;
  beforeAll(async () => {
    await createAccount(t.db, 'admin@example.com');
    cookie = await signInCookie('admin@example.com');
  });
  beforeEach(() => {
    process.env.BUILD_HOOK_URL = hook.url;
  });
  afterEach(() => {
    delete process.env.BUILD_HOOK_URL;
  });

  it('a job change requests a build; the next change within the minute waits; the status says so', async () => {
    const job = {
      title: 'T',
      company: 'C',
      location: 'L',
      engagement: 'permanent',
      authorityNote: 'Instructed by email',
      description: 'D',
      requirements: 'R',
    };
    for (let i = 0; i < 3; i++) {
      expect((await callApi('/api/jobs', { cookie, method: 'POST', json: job })).status).toBe(201);
    }
    expect(hook.calls).toBe(1);
    const status = await (await callApi('/api/admin/rebuild', { cookie })).json();
    expect(status).toMatchObject({ enabled: true, pending: true, lastError: null });
    expect(new Date(status.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
  });

  it.each([
    [
      'cannot be reached',
      async () => {
        const closed = await startHookServer();
        await new Promise((resolve) => closed.server.close(resolve));
        return { url: closed.url, close: async () => {} };
      },
      /could not be reached/,
    ],
    [
      'never answers',
      async () => {
        // Accepts the call and says nothing: the hook's own timeout gives up on it.
        const silent = http.createServer(() => {});
        await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
        return {
          url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/build_hooks/silent`,
          close: () =>
            new Promise((resolve) => {
              silent.closeAllConnections();
              silent.close(resolve);
            }),
        };
      },
      /./,
    ],
  ])('when the hook %s, a job change is saved, answered, and the dashboard says the rebuild failed', async (_name, makeHook, error) => {
    const broken = await makeHook();
    process.env.BUILD_HOOK_URL = broken.url;
    try {
      const job = {
        title: 'Saved anyway',
        company: 'C',
        location: 'L',
        engagement: 'permanent',
        authorityNote: 'Instructed by email',
        description: 'D',
        requirements: 'R',
      };
      const res = await callApi('/api/jobs', { cookie, method: 'POST', json: job });
      expect(res.status).toBe(201);
      const { id } = await res.json();
      expect(await t.db.selectFrom('jobs').select('title').where('id', '=', id).executeTakeFirst()).toEqual({ title: 'Saved anyway' });
      const status = await (await callApi('/api/admin/rebuild', { cookie })).json();
      expect(status).toMatchObject({ enabled: true, pending: true });
      expect(status.lastError).toMatch(error);
    } finally {
      await broken.close();
    }
  });

  it("the 'Rebuild site' button requests a build", async () => {
    const res = await callApi('/api/admin/rebuild', { cookie, method: 'POST' });
    expect(res.status).toBe(200);
    expect(hook.calls).toBe(1);
    expect(await res.json()).toMatchObject({ pending: false });
  });

  it("the 'Rebuild site' button within a minute of the last build waits its turn and says when", async () => {
    const press = () => callApi('/api/admin/rebuild', { cookie, method: 'POST' });
    expect((await press()).status).toBe(200);
    const second = await press();
    expect(second.status).toBe(200);
    expect(hook.calls).toBe(1);
    const status = await second.json();
    expect(status).toMatchObject({ pending: true, lastError: null });
    expect(new Date(status.nextAttemptAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("the 'Rebuild site' button answers 502 with the hook's refusal, and the change stays waiting", async () => {
    hook.status = 500;
    const res = await callApi('/api/admin/rebuild', { cookie, method: 'POST' });
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe('The build hook answered 500 Internal Server Error. The rebuild is tried again every minute.');
    expect(hook.calls).toBe(1);
    expect((await t.db.selectFrom('siteRebuilds').select('pending').executeTakeFirstOrThrow()).pending).toBe(true);

    // Pressed again within the minute: no call is made, so the answer is 'queued', not the old failure.
    const again = await callApi('/api/admin/rebuild', { cookie, method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ pending: true, lastError: expect.stringContaining('500') });
    expect(hook.calls).toBe(1);
  });
});

describe("the site update's progress, from Netlify's deploy notifications", () => {
  const SECRET = 'deploy-webhook-secret';
  let cookie: string;
  beforeAll(async () => {
    await createAccount(t.db, 'progress@example.com');
    cookie = await signInCookie('progress@example.com');
  });
  beforeEach(() => {
    process.env.BUILD_HOOK_URL = hook.url;
    process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET = SECRET;
  });
  afterEach(() => {
    delete process.env.BUILD_HOOK_URL;
    delete process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET;
  });

  /** A notification as Netlify sends it: the deploy's JSON, signed (JWS, HS256) with its hash. */
  async function notify(deploy: Record<string, unknown>, secret = SECRET) {
    const body = JSON.stringify({ site_id: 'site', context: 'production', ...deploy });
    const signature = await new SignJWT({ sha256: createHash('sha256').update(body).digest('hex') })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('netlify')
      .sign(new TextEncoder().encode(secret));
    return callApi('/api/netlify/deploys', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-webhook-signature': signature },
    });
  }
  const status = async () => (await callApi('/api/admin/rebuild', { cookie })).json();
  const saveJob = async (title: string) =>
    expect(
      (
        await callApi('/api/jobs', {
          cookie,
          method: 'POST',
          json: {
            title,
            company: 'C',
            location: 'L',
            engagement: 'permanent',
            authorityNote: 'Instructed by email',
            description: 'D',
            requirements: 'R',
          },
        })
      ).status,
    ).toBe(201);

  it('a saved change is queued, then building, then live, as Netlify tells of its deploy', async () => {
    await saveJob('Progress one');
    expect(hook.calls).toBe(1);
    expect(await status()).toMatchObject({ tracked: true, progress: { state: 'queued' } });
    const createdAt = new Date().toISOString();
    expect(await (await notify({ id: 'd1', state: 'building', created_at: createdAt })).json()).toEqual({ recorded: true });
    expect((await status()).progress).toEqual({ state: 'building' });
    await notify({ id: 'd1', state: 'ready', created_at: createdAt });
    expect((await status()).progress).toEqual({ state: 'live' });
    // A late 'started' for the same deploy changes nothing.
    await notify({ id: 'd1', state: 'building', created_at: createdAt });
    expect((await status()).progress).toEqual({ state: 'live' });
  });

  it('a failed deploy is failed, with Netlify’s reason; a deploy preview’s notifications are ignored', async () => {
    await saveJob('Progress two');
    const createdAt = new Date().toISOString();
    expect(await (await notify({ id: 'p1', state: 'ready', created_at: createdAt, context: 'deploy-preview' })).json()).toEqual({
      recorded: false,
    });
    expect((await status()).progress).toEqual({ state: 'queued' });
    await notify({ id: 'd2', state: 'error', created_at: createdAt, error_message: 'Build script returned non-zero exit code: 2' });
    expect(await status()).toMatchObject({
      progress: { state: 'failed', failure: 'build' },
      deployError: 'Build script returned non-zero exit code: 2',
    });
  });

  it('refuses notifications not signed with the secret (401) or not a deploy (400), and answers 404 when none are set up', async () => {
    expect((await notify({ id: 'x', state: 'ready', created_at: new Date().toISOString() }, 'another-secret')).status).toBe(401);
    const unsigned = await callApi('/api/netlify/deploys', { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
    expect((await notify({ id: 'x' })).status).toBe(400);
    expect((await t.db.selectFrom('siteRebuilds').select('deployId').executeTakeFirstOrThrow()).deployId).toBeNull();
    delete process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET;
    expect((await notify({ id: 'x', state: 'ready', created_at: new Date().toISOString() })).status).toBe(404);
  });

  it('without deploy notifications, a change whose build was asked for is "requested", never "live"', async () => {
    delete process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET;
    await saveJob('Progress three');
    expect(await status()).toMatchObject({ tracked: false, progress: { state: 'requested' } });
  });
});
