import type { SelectQueryBuilder } from 'kysely';

/** Which page of a list to return. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = { default: 25, max: 100 } as const;

/**
 * One page of a query's rows with the total count, both from the database (lists stay fast however
 * many rows there are). The query must carry its own order; filters apply to both.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, pageSize }: PageRequest,
): Promise<Page<O>> {
  const [items, counted] = await Promise.all([
    query
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number((counted as { total: string }).total), page, pageSize };
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
