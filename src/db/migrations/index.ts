import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_rate_limits';

/** Ordered migrations. Add new files here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_rate_limits': m0002,
};
