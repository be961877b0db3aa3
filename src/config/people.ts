/** The most people one search returns: a search is for finding someone, not for listing everyone. */
export const PEOPLE_SEARCH_LIMIT = 50;

/** How many days before keeping a person's details ends the one renewal reminder goes (docs/decisions/people.md). */
export const RENEWAL_NOTICE_DAYS = 30;
