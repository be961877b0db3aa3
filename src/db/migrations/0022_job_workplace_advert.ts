import { type Kysely, sql } from 'kysely';
import { ENGAGEMENTS, WORKPLACES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * Where a job is done: on-site, hybrid or remote, for Google's remote-job terms. Existing jobs
 * of the type Remote become remote, the rest on-site, as their pages presented them; the backfill leaves
 * updated_at alone (its trigger is off for it), since no one edited those jobs. A job of the type Remote
 * is always remote. And what regulation 27 asks an advert to say: whether the work is permanent,
 * temporary or fixed-term, and the minimum experience, training or qualifications. Nothing can be
 * inferred for existing jobs, so both start empty; the API asks for them when an active job is saved.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table jobs add column workplace text not null default 'on-site'`.execute(db);
  await sql`alter table jobs disable trigger jobs_set_updated_at`.execute(db);
  await sql`update jobs set workplace = 'remote' where type = 'Remote'`.execute(db);
  await sql`alter table jobs enable trigger jobs_set_updated_at`.execute(db);
  await sql`
    alter table jobs
      add constraint jobs_workplace_check check (${inChoices('workplace', WORKPLACES)}),
      add constraint jobs_remote_type_workplace check (type <> 'Remote' or workplace = 'remote'),
      add column engagement text constraint jobs_engagement_check check (${inChoices('engagement', ENGAGEMENTS)}),
      add column minimum_requirements text
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table jobs
      drop column minimum_requirements,
      drop column engagement,
      drop constraint jobs_remote_type_workplace,
      drop constraint jobs_workplace_check,
      drop column workplace
  `.execute(db);
}
