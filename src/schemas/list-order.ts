/**
 * How the admin's Applications and Contacts tables can be sorted and narrowed (docs/decisions/admin.md): the names the
 * API's query takes and the dashboard sends. Plain constants, so the dashboard imports them without server code.
 */
export const APPLICATION_SORTS = ['name', 'role', 'received', 'status', 'waiting'] as const;
export const ENQUIRY_SORTS = ['name', 'subject', 'received', 'status', 'waiting'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A list's order: `waiting` descending is the longest wait first (rows no longer waiting last either way). */
export interface ListOrder<K extends string> {
  by: K;
  direction: SortDirection;
}

/** The order both lists have by default: newest first. */
export const NEWEST_FIRST = { by: 'received', direction: 'desc' } as const;

/** The status filter's value for "still new past the promised hours", beside the statuses themselves. */
export const OVERDUE_FILTER = 'overdue';
