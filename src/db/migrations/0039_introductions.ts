import { type Kysely, sql } from 'kysely';
import { INTRODUCTION_STATUSES } from '../../config/choices';
import { inChoices } from '../choice-check';

/**
 * The ledger of introductions (docs/decisions/introductions.md): one row each time the consultant proposes
 * a person for a job, from the question to the person ("may we put you forward?") through the employer's
 * decision to the outcome. Regulation 29 and the agreement's candidate protection rest on it, so the role
 * and the employer are kept as they were named when asked (`role_title`, `employer_name`) and the row
 * outlives its job (`job_id` set null when a job is deleted). `client_id` is the hirer when the job came
 * from a brief; a job advertised on an authority note has none. The shortlist, interview, offer and
 * placement tables hang off this one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table introductions (
      id serial primary key,
      person_id integer not null references people (id) on delete cascade,
      job_id integer references jobs (id) on delete set null,
      client_id integer references clients (id) on delete cascade,
      role_title text not null,
      employer_name text not null,
      status text not null default 'asked',
      created_at timestamptz not null default now(),
      status_changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table introductions add constraint introductions_status_check check (${inChoices('status', INTRODUCTION_STATUSES)})`.execute(
    db,
  );
  await sql`create index introductions_person_idx on introductions (person_id)`.execute(db);
  await sql`create index introductions_job_idx on introductions (job_id)`.execute(db);
  await sql`create index introductions_client_idx on introductions (client_id, created_at)`.execute(db);
  // One open introduction of a person to a job at a time.
  await sql`create unique index introductions_open_key on introductions (person_id, job_id) where status not in ('declined', 'not-given', 'withdrawn')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table introductions`.execute(db);
}
