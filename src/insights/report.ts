import { sql, type Kysely } from 'kysely';
import { site } from '../config/site';
import { cities } from '../data/cities';
import type { Database } from '../db/schema';
import { ukDay } from '../utils/uk-time';
import { closedMonths, nextMonth } from './closed-months';
import { periodDays, periodInstants, type InsightsPeriod } from './period';

/**
 * One page (a job, a post, a city page) or one source in a period: views, applications and their ratio,
 * and the placements starting in the period whose application carried Analytics consent, with their fees.
 */
export type InsightsRow = {
  name: string;
  /** The page's path, or the source's host or campaign tags. */
  key: string;
  views: number;
  applications: number;
  /** Applications per view (0-1), or null with no views. */
  conversion: number | null;
  placements: number;
  /** Those placements' fee income in pounds: retained fee plus net balance, less any refund (placementFees). */
  fees: number;
};

export type InsightsDay = {
  day: string;
  views: number;
  applications: number;
  enquiries: number;
};

export interface InsightsReport {
  period: InsightsPeriod;
  totals: { views: number; applications: number; enquiries: number; conversion: number | null };
  daily: InsightsDay[];
  jobs: InsightsRow[];
  posts: InsightsRow[];
  cities: InsightsRow[];
  referrers: InsightsRow[];
  campaigns: InsightsRow[];
}

/** How many referrers and campaigns the Overview lists. */
export const TOP_SOURCES = 10;

/** The UK's zone as a literal: the same expression in the select list and the grouping sets, as SQL needs. */
const ukZone = sql.lit(site.timeZone);

const conversion = (views: number, applications: number) => (views > 0 ? applications / views : null);

/** Counts by key, from grouped rows. */
type Counts = Map<string, number>;
const add = (counts: Counts, key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);

/** Placements and their fees (pence) by key. */
type Fees = Map<string, { placements: number; pence: number }>;
const addFee = (fees: Fees, key: string, pence: number) => {
  const known = fees.get(key) ?? { placements: 0, pence: 0 };
  fees.set(key, { placements: known.placements + 1, pence: known.pence + pence });
};
const feeFigures = (fees: Fees, key: string) => {
  const f = fees.get(key);
  return { placements: f?.placements ?? 0, fees: (f?.pence ?? 0) / 100 };
};

/** A campaign's key: its UTM tags as 'source / medium / campaign' ('' when it has none). */
const campaignKey = (source: string | null, medium: string | null, name: string | null) =>
  source || medium || name ? [source || '-', medium || '-', name || '-'].join(' / ') : '';

interface Grouped {
  byDay: Counts;
  byPath: Counts;
  byReferrer: Counts;
  byCampaign: Counts;
}

/** A row of the page views grouped four ways: grouping() is `set`, a bit per column not grouped. */
type GroupedRow = {
  day: string | null;
  path: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  set: number;
  n: number;
};

/**
 * The period's page views, by day, path, referrer and campaign. Its closed months (closedMonths) are read
 * already grouped from page_view_months, a few hundred rows each; its other days from page_views (its key
 * starts with the day, so only they are read), grouped four ways at once.
 */
async function viewCounts(db: Kysely<Database>, period: InsightsPeriod, today: string): Promise<Grouped> {
  const months = closedMonths(period, today);
  // Two ranges of page_views' key around the closed months; with none, the first is empty.
  const [start, end] = months.length ? [months[0], nextMonth(months.at(-1)!)] : [period.from, period.from];
  if (months.length) await fillMonths(db, months);
  const [days, grouped] = await Promise.all([
    sql<GroupedRow>`
      select day::text as day, path, referrer_host, utm_source, utm_medium, utm_campaign, sum(views)::int as n,
        grouping(day, path, referrer_host, utm_source) as set
      from page_views
      where (day >= ${period.from}::date and day < ${start}::date) or (day >= ${end}::date and day <= ${period.to}::date)
      group by grouping sets ((day), (path), (referrer_host), (utm_source, utm_medium, utm_campaign))`.execute(db),
    // Summed over the months here: a row per day, path, referrer and campaign reaches the function.
    sql<GroupedRow>`
      select day, path, referrer_host, utm_source, utm_medium, utm_campaign, grouping_set as set, sum(views)::int as n
      from page_view_months where month >= ${start}::date and month < ${end}::date
      group by grouping_set, day, path, referrer_host, utm_source, utm_medium, utm_campaign`.execute(db),
  ]);
  return groups([...days.rows, ...grouped.rows]);
}

/**
 * Groups into page_view_months the closed months it lacks, as viewCounts groups days: a statement a month,
 * each well inside the statement timeout. A closed month no longer changes, so a report filling the same
 * month at the same time adds nothing new. A month without views stores nothing and is looked at again
 * (an empty range of page_views).
 */
async function fillMonths(db: Kysely<Database>, months: string[]): Promise<void> {
  const { rows } = await sql<{ month: string }>`
    select distinct month::text as month from page_view_months
    where month >= ${months[0]}::date and month < ${nextMonth(months.at(-1)!)}::date`.execute(db);
  const stored = new Set(rows.map((r) => r.month));
  for (const month of months.filter((m) => !stored.has(m)))
    await sql`
      insert into page_view_months (month, grouping_set, day, path, referrer_host, utm_source, utm_medium, utm_campaign, views)
      select ${month}::date, grouping(day, path, referrer_host, utm_source), coalesce(day::text, ''), coalesce(path, ''),
        coalesce(referrer_host, ''), coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''), sum(views)::int
      from page_views where day >= ${month}::date and day < ${nextMonth(month)}::date
      group by grouping sets ((day), (path), (referrer_host), (utm_source, utm_medium, utm_campaign))
      on conflict do nothing`.execute(db);
}

/** The period's applications the same four ways, and by job. */
async function applicationCounts(db: Kysely<Database>, period: InsightsPeriod): Promise<Grouped & { byJob: Counts }> {
  const { start, end } = periodInstants(period);
  const { rows } = await sql<GroupedRow & { jobId: number | null }>`
    select (created_at at time zone ${ukZone})::date::text as day, landing_path as path, referrer_host,
      utm_source, utm_medium, utm_campaign, job_id, count(*)::int as n,
      grouping((created_at at time zone ${ukZone})::date, landing_path, referrer_host, utm_source, job_id) as set
    from applications where created_at between ${start} and ${end}
    group by grouping sets (((created_at at time zone ${ukZone})::date), (landing_path), (referrer_host),
      (utm_source, utm_medium, utm_campaign), (job_id))`.execute(db);
  const byJob: Counts = new Map();
  // Only the job set leaves job_id ungrouped: grouping() is 0b11110.
  for (const r of rows) if (r.set === 0b11110 && r.jobId !== null) add(byJob, String(r.jobId), r.n);
  return { ...groups(rows.map((r) => ({ ...r, set: r.set >> 1 }))), byJob };
}

/** Sorts grouped rows into their sets; grouping() has a bit per column, set when the column is not grouped. */
function groups(rows: GroupedRow[]): Grouped {
  const grouped: Grouped = { byDay: new Map(), byPath: new Map(), byReferrer: new Map(), byCampaign: new Map() };
  for (const r of rows) {
    if (r.set === 0b0111 && r.day) add(grouped.byDay, r.day, r.n);
    else if (r.set === 0b1011 && r.path) add(grouped.byPath, r.path, r.n);
    else if (r.set === 0b1101 && r.referrerHost) add(grouped.byReferrer, r.referrerHost, r.n);
    else if (r.set === 0b1110) {
      const key = campaignKey(r.utmSource, r.utmMedium, r.utmCampaign);
      if (key) add(grouped.byCampaign, key, r.n);
    }
  }
  return grouped;
}

interface PlacementFees {
  byJob: Fees;
  byPath: Fees;
  byReferrer: Fees;
  byCampaign: Fees;
}

/** A placement with its fee income and the visit its application came from. */
type PlacementSource = {
  jobId: number | null;
  pence: number;
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/**
 * The placements starting in the period (their start date, a UK day) whose application carried Analytics
 * consent (its visit's source was recorded, which happens only with that consent), with their fee income:
 * the retained fee plus the net balance of the placement's snapshot (src/placements/fees.ts), less any
 * refund given. The application is the person's latest for the introduction's job, else the one whose CV
 * the introduction shared (docs/decisions/placements.md). By the job placed into, the landing page, the
 * referrer and the campaign.
 */
async function placementFees(db: Kysely<Database>, period: InsightsPeriod): Promise<PlacementFees> {
  const { rows } = await sql<PlacementSource>`
    select i.job_id,
      (p.figures->>'retainedFeePence')::int + (p.figures->>'netBalancePence')::int - coalesce(p.refund_pence, 0) as pence,
      a.landing_path, a.referrer_host, a.utm_source, a.utm_medium, a.utm_campaign
    from placements p
    join introductions i on i.id = p.introduction_id
    join lateral (
      select a.landing_path, a.referrer_host, a.utm_source, a.utm_medium, a.utm_campaign from applications a
      where (a.person_id = i.person_id and a.job_id = i.job_id) or a.id = i.cv_application_id
      order by (a.person_id = i.person_id and a.job_id is not distinct from i.job_id) desc, a.created_at desc, a.id desc
      limit 1
    ) a on true
    where p.start_date between ${period.from} and ${period.to}
      and coalesce(a.landing_path, a.referrer_host, a.utm_source, a.utm_medium, a.utm_campaign) is not null`.execute(db);
  const fees: PlacementFees = { byJob: new Map(), byPath: new Map(), byReferrer: new Map(), byCampaign: new Map() };
  for (const r of rows) {
    if (r.jobId !== null) addFee(fees.byJob, String(r.jobId), r.pence);
    if (r.landingPath) addFee(fees.byPath, r.landingPath, r.pence);
    if (r.referrerHost) addFee(fees.byReferrer, r.referrerHost, r.pence);
    const campaign = campaignKey(r.utmSource, r.utmMedium, r.utmCampaign);
    if (campaign) addFee(fees.byCampaign, campaign, r.pence);
  }
  return fees;
}

/** The period's enquiries by UK day. */
async function enquiriesByDay(db: Kysely<Database>, period: InsightsPeriod): Promise<Counts> {
  const { start, end } = periodInstants(period);
  const { rows } = await sql<{ day: string; n: number }>`
    select (created_at at time zone ${ukZone})::date::text as day, count(*)::int as n
    from contacts where created_at between ${start} and ${end} group by 1`.execute(db);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Rows for pages: those with a view, an application or a placement in the period, most applications first, then most views. */
function pageRows(
  pages: Array<{ name: string; key: string; applications: number; placements: number; fees: number }>,
  views: Counts,
): InsightsRow[] {
  return pages
    .map((p) => {
      const v = views.get(p.key) ?? 0;
      return { ...p, views: v, conversion: conversion(v, p.applications) };
    })
    .filter((r) => r.views > 0 || r.applications > 0 || r.placements > 0)
    .sort((a, b) => b.applications - a.applications || b.views - a.views || a.name.localeCompare(b.name));
}

/** Rows for sources (referrers, campaigns): the most viewed first, at most TOP_SOURCES. */
function sourceRows(views: Counts, applications: Counts, fees: Fees): InsightsRow[] {
  const keys = new Set([...views.keys(), ...applications.keys(), ...fees.keys()]);
  return [...keys]
    .map((key) => {
      const v = views.get(key) ?? 0;
      const a = applications.get(key) ?? 0;
      return { name: key, key, views: v, applications: a, conversion: conversion(v, a), ...feeFigures(fees, key) };
    })
    .sort((a, b) => b.views - a.views || b.applications - a.applications || a.key.localeCompare(b.key))
    .slice(0, TOP_SOURCES);
}

/**
 * The Overview's insights for a period: views, applications and conversion per job (applications sent
 * for it), per post and per city page (applications whose visit landed there, with Analytics consent);
 * top referrers and campaigns; beside them the placements starting in the period whose application
 * carried Analytics consent, and their fees (placementFees); and the figures day by day.
 */
export async function insightsReport(db: Kysely<Database>, period: InsightsPeriod, now = new Date()): Promise<InsightsReport> {
  const [views, applied, enquiries, fees, jobs, posts] = await Promise.all([
    viewCounts(db, period, ukDay(now)),
    applicationCounts(db, period),
    enquiriesByDay(db, period),
    placementFees(db, period),
    db.selectFrom('jobs').select(['id', 'title', 'company']).execute(),
    db.selectFrom('blogPosts').select(['title', 'slug']).execute(),
  ]);
  const daily = periodDays(period).map((day) => ({
    day,
    views: views.byDay.get(day) ?? 0,
    applications: applied.byDay.get(day) ?? 0,
    enquiries: enquiries.get(day) ?? 0,
  }));
  // A post's or city page's applications and placements: those whose visit landed there.
  const landed = (path: string) => ({ applications: applied.byPath.get(path) ?? 0, ...feeFigures(fees.byPath, path) });
  const sum = (key: 'views' | 'applications' | 'enquiries') => daily.reduce((n, d) => n + d[key], 0);
  const totals = { views: sum('views'), applications: sum('applications'), enquiries: sum('enquiries') };
  return {
    period,
    totals: { ...totals, conversion: conversion(totals.views, totals.applications) },
    daily,
    jobs: pageRows(
      jobs.map((j) => ({
        name: `${j.title} (${j.company})`,
        key: `/jobs/${j.id}`,
        applications: applied.byJob.get(String(j.id)) ?? 0,
        ...feeFigures(fees.byJob, String(j.id)),
      })),
      views.byPath,
    ),
    posts: pageRows(
      posts.map((p) => ({ name: p.title, key: `/blog/${p.slug}`, ...landed(`/blog/${p.slug}`) })),
      views.byPath,
    ),
    cities: pageRows(
      cities.map((c) => ({ name: c.name, key: `/areas/${c.key}`, ...landed(`/areas/${c.key}`) })),
      views.byPath,
    ),
    referrers: sourceRows(views.byReferrer, applied.byReferrer, fees.byReferrer),
    campaigns: sourceRows(views.byCampaign, applied.byCampaign, fees.byCampaign),
  };
}
