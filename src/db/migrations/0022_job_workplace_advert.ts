import { type Kysely, sql } from 'kysely';
import { WORKPLACES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * Where a job is done (issue 36): on-site, hybrid or remote, for Google's remote-job terms. Existing jobs
 * of the type Remote become remote, the rest on-site, as their pages presented them; the backfill leaves
 * updated_at alone (its trigger is off for it), since no one edited those jobs. A job of the type Remote
 * is always remote.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table jobs add column workplace text not null default 'on-site'`.execute(db);
  await sql`alter table jobs disable trigger jobs_set_updated_at`.execute(db);
  await sql`update jobs set workplace = 'remote' where type = 'Remote'`.execute(db);
  await sql`alter table jobs enable trigger jobs_set_updated_at`.execute(db);
  await sql`
    alter table jobs
      add constraint jobs_workplace_check check (${inChoices('workplace', WORKPLACES)}),
      add constraint jobs_remote_type_workplace check (type <> 'Remote' or workplace = 'remote')
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table jobs drop constraint jobs_remote_type_workplace, drop constraint jobs_workplace_check, drop column workplace`.execute(
    db,
  );
}
