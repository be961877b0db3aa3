import { PAGE_SIZES } from '../db/page';
import type { ListQuery } from '../candidates/manage';
import { rejectUnstorableText } from './http';
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
