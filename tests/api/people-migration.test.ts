import { beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { useDatabaseBefore } from '../support/migration-database';

/** Migration 0037 on rows stored before it: one person per normalised address, phones in E.164. */
const MIGRATION = '0037_people';
const db = useDatabaseBefore(MIGRATION, 'people_migration');

const application = (email: string, phone: string, firstName: string, createdAt: string) => ({
  firstName,
  lastName: 'Hughes',
  email,
  phone,
  degree: 'bachelor' as const,
  consent: true,
  createdAt,
});

beforeAll(async () => {
  await db()
    .insertInto('applications')
    .values([
      application('Amelia.Hughes@example.com', '07700 900123', 'Amy', '2025-03-01T10:00:00Z'),
      application(' amelia.hughes@example.com ', '07700 900123', 'Amelia', '2025-06-01T10:00:00Z'),
      application('amelia.work@example.com', '+44 7700 900123', 'Amelia', '2025-07-01T10:00:00Z'),
      application('no.phone@example.com', 'call me', 'Sam', '2025-07-01T10:00:00Z'),
    ] as never)
    .execute();
  await db()
    .insertInto('contacts')
    .values({
      name: 'Amelia H',
      email: 'AMELIA.HUGHES@example.com',
      subject: 'candidate',
      message: 'Hello there',
      createdAt: '2025-01-15T09:00:00Z',
    } as never)
    .execute();
  await db()
    .insertInto('jobAlertSubscriptions')
    .values({
      email: 'alerts.only@example.com',
      frequency: 'daily',
      linkNonce: 'n',
      consentAt: new Date(),
      consentVersion: 'v',
      consentSource: 'jobs-page',
    } as never)
    .execute();
  await migrateToLatest(db());
});

const personOf = (email: string) =>
  db()
    .selectFrom('personEmails')
    .innerJoin('people', 'people.id', 'personEmails.personId')
    .selectAll('people')
    .where('personEmails.email', '=', email)
    .executeTakeFirstOrThrow();

describe('migration 0037 on stored applications, enquiries and job alerts', () => {
  it('makes one person per address however it was written, named by the latest record, met at the earliest', async () => {
    expect(await db().selectFrom('people').select('primaryEmail').orderBy('primaryEmail').execute()).toEqual([
      { primaryEmail: 'alerts.only@example.com' },
      { primaryEmail: 'amelia.hughes@example.com' },
      { primaryEmail: 'amelia.work@example.com' },
      { primaryEmail: 'no.phone@example.com' },
    ]);
    const amelia = await personOf('amelia.hughes@example.com');
    expect(amelia).toMatchObject({ name: 'Amelia Hughes', firstContactAt: new Date('2025-01-15T09:00:00Z') });
    expect((await personOf('alerts.only@example.com')).name).toBe('');
  });

  it('gives every record its person', async () => {
    const amelia = await personOf('amelia.hughes@example.com');
    const rows = await db().selectFrom('applications').select(['email', 'personId']).execute();
    expect(rows.filter((r) => r.personId === amelia.id)).toHaveLength(2);
    const contact = await db().selectFrom('contacts').select('personId').executeTakeFirstOrThrow();
    expect(contact.personId).toBe(amelia.id);
    const alert = await db().selectFrom('jobAlertSubscriptions').select('personId').executeTakeFirstOrThrow();
    expect(alert.personId).toBe((await personOf('alerts.only@example.com')).id);
  });

  it('keeps the phones in E.164, so one number written two ways is shared by two people', async () => {
    const phones = await db()
      .selectFrom('personIdentifiers')
      .innerJoin('people', 'people.id', 'personIdentifiers.personId')
      .select(['people.primaryEmail', 'personIdentifiers.value'])
      .where('kind', '=', 'phone')
      .orderBy('people.primaryEmail')
      .execute();
    expect(phones).toEqual([
      { primaryEmail: 'amelia.hughes@example.com', value: '+447700900123' },
      { primaryEmail: 'amelia.work@example.com', value: '+447700900123' },
    ]);
  });

  it('attaches a record stored later to the person of its address', async () => {
    const { personId } = await db()
      .insertInto('contacts')
      .values({ name: 'Amelia Hughes', email: ' Amelia.Work@Example.com', subject: 'general', message: 'Another note' })
      .returning('personId')
      .executeTakeFirstOrThrow();
    expect(personId).toBe((await personOf('amelia.work@example.com')).id);
    const { personId: newcomer } = await db()
      .insertInto('contacts')
      .values({ name: 'Noor Khan', email: 'noor@example.com', subject: 'general', message: 'First note' })
      .returning('personId')
      .executeTakeFirstOrThrow();
    expect(await personOf('noor@example.com')).toMatchObject({ id: newcomer, name: 'Noor Khan', primaryEmail: 'noor@example.com' });
  });
});
