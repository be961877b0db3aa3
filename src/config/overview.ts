/** Days counted as "recent" for applications on the admin overview (spec 9); the count and its card's note use it. */
export const RECENT_APPLICATION_DAYS = 7;

/** The days the Overview's insights show first, and the Jobs and Blog tabs' views and applications cover (docs/decisions/data-protection.md). */
export const DEFAULT_INSIGHTS_DAYS = 30;
