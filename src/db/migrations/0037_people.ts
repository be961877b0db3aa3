import { type Kysely, sql } from 'kysely';
import { e164Phone } from '../../utils/phone';

/** Applications read per statement while their phones are put in E.164 (an import of any size stays in bounded memory). */
const BATCH = 5000;

/**
 * One person behind every record (docs/decisions/people.md). A person has one or more email addresses
 * (`person_emails`, each normalised: trimmed, lower-case, and each belonging to one person), one of them
 * primary; a name (the latest given); and the phones (E.164) and LinkedIn profiles (canonical) their
 * records gave, by which possible duplicates are paired (`person_identifiers`). `not_same_people` keeps
 * the pairs the consultant said are two people, never suggested again.
 *
 * Applications, enquiries and job alert subscriptions gain `person_id`, set by a trigger on insert from
 * the row's email (found or made under a lock on the address, so two forms sent at once make one person),
 * whichever code writes the row. The migration builds the people of the rows already stored, in SQL,
 * then reads the applications' phones in batches to put them in E.164.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table people (
      id serial primary key,
      primary_email text not null unique,
      name text not null default '',
      first_contact_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table person_emails (
      email text primary key check (email = lower(trim(email))),
      person_id integer not null references people (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index person_emails_person_idx on person_emails (person_id)`.execute(db);
  await sql`
    create table person_identifiers (
      person_id integer not null references people (id) on delete cascade,
      kind text not null check (kind in ('phone', 'linkedin')),
      value text not null,
      created_at timestamptz not null default now(),
      primary key (person_id, kind, value)
    )`.execute(db);
  await sql`create index person_identifiers_value_idx on person_identifiers (kind, value, person_id)`.execute(db);
  await sql`
    create table not_same_people (
      person_id integer not null references people (id) on delete cascade,
      other_id integer not null references people (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (person_id, other_id),
      check (person_id < other_id)
    )`.execute(db);
  await sql`create index not_same_people_other_idx on not_same_people (other_id)`.execute(db);

  await sql`
    create function attach_person() returns trigger language plpgsql as $$
    declare
      address text := lower(trim(new.email));
      fields jsonb := to_jsonb(new);
      given text := trim(coalesce(fields ->> 'name', concat_ws(' ', fields ->> 'first_name', fields ->> 'last_name'), ''));
      at timestamptz := coalesce(new.created_at, now());
      found integer;
    begin
      if new.person_id is not null then
        return new;
      end if;
      perform pg_advisory_xact_lock(hashtextextended('person:' || address, 0));
      select person_id into found from person_emails where email = address;
      if found is null then
        insert into people (primary_email, name, first_contact_at) values (address, given, at) returning id into found;
        insert into person_emails (email, person_id) values (address, found);
      else
        update people
          set name = case when given = '' then name else given end, first_contact_at = least(first_contact_at, at)
          where id = found;
      end if;
      new.person_id := found;
      return new;
    end $$`.execute(db);

  for (const table of ['applications', 'contacts', 'job_alert_subscriptions']) {
    await sql`alter table ${sql.table(table)} add column person_id integer references people (id)`.execute(db);
  }

  // Each address's person, named by its latest application or enquiry, first met at its earliest record.
  await sql`
    with records as (
      select lower(trim(email)) as email, created_at, trim(concat_ws(' ', first_name, last_name)) as name from applications
      union all
      select lower(trim(email)), created_at, trim(name) from contacts
      union all
      select lower(trim(email)), created_at, null from job_alert_subscriptions
    )
    insert into people (primary_email, name, first_contact_at, created_at)
    select email,
           coalesce((array_agg(name order by created_at desc) filter (where name is not null and name <> ''))[1], ''),
           min(created_at), now()
    from records group by email`.execute(db);
  await sql`insert into person_emails (email, person_id) select primary_email, id from people`.execute(db);
  for (const table of ['applications', 'contacts', 'job_alert_subscriptions']) {
    await sql`update ${sql.table(table)} t set person_id = p.person_id from person_emails p where p.email = lower(trim(t.email))`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} alter column person_id set not null`.execute(db);
    await sql`create index ${sql.id(`${table}_person_idx`)} on ${sql.table(table)} (person_id)`.execute(db);
    await sql`create trigger ${sql.id(`${table}_attach_person`)} before insert on ${sql.table(table)} for each row execute function attach_person()`.execute(
      db,
    );
  }

  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; person: number; phone: string }>`
      select id, person_id as person, phone from applications where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (!rows.length) break;
    after = rows.at(-1)!.id;
    const phones = rows.flatMap((row) => {
      const phone = e164Phone(row.phone);
      return phone ? [sql`(${row.person}, 'phone', ${phone})`] : [];
    });
    if (phones.length) {
      await sql`insert into person_identifiers (person_id, kind, value) values ${sql.join(phones)} on conflict do nothing`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['applications', 'contacts', 'job_alert_subscriptions']) {
    await sql`drop trigger ${sql.id(`${table}_attach_person`)} on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column person_id`.execute(db);
  }
  await sql`drop function attach_person()`.execute(db);
  await sql`drop table not_same_people, person_identifiers, person_emails, people`.execute(db);
}
