import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insightsReport } from '../../src/insights/report';
import { useSignedInAdmin } from '../support/admin-session';
import { callApi } from '../support/call-api';
import { insertIntroduction } from '../support/introductions';

const { db, admin } = useSignedInAdmin();
const view = { referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'desktop' as const };
let jobId: number;

/** An application (or enquiry) received at a UK time, with or without its visit's source. */
async function applied(at: string, source: Record<string, string | null> = {}, job: number | null = null) {
  await db()
    .insertInto('applications')
    .values({
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '07700 900123',
      degree: 'bachelor',
      consent: true,
      createdAt: at,
      jobId: job,
      ...source,
    })
    .execute();
}

beforeAll(async () => {
  jobId = (
    await db()
      .insertInto('jobs')
      .values({
        title: 'Graduate SDR',
        company: 'Acme',
        location: 'Exeter',
        type: 'Full-time',
        description: 'Sell.',
        requirements: 'A degree',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db()
    .insertInto('blogPosts')
    .values({
      title: 'Why psychology',
      slug: 'why-psychology',
      content: 'x',
      author: 'A',
      excerpt: null,
      linkedinPostUrl: null,
      blueskyPostUrl: null,
      facebookPostUrl: null,
    })
    .execute();
  await db()
    .insertInto('pageViews')
    .values([
      {
        ...view,
        day: '2026-10-01',
        path: `/jobs/${jobId}`,
        views: 40,
        referrerHost: 'www.linkedin.com',
        utmSource: 'linkedin',
        utmCampaign: 'x',
      },
      { ...view, day: '2026-10-01', path: `/jobs/${jobId}`, views: 10, device: 'mobile' },
      { ...view, day: '2026-10-02', path: '/areas/exeter', views: 25, referrerHost: 'www.google.com' },
      { ...view, day: '2026-10-02', path: '/blog/why-psychology', views: 5 },
      // Outside the period.
      { ...view, day: '2026-09-30', path: `/jobs/${jobId}`, views: 1000 },
      { ...view, day: '2026-10-04', path: `/jobs/${jobId}`, views: 1000 },
    ])
    .execute();
  // 1 October 09:00 BST is 08:00 UTC; 3 October 23:30 BST is still the 3rd in the UK (22:30 UTC).
  await applied(
    '2026-10-01T08:00:00Z',
    { landingPath: `/jobs/${jobId}`, referrerHost: 'www.linkedin.com', utmSource: 'linkedin', utmCampaign: 'x' },
    jobId,
  );
  await applied('2026-10-01T09:00:00Z', {}, jobId);
  await applied('2026-10-03T22:30:00Z', { landingPath: '/areas/exeter', referrerHost: 'www.google.com' });
  // The 4th in the UK (23:30 UTC on the 3rd is 00:30 BST): outside.
  await applied('2026-10-03T23:30:00Z', { landingPath: '/areas/exeter' });
});

const period = '?from=2026-10-01&to=2026-10-03';
/** The CSV's text with its byte-order mark (which Response.text() drops). */
const csvText = async (res: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

describe('GET /api/admin/insights', () => {
  it('answers the period: views, applications and conversion per job, city page, referrer and campaign; day by day', async () => {
    const { status, body } = await admin('GET', `/api/admin/insights${period}`);
    expect(status).toBe(200);
    expect(body.totals).toEqual({ views: 80, applications: 3, enquiries: 0, conversion: 3 / 80 });
    expect(body.daily).toEqual([
      { day: '2026-10-01', views: 50, applications: 2, enquiries: 0 },
      { day: '2026-10-02', views: 30, applications: 0, enquiries: 0 },
      { day: '2026-10-03', views: 0, applications: 1, enquiries: 0 },
    ]);
    expect(body.jobs).toEqual([
      { name: 'Graduate SDR (Acme)', key: `/jobs/${jobId}`, views: 50, applications: 2, conversion: 2 / 50, placements: 0, fees: 0 },
    ]);
    expect(body.cities).toEqual([
      { name: 'Exeter', key: '/areas/exeter', views: 25, applications: 1, conversion: 1 / 25, placements: 0, fees: 0 },
    ]);
    expect(body.referrers).toEqual([
      { name: 'www.linkedin.com', key: 'www.linkedin.com', views: 40, applications: 1, conversion: 1 / 40, placements: 0, fees: 0 },
      { name: 'www.google.com', key: 'www.google.com', views: 25, applications: 1, conversion: 1 / 25, placements: 0, fees: 0 },
    ]);
    expect(body.posts).toEqual([
      { name: 'Why psychology', key: '/blog/why-psychology', views: 5, applications: 0, conversion: 0, placements: 0, fees: 0 },
    ]);
    expect(body.campaigns).toEqual([
      { name: 'linkedin / - / x', key: 'linkedin / - / x', views: 40, applications: 1, conversion: 1 / 40, placements: 0, fees: 0 },
    ]);
  });

  it('serves each table as CSV, as the Overview shows it', async () => {
    const { res } = await admin('GET', `/api/admin/insights${period}&table=jobs`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('insights-jobs-2026-10-01-to-2026-10-03.csv');
    expect(await csvText(res)).toBe(
      `\uFEFFName,Address or source,Views,Applications,Conversion,Placements,Fees (£)\r\nGraduate SDR (Acme),/jobs/${jobId},50,2,4.0%,0,0.00\r\n`,
    );
    const daily = await csvText((await admin('GET', `/api/admin/insights${period}&table=daily`)).res);
    expect(daily.split('\r\n')).toEqual([
      '\uFEFFDay,Views,Applications,Enquiries',
      '2026-10-01,50,2,0',
      '2026-10-02,30,0,0',
      '2026-10-03,0,1,0',
      '',
    ]);
  });

  it.each([
    ['?from=2026-10-05&to=2026-10-01', 'to'],
    ['?from=2026-02-30', 'from'],
    ['?from=2020-01-01&to=2026-10-01', 'from'],
  ])('refuses the period %s (400)', async (query, field) => {
    const { status, body } = await admin('GET', `/api/admin/insights${query}`);
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('refuses an unknown table (400), and anyone not signed in as the admin (401)', async () => {
    expect((await admin('GET', `/api/admin/insights${period}&table=people`)).status).toBe(400);
    expect((await callApi(`/api/admin/insights${period}`)).status).toBe(401);
  });
});

describe('placements and fees per page and source', () => {
  const november = '?from=2025-11-01&to=2025-11-30';
  const spring = {
    landingPath: '/areas/leeds',
    referrerHost: 'www.bing.com',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
  };
  let consented: number;
  let notConsented: number;
  let general: number;

  /**
   * A candidate placed on `startDate` at £30,000 (a fee of £600 retained plus £3,900 net balance), who
   * applied with `source` for the introduction's job, or (`general`) sent a general application whose CV the
   * introduction shared. The application is its own person, whom the introduction is then about.
   */
  async function placed(startDate: string, source: Record<string, string>, { general = false, leftOn = '' } = {}) {
    const intro = await insertIntroduction(db());
    const application = await db()
      .insertInto('applications')
      .values({
        firstName: 'Sam',
        lastName: 'Candidate',
        email: `applicant.${intro.candidateEmail}`,
        phone: '07700 900123',
        degree: 'bachelor',
        consent: true,
        jobId: general ? null : intro.jobId,
        ...source,
      })
      .returning(['id', 'personId'])
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('introductions')
      .set({ personId: application.personId, cvApplicationId: general ? application.id : null })
      .where('id', '=', intro.introductionId)
      .execute();
    const res = await admin('POST', '/api/admin/placements', {
      json: { introductionId: intro.introductionId, startDate, firstYearSalary: 30000 },
    });
    expect(res.status).toBe(201);
    if (leftOn) expect((await admin('POST', `/api/admin/placements/${res.body.id}/left`, { json: { leftOn } })).status).toBe(200);
    return intro.jobId;
  }

  beforeAll(async () => {
    consented = await placed('2025-11-02', spring);
    notConsented = await placed('2025-11-03', {});
    // Starting after the period: not counted in it.
    await placed('2025-12-01', spring);
    // A general application with Analytics consent, its CV shared; the candidate left in the 7th week (75% of the net balance refunded).
    general = await placed('2025-11-02', { landingPath: '/blog/why-psychology' }, { general: true, leftOn: '2025-12-15' });
  });

  it('counts a placement whose application carried Analytics consent under its job, landing page, city page, referrer and campaign', async () => {
    const { status, body } = await admin('GET', `/api/admin/insights${november}`);
    expect(status).toBe(200);
    const fees = { placements: 1, fees: 4500 };
    expect(body.cities).toEqual([{ name: 'Leeds', key: '/areas/leeds', views: 0, applications: 0, conversion: null, ...fees }]);
    expect(body.campaigns).toEqual([
      { name: 'newsletter / email / spring', key: 'newsletter / email / spring', views: 0, applications: 0, conversion: null, ...fees },
    ]);
    expect(body.referrers).toEqual([{ name: 'www.bing.com', key: 'www.bing.com', views: 0, applications: 0, conversion: null, ...fees }]);
    expect(body.jobs.find((r: { key: string }) => r.key === `/jobs/${consented}`)).toMatchObject(fees);
    // £4,500 less the refund of £2,925.
    expect(body.posts).toEqual([
      { name: 'Why psychology', key: '/blog/why-psychology', views: 0, applications: 0, conversion: null, placements: 1, fees: 1575 },
    ]);
  });

  it('leaves out a placement whose application was sent without Analytics consent', async () => {
    const { body } = await admin('GET', `/api/admin/insights${november}`);
    expect(body.jobs.map((r: { key: string }) => r.key)).not.toContain(`/jobs/${notConsented}`);
    // The jobs placed into from applications with consent: the one applied for, and the general application's.
    const placedJobs = body.jobs.filter((r: { placements: number }) => r.placements > 0).map((r: { key: string }) => r.key);
    expect(placedJobs.sort()).toEqual([`/jobs/${consented}`, `/jobs/${general}`].sort());
  });

  it('carries the placements and fees in the CSV, in pounds and pence', async () => {
    const { res } = await admin('GET', `/api/admin/insights${november}&table=cities`);
    expect((await csvText(res)).split('\r\n')).toEqual([
      '\uFEFFName,Address or source,Views,Applications,Conversion,Placements,Fees (£)',
      'Leeds,/areas/leeds,0,0,,1,4500.00',
      '',
    ]);
  });
});

describe('a period over closed months', () => {
  it('counts their views as the daily rows do, grouped once into page_view_months', async () => {
    const over = { from: '2026-09-01', to: '2026-10-03' };
    // On 15 September no month of the period is closed: every figure comes from the daily rows.
    const fromDays = await insightsReport(db(), over, new Date('2026-09-15T12:00:00Z'));
    expect(fromDays.totals.views).toBe(1080);
    const later = new Date('2026-11-28T12:00:00Z');
    expect(await insightsReport(db(), over, later)).toEqual(fromDays);
    const months = await db()
      .selectFrom('pageViewMonths')
      .select(sql<string>`month::text`.as('month'))
      .distinct()
      .execute();
    expect(months).toEqual([{ month: '2026-09-01' }]);
    // Read back from page_view_months this time.
    expect(await insightsReport(db(), over, later)).toEqual(fromDays);
  });
});
