import { describe, expect, it } from 'vitest';
import { useSignedInAdmin } from '../support/admin-session';

const { db, admin } = useSignedInAdmin();

const log = (json: unknown) => admin('POST', '/api/admin/data-requests', { json });
const step = (id: number, json: unknown) => admin('POST', `/api/admin/data-requests/${id}/steps`, { json });

describe('data-protection requests timed (UK GDPR Article 12A)', () => {
  it('logs a request by the hash of its address, and moves its due date as identity and clarification are asked and answered', async () => {
    const created = await log({ email: ' Sam@Example.com ', kind: 'access', receivedOn: '2026-09-03', note: 'By email' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'access',
      receivedOn: '2026-09-03',
      note: 'By email',
      clock: { state: 'running', dueOn: '2026-10-03' },
    });
    expect(created.body).not.toHaveProperty('emailHash');
    const id = created.body.id as number;
    const [stored] = await db().selectFrom('dataRequests').select('emailHash').where('id', '=', id).execute();
    expect(stored!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db().selectFrom('dataRequests').selectAll().execute())).not.toContain('sam@');

    expect((await step(id, { step: 'identity-asked', on: '2026-09-04' })).body.clock).toEqual({
      state: 'waiting-identity',
      dueOn: null,
      pausedDays: 0,
    });
    expect((await step(id, { step: 'identity-received', on: '2026-09-10' })).body.clock).toMatchObject({
      state: 'running',
      dueOn: '2026-10-10',
    });
    expect((await step(id, { step: 'clarification-asked', on: '2026-09-15' })).body.clock).toMatchObject({ state: 'paused' });
    expect((await step(id, { step: 'clarification-received', on: '2026-09-16' })).body.clock).toEqual({
      state: 'running',
      dueOn: '2026-10-12',
      pausedDays: 2,
    });

    const list = await admin('GET', '/api/admin/data-requests');
    expect(list.body[0]).toMatchObject({
      id,
      identityAskedOn: '2026-09-04',
      clarificationReceivedOn: '2026-09-16',
      clock: { dueOn: '2026-10-12' },
    });

    expect((await step(id, { step: 'completed', on: '2026-10-01' })).body.clock.state).toBe('completed');
  });

  it('refuses steps out of order, twice, before the request or in the future, naming the field', async () => {
    const { body } = await log({ email: 'kim@example.com', kind: 'erasure', receivedOn: '2026-11-02' });
    const id = body.id as number;
    const answered = await step(id, { step: 'clarification-received' });
    expect(answered.status).toBe(400);
    expect(answered.body.errors).toHaveProperty('step');
    expect((await step(id, { step: 'identity-asked', on: '2026-11-01' })).body.errors).toHaveProperty('on');
    expect((await step(id, { step: 'identity-asked', on: '2999-01-01' })).body.errors).toHaveProperty('on');
    expect((await step(id, { step: 'identity-asked', on: '2026-02-30' })).body.errors).toHaveProperty('on');
    expect((await step(id, { step: 'sent', on: '2026-11-03' })).body.errors).toHaveProperty('step');
    expect((await step(id, { step: 'identity-asked', on: '2026-11-03' })).status).toBe(200);
    expect((await step(id, { step: 'identity-asked', on: '2026-11-04' })).status).toBe(409);
    expect((await step(999_999, { step: 'completed' })).status).toBe(404);
    expect((await log({ email: 'kim@example.com', kind: 'nothing' })).body.errors).toHaveProperty('kind');
    expect((await log({ email: 'not an address', kind: 'access' })).body.errors).toHaveProperty('email');
  });
});
