import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_TEMPLATE, CONFIRM_TEMPLATE, confirmTopic } from '../../src/job-alerts/subscriptions';
import { queueMail } from '../../src/notifications/outbox';
import { callWithCookie, useSignedInAdmin } from '../support/admin-session';

const { db, admin } = useSignedInAdmin();

let seq = 0;
/** A subscription as a sign-up (and, if confirmed, its confirmation) leaves it. */
async function subscription(
  email: string,
  fields: { q?: string; location?: string; status?: 'pending' | 'confirmed'; createdAt?: Date } = {},
) {
  const now = fields.createdAt ?? new Date(Date.UTC(2026, 0, 1, 9, ++seq));
  const status = fields.status ?? 'confirmed';
  const { id } = await db()
    .insertInto('jobAlertSubscriptions')
    .values({
      email,
      q: fields.q ?? '',
      location: fields.location ?? '',
      frequency: 'weekly',
      status,
      ...(status === 'confirmed' ? { confirmedAt: now, activeAt: now } : {}),
      linkNonce: `nonce-${seq}`,
      consentAt: now,
      consentVersion: 'v1',
      consentSource: 'jobs-page',
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const mail = (recipient: string, template: string) => ({ template, recipient, subject: 'Alert', text: 'Jobs', html: '<p>Jobs</p>' });
const list = (query = '') => admin('GET', `/api/admin/job-alerts${query}`);
const remove = (id: number) => admin('DELETE', `/api/admin/job-alerts/${id}`);

beforeEach(async () => {
  await db().deleteFrom('jobAlertSubscriptions').execute();
  await db().deleteFrom('outbox').execute();
});

describe('GET /api/admin/job-alerts', () => {
  it('lists subscribers newest first with their search in words, status and dates', async () => {
    await subscription('first@example.com', { q: 'sales', location: 'exeter' });
    await subscription('second@example.com', { status: 'pending' });
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 2, page: 1 });
    expect(body.items).toEqual([
      expect.objectContaining({
        email: 'second@example.com',
        criteria: 'all new jobs',
        status: 'pending',
        frequency: 'weekly',
        lastSentAt: null,
      }),
      expect.objectContaining({ email: 'first@example.com', criteria: '"sales", in Exeter', status: 'confirmed' }),
    ]);
    // Keys, not data the admin needs, stay out of the answer.
    expect(body.items[0]).not.toHaveProperty('linkNonce');
    expect(body.items[0]).not.toHaveProperty('confirmTokenHash');
  });

  it('searches addresses and keywords, and pages', async () => {
    await subscription('ana@example.com', { q: 'marketing' });
    await subscription('ben@example.org', { q: 'sales' });
    await subscription('cal@example.org', { q: '' });
    expect((await list('?q=EXAMPLE.ORG')).body.items.map((s: { email: string }) => s.email)).toEqual([
      'cal@example.org',
      'ben@example.org',
    ]);
    expect((await list('?q=market')).body.items.map((s: { email: string }) => s.email)).toEqual(['ana@example.com']);
    const second = (await list('?page=2&pageSize=2')).body;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((s: { email: string }) => s.email)).toEqual(['ana@example.com']);
  });

  it('answers 401 without a session', async () => {
    expect((await callWithCookie('', 'GET', '/api/admin/job-alerts')).status).toBe(401);
  });
});

describe('DELETE /api/admin/job-alerts/:id', () => {
  it('removes the subscription, its sent jobs and its waiting emails, and nobody else’s', async () => {
    const gone = await subscription('gone@example.com');
    const kept = await subscription('kept@example.com');
    const { id: jobId } = await db()
      .insertInto('jobs')
      .values({ title: 'Sales', company: 'Acme', location: 'Exeter', type: 'Full-time', description: 'd', requirements: 'r', salary: '£1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('jobAlertJobs')
      .values([
        { subscriptionId: gone, jobId },
        { subscriptionId: kept, jobId },
      ])
      .execute();
    await queueMail(db(), `job-alert:${gone}:2026-01-02`, [mail('gone@example.com', ALERT_TEMPLATE)]);
    await queueMail(db(), confirmTopic(gone), [mail('gone@example.com', CONFIRM_TEMPLATE)]);
    await queueMail(db(), `job-alert:${kept}:2026-01-02`, [mail('kept@example.com', ALERT_TEMPLATE)]);

    expect((await remove(gone)).status).toBe(200);

    expect((await list()).body.items.map((s: { email: string }) => s.email)).toEqual(['kept@example.com']);
    expect(await db().selectFrom('jobAlertJobs').select('subscriptionId').execute()).toEqual([{ subscriptionId: kept }]);
    expect(await db().selectFrom('outbox').select('recipient').execute()).toEqual([{ recipient: 'kept@example.com' }]);
  });

  it('answers 404 for a subscription that is not there', async () => {
    expect((await remove(999_999)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const id = await subscription('still@example.com');
    const res = await callWithCookie('', 'DELETE', `/api/admin/job-alerts/${id}`);
    expect(res.status).toBe(401);
    expect((await list()).body.total).toBe(1);
  });
});

describe('the Email notifications panel', () => {
  it('counts the job alert emails of the last 7 days as sent, waiting and failed', async () => {
    const now = Date.now();
    const queued = async (topic: string, template: string, status: 'pending' | 'sent' | 'failed', daysAgo = 0) => {
      await queueMail(db(), topic, [mail('someone@example.com', template)]);
      // createdAt is set by the database only: aged here by hand.
      await sql`update outbox set status = ${status}, created_at = ${new Date(now - daysAgo * 86_400_000)} where topic = ${topic}`.execute(
        db(),
      );
    };
    await queued('job-alert:1:2026-01-01', ALERT_TEMPLATE, 'sent', 1);
    await queued('job-alert:2:2026-01-01', ALERT_TEMPLATE, 'sent', 6);
    await queued('job-alert:3:2026-01-01', ALERT_TEMPLATE, 'pending');
    await queued('job-alert:4:2026-01-01', ALERT_TEMPLATE, 'failed', 2);
    // Older than the week, and mail that is not an alert, are not counted.
    await queued('job-alert:5:2025-12-01', ALERT_TEMPLATE, 'sent', 8);
    await queued(confirmTopic(6), CONFIRM_TEMPLATE, 'sent');

    const { status, body } = await admin('GET', '/api/admin/notifications');
    expect(status).toBe(200);
    expect(body.jobAlerts).toEqual({ days: 7, sent: 2, waiting: 1, failed: 1, withdrawn: 0 });
  });
});
