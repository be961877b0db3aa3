/** The Overview report's tables a CSV can be made of: the dashboard's choice and the API's check. */
export const INSIGHTS_TABLES = ['daily', 'jobs', 'posts', 'cities', 'referrers', 'campaigns'] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

export const isInsightsTable = (value: string | null): value is InsightsTable => INSIGHTS_TABLES.includes(value as InsightsTable);
