/** The most people one search returns: a search is for finding someone, not for listing everyone. */
export const PEOPLE_SEARCH_LIMIT = 50;
