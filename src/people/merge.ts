import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { normaliseEmail } from '../utils/email';
import { assertTwoPeople, ordered } from './duplicates';

/** The tables whose rows move with a merge (records, addresses, identifiers), by their person column. */
const OWNED = ['applications', 'contacts', 'job_alert_subscriptions', 'registrations', 'person_emails'] as const;

/**
 * Makes two people one (docs/decisions/people.md): `personId` keeps every record, address, phone,
 * profile, consent and hidden employer of `otherId`, which goes; `primaryEmail`, one of the two people's addresses, becomes the address
 * they are written to at. The earliest first contact stays; the kept name is the person's own unless they
 * had none. Pairs either was said not to be are remembered for the one left. All in one transaction.
 */
export async function mergePeople(
  db: Kysely<Database>,
  personId: number,
  otherId: number,
  primaryEmail: string,
  /** Records the merge in the same transaction (the audit log): no merge goes unrecorded. */
  record: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertTwoPeople(trx, personId, otherId);
    const primary = normaliseEmail(primaryEmail);
    const owner = await trx.selectFrom('personEmails').select('personId').where('email', '=', primary).executeTakeFirst();
    if (!owner || (owner.personId !== personId && owner.personId !== otherId)) {
      throw new DomainError('invalid', 'The primary email must be one of the two people’s addresses', {
        errors: { primaryEmail: ['Choose one of the two people’s addresses'] },
      });
    }
    for (const table of OWNED) {
      await sql`update ${sql.table(table)} set person_id = ${personId} where person_id = ${otherId}`.execute(trx);
    }
    await sql`
      insert into person_identifiers (person_id, kind, value, created_at)
      select ${personId}, kind, value, created_at from person_identifiers where person_id = ${otherId}
      on conflict do nothing`.execute(trx);
    // Hide-from lists are united (the same employer in another case once).
    await sql`
      insert into person_hidden_employers (person_id, name, created_at)
      select ${personId}, name, created_at from person_hidden_employers where person_id = ${otherId}
      on conflict do nothing`.execute(trx);
    // A withdrawal wins over a grant; of two grants, the later one's wording, source and term stand.
    await sql`
      insert into person_consents as kept (person_id, kind, granted_at, expires_at, withdrawn_at, version, source, reminded_at, renewal_token_hash)
      select ${personId}, kind, granted_at, expires_at, withdrawn_at, version, source, reminded_at, renewal_token_hash
      from person_consents where person_id = ${otherId}
      on conflict (person_id, kind) do update set
        withdrawn_at = greatest(kept.withdrawn_at, excluded.withdrawn_at),
        granted_at = greatest(kept.granted_at, excluded.granted_at),
        expires_at = case when excluded.granted_at > kept.granted_at then excluded.expires_at else kept.expires_at end,
        version = case when excluded.granted_at > kept.granted_at then excluded.version else kept.version end,
        source = case when excluded.granted_at > kept.granted_at then excluded.source else kept.source end,
        reminded_at = case when excluded.granted_at > kept.granted_at then excluded.reminded_at else kept.reminded_at end,
        renewal_token_hash = case when excluded.granted_at > kept.granted_at then excluded.renewal_token_hash else kept.renewal_token_hash end`.execute(
      trx,
    );
    const remembered = await trx
      .selectFrom('notSamePeople')
      .select(['personId', 'otherId'])
      .where((eb) => eb.or([eb('personId', '=', otherId), eb('otherId', '=', otherId)]))
      .execute();
    const carried = remembered
      .map((pair) => (pair.personId === otherId ? pair.otherId : pair.personId))
      .filter((id) => id !== personId)
      .map((id) => ordered(id, personId));
    if (carried.length) {
      await trx
        .insertInto('notSamePeople')
        .values(carried.map(([low, high]) => ({ personId: low, otherId: high })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    // Gone before the primary address moves (each address is one person's primary at most); its
    // identifiers and remembered pairs go with it (cascade), copied above.
    const other = await trx.deleteFrom('people').where('id', '=', otherId).returning(['name', 'firstContactAt']).executeTakeFirstOrThrow();
    await sql`
      update people set
        primary_email = ${primary},
        name = case when name = '' then ${other.name} else name end,
        first_contact_at = least(first_contact_at, ${other.firstContactAt})
      where id = ${personId}`.execute(trx);
    await record(trx);
  });
}
