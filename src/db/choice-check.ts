import { sql, type RawBuilder } from 'kysely';
import type { Choice } from '../config/choices';

/** A CHECK expression allowing only a list's stored values in a column (null passes, as in SQL). */
export function inChoices(column: string, list: readonly Choice[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(list.map((c) => sql.lit(c.value)))})`;
}
