import { PAGE_SIZES } from '../db/page';
import type { ListQuery, TableQuery } from '../candidates/manage';
import { OVERDUE_FILTER, SORT_DIRECTIONS, type SortDirection } from '../schemas/list-order';
import { HttpError, rejectUnstorableText } from './http';
import { firstCharacters } from '../utils/truncate';

/** ?page=&pageSize=&q= of an admin list, clamped to sensible values. */
export function readListQuery(req: Request): ListQuery {
  const params = new URL(req.url).searchParams;
  const int = (name: string, fallback: number) => {
    const value = Number.parseInt(params.get(name) ?? '', 10);
    return Number.isSafeInteger(value) && value > 0 ? value : fallback;
  };
  const q = params.get('q');
  // PostgreSQL refuses a NUL character in the search (a 500): a 400, as for a body's text.
  rejectUnstorableText({ q });
  // Cut by characters, not UTF-16 units, so an emoji at the cut is not split into an unstorable half.
  const search = firstCharacters(q?.trim() ?? '', 200) || undefined;
  return { page: Math.min(int('page', 1), 100_000), pageSize: Math.min(int('pageSize', PAGE_SIZES.default), PAGE_SIZES.max), search };
}

/** One of `allowed`, or undefined when the parameter is absent or empty; anything else is a 400 naming what is allowed. */
export function readOneOf<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = params.get(name);
  if (!value) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new HttpError(400, `${name} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

/**
 * What the Applications and Contacts tables add to ?page=&pageSize=&q=: ?status= (a listed status, or
 * 'overdue': still new past the promised hours) and ?sort=&dir= (a sortable column, asc or desc).
 */
export function readTableQuery<S extends string, K extends string>(
  req: Request,
  statuses: readonly { value: S }[],
  sorts: readonly K[],
): TableQuery<S, K> {
  const params = new URL(req.url).searchParams;
  const status = readOneOf(params, 'status', [...statuses.map((s) => s.value), OVERDUE_FILTER]);
  const by = readOneOf(params, 'sort', sorts);
  const direction: SortDirection = readOneOf(params, 'dir', SORT_DIRECTIONS) ?? 'desc';
  return { ...readListQuery(req), status, order: by && { by, direction } };
}
