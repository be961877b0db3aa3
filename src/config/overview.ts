/** Days counted as "recent" for applications on the admin overview (spec 9); the count and its card's note use it. */
export const RECENT_APPLICATION_DAYS = 7;
