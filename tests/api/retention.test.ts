import { readFileSync } from 'node:fs';
import { subYears } from 'date-fns/subYears';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import retentionScheduled from '../../src/functions/retention-scheduled';
import { setApplicationStatus } from '../../src/candidates/manage';
import type { ApplicationStatus } from '../../src/config/choices';
import { queueCommentDigest } from '../../src/notifications/comment-digest';
import { RETENTION, retentionCutoffs } from '../../src/config/retention';
import { describeReport, runRetention } from '../../src/retention/run';
import { runScheduled } from '../support/call-api';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const NOW = new Date('2026-11-23T03:00:00Z');
const MINUTE = 60_000;
const inside = (edge: Date) => new Date(edge.getTime() + MINUTE);
const outside = (edge: Date) => new Date(edge.getTime() - MINUTE);
// The policy's own cut-offs (counted in UK time, src/config/__tests__/retention.test.ts): this checks the run keeps to them.
const {
  applications: yearAgo,
  placedApplications: sevenYearsAgo,
  contacts: contactsEdge,
  counters: dayAgo,
  unapprovedComments: quarterAgo,
} = retentionCutoffs(NOW);

async function application(label: string, status: ApplicationStatus, statusChangedAt: Date, withCv = true) {
  const { id } = await t.db
    .insertInto('applications')
    .values({
      firstName: label,
      lastName: 'Test',
      email: `${label}@example.com`,
      phone: '01392 000000',
      degree: 'bachelor',
      consent: true,
      status,
      statusChangedAt,
      createdAt: subYears(statusChangedAt, 1),
      cvFileName: withCv ? `${label}.pdf` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (withCv)
    await t.db
      .insertInto('cvFiles')
      .values({ applicationId: id, fileName: `${label}.pdf`, contentType: 'application/pdf', sizeBytes: 4, data: Buffer.from('%PDF') })
      .execute();
  return id;
}

let seeds = 0;

/** An enquiry received before the enquiries' window, marked as a complaint and taken to the given steps. */
const complaint = (name: string, steps: { complaintMarkedAt: Date; complaintAcknowledgedAt?: Date; complaintAnsweredAt?: Date }) =>
  ({
    name,
    email: `${name}@example.com`,
    subject: 'general',
    message: 'About my data',
    createdAt: subYears(outside(contactsEdge), 1),
    ...steps,
  }) as const;

/** Rows on both sides of every window. */
async function seed() {
  for (const table of [
    'applications',
    'contacts',
    'comments',
    'sessions',
    'rateLimits',
    'loginFailures',
    'webauthnChallenges',
    'stagedUploads',
    'passwordResetTokens',
    'adminAudit',
    'pageViews',
    'pageViewMonths',
    'authUsers',
  ] as const)
    await t.db.deleteFrom(table).execute();
  // 26 months before NOW is 23 September 2024 in the UK: the day before goes, that day stays.
  const view = { path: '/', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'mobile' as const, views: 3 };
  await t.db
    .insertInto('pageViews')
    .values([
      { ...view, day: '2024-09-22' },
      { ...view, day: '2024-09-23' },
    ])
    .execute();
  // Their months grouped: September 2024 goes with its first days (the report groups what is left again).
  const month = { groupingSet: 7, day: '', path: '/', referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', views: 3 };
  await t.db
    .insertInto('pageViewMonths')
    .values([
      { ...month, month: '2024-09-01' },
      { ...month, month: '2024-10-01' },
    ])
    .execute();
  await application('new-old', 'new', outside(yearAgo));
  await application('new-recent', 'new', inside(yearAgo));
  await application('review-old', 'in_review', outside(yearAgo), false);
  await application('unsuccessful-old', 'unsuccessful', outside(yearAgo));
  await application('unsuccessful-recent', 'unsuccessful', inside(yearAgo));
  await application('placed-two-years', 'placed', subYears(NOW, 2));
  await application('placed-old', 'placed', outside(sevenYearsAgo));
  await application('placed-recent', 'placed', inside(sevenYearsAgo));
  await t.db
    .insertInto('contacts')
    .values([
      { name: 'contact-old', email: 'old@example.com', subject: 'general', message: 'Old', createdAt: outside(contactsEdge) },
      { name: 'contact-recent', email: 'recent@example.com', subject: 'general', message: 'Recent', createdAt: inside(contactsEdge) },
      // A data-protection complaint stays while open, then as long from its outcome as an enquiry from receipt.
      complaint('complaint-open', { complaintMarkedAt: outside(contactsEdge), complaintAcknowledgedAt: outside(contactsEdge) }),
      complaint('complaint-answered-old', {
        complaintMarkedAt: outside(contactsEdge),
        complaintAcknowledgedAt: outside(contactsEdge),
        complaintAnsweredAt: outside(contactsEdge),
      }),
      complaint('complaint-answered-recent', {
        complaintMarkedAt: outside(contactsEdge),
        complaintAcknowledgedAt: outside(contactsEdge),
        complaintAnsweredAt: inside(contactsEdge),
      }),
    ])
    .execute();
  const { id: blogPostId } = await t.db
    .insertInto('blogPosts')
    .values({ title: 'Retention', slug: `retention-${++seeds}`, content: 'Body', author: 'Team', publishedAt: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = (authorName: string, isApproved: boolean, createdAt: Date) => ({
    blogPostId,
    authorName,
    authorEmail: `${authorName}@example.com`,
    content: 'A comment of some length.',
    isApproved,
    createdAt,
  });
  await t.db
    .insertInto('comments')
    .values([
      comment('unapproved-old', false, outside(quarterAgo)),
      comment('unapproved-recent', false, inside(quarterAgo)),
      comment('approved-old', true, subYears(NOW, 3)),
    ])
    .execute();
  await t.db
    .insertInto('sessions')
    .values([
      { sid: 'expired', sess: JSON.stringify({ userId: 1 }), expire: new Date(NOW.getTime() - 1000) },
      { sid: 'live', sess: JSON.stringify({ userId: 1 }), expire: new Date(NOW.getTime() + 1000) },
    ])
    .execute();
  const { id: userId } = await t.db
    .insertInto('authUsers')
    .values({ email: 'admin@example.com' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('passwordResetTokens')
    .values([
      { tokenHash: 'expired', userId, expiresAt: new Date(NOW.getTime() - 1000) },
      { tokenHash: 'live', userId, expiresAt: new Date(NOW.getTime() + 1000) },
    ])
    .execute();
  await t.db
    .insertInto('adminAudit')
    .values([
      { action: 'session-ended', userId, at: outside(yearAgo) },
      { action: 'session-ended', userId, at: inside(yearAgo) },
    ])
    .execute();
  await t.db
    .insertInto('rateLimits')
    .values([
      { bucket: 'contacts', clientKey: 'a', windowStart: outside(dayAgo), hits: 3 },
      { bucket: 'contacts', clientKey: 'a', windowStart: inside(dayAgo), hits: 1 },
    ])
    .execute();
  await t.db
    .insertInto('loginFailures')
    .values([
      { emailKey: 'e', clientKey: 'c', failedAt: outside(dayAgo) },
      { emailKey: 'e', clientKey: 'c', failedAt: inside(dayAgo) },
    ])
    .execute();
  await t.db
    .insertInto('webauthnChallenges')
    .values([
      { challenge: 'expired', purpose: 'sign-in', userId: null, expiresAt: new Date(NOW.getTime() - 1000) },
      { challenge: 'live', purpose: 'sign-in', userId: null, expiresAt: new Date(NOW.getTime() + 1000) },
    ])
    .execute();
  await t.db
    .insertInto('stagedUploads')
    .values([
      {
        id: 'expired-upload',
        purpose: 'cv',
        fileName: 'a.pdf',
        totalBytes: 10,
        partBytes: 10,
        partCount: 1,
        expiresAt: new Date(NOW.getTime() - 1000),
      },
      {
        id: 'live-upload',
        purpose: 'cv',
        fileName: 'b.pdf',
        totalBytes: 10,
        partBytes: 10,
        partCount: 1,
        expiresAt: new Date(NOW.getTime() + 1000),
      },
    ])
    .execute();
}

const names = async () =>
  (await t.db.selectFrom('applications').select('firstName').orderBy('firstName').execute()).map((r) => r.firstName);
const expected = {
  applications: 3,
  placedApplications: 1,
  cvFiles: 3,
  contacts: 2,
  unapprovedComments: 1,
  // Job alerts have their own test (tests/api/job-alerts.test.ts).
  unconfirmedJobAlerts: 0,
  jobAlerts: 0,
  // Briefs and clients too (tests/api/briefs.test.ts).
  unconfirmedBriefs: 0,
  clients: 0,
  // Introductions too (tests/api/introductions.test.ts).
  introductions: 0,
  pageViews: 1,
  pageViewMonths: 1,
  sessions: 1,
  rateLimits: 1,
  loginFailures: 1,
  passwordResetTokens: 1,
  auditEntries: 1,
  webauthnChallenges: 1,
  stagedUploads: 1,
};

describe('retention', () => {
  beforeEach(seed);

  it('a dry run counts what is due and removes nothing', async () => {
    const report = await runRetention(t.db, { now: NOW, dryRun: true });
    // The people of those records go once the records have: a dry run counts only people already without any.
    expect(report).toEqual({ dryRun: true, finished: true, ...expected, people: 0 });
    expect(await names()).toHaveLength(8);
    expect(describeReport(report)).toContain('would remove');
  });

  it('removes exactly the rows past each window, with their CVs, in batches', async () => {
    const report = await runRetention(t.db, { now: NOW, batchSize: 1 });
    // Each removed application and enquiry was a person's only record; the kept ones keep theirs.
    expect(report).toEqual({ dryRun: false, finished: true, ...expected, people: 6 });
    expect(await names()).toEqual(['new-recent', 'placed-recent', 'placed-two-years', 'unsuccessful-recent']);
    expect(
      Number(
        (
          await t.db
            .selectFrom('cvFiles')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(4);
    expect((await t.db.selectFrom('contacts').select('name').orderBy('name').execute()).map((r) => r.name)).toEqual([
      'complaint-answered-recent',
      'complaint-open',
      'contact-recent',
    ]);
    expect((await t.db.selectFrom('comments').select('authorName').orderBy('authorName').execute()).map((r) => r.authorName)).toEqual([
      'approved-old',
      'unapproved-recent',
    ]);
    expect((await t.db.selectFrom('sessions').select('sid').execute()).map((r) => r.sid)).toEqual(['live']);
    expect(await t.db.selectFrom('rateLimits').select('hits').execute()).toEqual([{ hits: 1 }]);
    expect(await t.db.selectFrom('loginFailures').select('failedAt').execute()).toEqual([{ failedAt: inside(dayAgo) }]);
    expect((await t.db.selectFrom('stagedUploads').select('id').execute()).map((r) => r.id)).toEqual(['live-upload']);
    expect((await t.db.selectFrom('webauthnChallenges').select('challenge').execute()).map((r) => r.challenge)).toEqual(['live']);
    expect((await t.db.selectFrom('passwordResetTokens').select('tokenHash').execute()).map((r) => r.tokenHash)).toEqual(['live']);
    expect(await t.db.selectFrom('adminAudit').select('at').execute()).toEqual([{ at: inside(yearAgo) }]);
    expect(describeReport(report)).toContain(`3 unsuccessful or inactive applications (over ${RETENTION.applicationMonths} months)`);
  });

  it('stops between batches when its time budget is spent, and the next run carries on', async () => {
    const first = await runRetention(t.db, { now: NOW, budgetMs: -1 });
    expect(first.finished).toBe(false);
    expect(first.applications).toBe(0);
    expect((await runRetention(t.db, { now: NOW })).applications).toBe(3);
  });

  it('removes with an unapproved comment the digests that quoted it; the other comments an unsent one listed go in the next digest', async () => {
    await t.db.deleteFrom('outbox').execute();
    expect(await queueCommentDigest(t.db, { now: NOW })).toBe(true);
    await runRetention(t.db, { now: NOW });
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
    expect(await queueCommentDigest(t.db, { now: new Date(NOW.getTime() + 86_400_000) })).toBe(true);
    const [digest] = await t.db.selectFrom('outbox').select('text').execute();
    expect(digest.text).toContain('unapproved-recent on "Retention"');
    expect(digest.text).not.toContain('unapproved-old');
  });

  it('counts an application from its last change of status (the placement, the last contact)', async () => {
    const id = await application('moved-on', 'new', outside(yearAgo));
    await setApplicationStatus(t.db, id, 'in_review');
    const { statusChangedAt } = await t.db
      .selectFrom('applications')
      .select('statusChangedAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - statusChangedAt.getTime()).toBeLessThan(60_000);
    await runRetention(t.db, { now: NOW });
    expect(await names()).toContain('moved-on');
  });
});

// The job deletes an enquiry contactMonths after it arrived (created_at); the notice must say that, from the same figure.
describe('the privacy notice', () => {
  it('gives the period the retention job keeps enquiries, counted from receipt', () => {
    const notice = readFileSync('src/pages/_components/PrivacyNotice.astro', 'utf8').replace(/\s+/g, ' ');
    expect(notice).toContain('Enquiries:</strong> {RETENTION.contactMonths} months from receipt, after which we delete them.');
    // And a complaint's, as the job keeps it: while open, then from its outcome.
    expect(notice).toContain(
      'A complaint about how we handle your data is kept while we deal with it, and then for {RETENTION.contactMonths} months from when we told you its outcome.',
    );
  });
});

describe('the daily scheduled function', () => {
  it('runs retention, then asks for a rebuild because a job expired since the last build', async () => {
    let hookCalls = 0;
    const hook = createServer((req, res) => {
      hookCalls++;
      req.resume();
      res.end('{}');
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test`;
    try {
      const now = Date.now();
      await t.db
        .updateTable('siteRebuilds')
        .set({ pending: false, lastRequestedAt: new Date(now - 3_600_000), lastAttemptAt: new Date(now - 3_600_000) })
        .execute();
      await t.db
        .insertInto('jobs')
        .values({
          title: 'Expired',
          company: 'Acme',
          location: 'Exeter',
          type: 'Full-time',
          description: 'Sell',
          requirements: 'Degree',
          expiresAt: new Date(now - 1_800_000),
        })
        .execute();
      const body = await (await runScheduled(retentionScheduled)).json();
      expect(body.report.finished).toBe(true);
      expect(hookCalls).toBe(1);
      expect(body.rebuild.pending).toBe(false);
    } finally {
      delete process.env.BUILD_HOOK_URL;
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });
});
