/** The dashboard's insights (src/insights): the Overview's figures, the record panels' "came from", the tabs' counts. */
export const INSIGHTS_TEXT = {
  /** A record panel's "where it came from" (only with the visitor's Analytics consent). */
  cameFrom: 'Came from',
  notRecorded: 'Not recorded (the visitor did not accept Analytics cookies)',
  landingPage: (path: string) => `Landed on ${path}`,
  referrer: (host: string) => `via ${host}`,
  campaign: (tags: string) => `campaign tags: ${tags}`,
  direct: 'no referring site',
  heading: 'Insights',
  intro:
    'Page views are counted only for visitors who accepted Analytics cookies; applications per post and city page only for those whose visit landed there with that consent. Applications per job count every application for the job. Placements and fees count placements starting in the period whose application was sent with that consent: the fee is the retained fee plus the net balance, less any refund.',
  from: 'From',
  to: 'To',
  show: 'Show period',
  loadFailed: 'Failed to load insights: ',
  totals: (views: number, applications: number, enquiries: number, conversion: string) =>
    `${views} page views, ${applications} applications, ${enquiries} enquiries; conversion ${conversion || 'n/a'}`,
  chartTitle: 'Page views and applications per day',
  chartSummary: (days: number, views: number, busiest: string | undefined, most: number) =>
    busiest
      ? `Over ${days} days, ${views} page views in all; the busiest day was ${busiest} with ${most}. The table below gives every day's figures.`
      : `No page views in these ${days} days. The table below gives every day's figures.`,
  showTable: 'Show the figures as a table',
  none: 'Nothing in this period.',
  downloadCsv: 'Download CSV',
  downloadCsvOf: (table: string) => `Download ${table} as CSV`,
  /** A job's or post's figures in its tab, over the Overview's default period. */
  pageFigures: (views: number, applications: number, days: number) =>
    `${views} ${views === 1 ? 'view' : 'views'}, ${applications} ${applications === 1 ? 'application' : 'applications'} in the last ${days} days`,
  legendViews: 'Page views',
  legendApplications: 'Applications',
  /** The tables of the Overview's insights and their CSV files, by the report's key. */
  tables: {
    daily: 'Day by day',
    jobs: 'Jobs',
    posts: 'Blog posts',
    cities: 'City pages',
    referrers: 'Top referring sites',
    campaigns: 'Top campaigns',
  },
  /** The columns of the tables and their CSV files. */
  columns: {
    day: 'Day',
    name: 'Name',
    key: 'Address or source',
    views: 'Views',
    applications: 'Applications',
    enquiries: 'Enquiries',
    conversion: 'Conversion',
    placements: 'Placements',
    fees: 'Fees (£)',
  },
} as const;
