import { sql, type RawBuilder } from 'kysely';

/**
 * The record floors of regulation 29(2) (docs/decisions/data-protection.md): a record of a work-seeker
 * (Schedule 4: applications, registrations, introductions) or of a hirer (Schedule 5: the client, its
 * contacts, briefs and acceptances, its introductions) is kept at least a year from its creation and a year
 * from the last service to that person or hirer. Each is a condition (snake_case SQL) that holds once the
 * floor has passed, given `floor`, the moment a year before now (retentionCutoffs(now).recordFloor).
 *
 * A service to a person is a change of one of their applications (the consultant's review, a status), a
 * registration, or a step of an introduction; to a hirer, a confirmed brief or a change of its status
 * (`clients.last_service_at`), or a step of an introduction to it.
 */

/** The person `personId` (a column) has had no record made and no service within the floor. */
export function personFloorPassed(personId: RawBuilder<unknown>, floor: Date): RawBuilder<boolean> {
  return sql<boolean>`(
    not exists (select 1 from applications fa where fa.person_id = ${personId} and (fa.created_at >= ${floor} or fa.status_changed_at >= ${floor}))
    and not exists (select 1 from registrations fr where fr.person_id = ${personId} and fr.created_at >= ${floor})
    and not exists (select 1 from introductions fi where fi.person_id = ${personId} and (fi.created_at >= ${floor} or fi.status_changed_at >= ${floor}))
  )`;
}

/**
 * The client `clientId` (a column) was made, and last served, before the floor, and none of its
 * introductions is left: an introduction is a record of both sides, removed first once both floors passed
 * (it would otherwise go with its client by cascade, before the person's floor).
 */
export function clientFloorPassed(clientId: RawBuilder<unknown>, floor: Date): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from clients fc where fc.id = ${clientId} and fc.created_at < ${floor} and fc.last_service_at < ${floor}
      and not exists (select 1 from introductions fci where fci.client_id = fc.id)
  )`;
}

/** An introduction's floors: its person's and, when it has one, its client's, apart from the introduction itself. */
export function introductionFloorPassed(floor: Date): RawBuilder<boolean> {
  return sql<boolean>`(${personFloorPassed(sql.ref('introductions.person_id'), floor)}
    and (introductions.client_id is null or exists (
      select 1 from clients fc where fc.id = introductions.client_id and fc.created_at < ${floor} and fc.last_service_at < ${floor}
        and not exists (select 1 from introductions fci where fci.client_id = fc.id and (fci.created_at >= ${floor} or fci.status_changed_at >= ${floor}))
    )))`;
}
