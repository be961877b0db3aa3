/**
 * Where a candidate's private status link leads. The API writes the page itself (src/api/pages/application-status-pages.ts),
 * so it works without JavaScript and is never prebuilt, cached or indexed.
 */
export const STATUS_PAGE_PREFIX = '/api/application-status';

/** The status page of the application whose token this is. */
export const statusPagePath = (token: string) => `${STATUS_PAGE_PREFIX}/${token}`;

/** The withdrawal's confirmation (GET) and the withdrawal itself (POST). */
export const withdrawalPath = (token: string) => `${statusPagePath(token)}/withdraw`;
