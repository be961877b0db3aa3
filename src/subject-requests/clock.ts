import type { Kysely } from 'kysely';
import type { DataRequestKind, DataRequestStep } from '../config/choices';
import { dataRequestClock, type DataRequestClock } from '../config/subject-request-deadline';
import type { DataRequest, Database } from '../db/schema';
import { DomainError } from '../errors/domain-error';
import { ukDay } from '../utils/uk-time';
import { emailHash } from './personal-data';

/**
 * Data-protection requests logged to time them (UK GDPR Article 12A, docs/decisions/data-protection.md):
 * the consultant records when one arrived, when they asked for identity or clarification and when it was
 * answered, and when it was completed; the due date follows (src/config/subject-request-deadline.ts).
 */
export type TimedDataRequest = Omit<DataRequest, 'emailHash'> & { clock: DataRequestClock };

const withClock = ({ emailHash: _hash, ...r }: DataRequest): TimedDataRequest => ({ ...r, clock: dataRequestClock(r) });

/** Logs a request; the address is kept only as its hash, as every request's record is. */
export async function logDataRequest(
  db: Kysely<Database>,
  input: { email: string; kind: DataRequestKind; receivedOn?: string; note?: string },
  adminEmail: string,
  now = new Date(),
): Promise<TimedDataRequest> {
  const today = ukDay(now);
  const receivedOn = input.receivedOn ?? today;
  if (receivedOn > today)
    throw new DomainError('invalid', 'A request cannot arrive in the future', {
      errors: { receivedOn: ['Enter today or an earlier date'] },
    });
  const row = await db
    .insertInto('dataRequests')
    .values({ kind: input.kind, emailHash: emailHash(input.email), note: input.note ?? '', receivedOn, adminEmail })
    .returningAll()
    .executeTakeFirstOrThrow();
  return withClock(row);
}

/** Open requests first (the soonest due first), then the last 50 completed. */
export async function listDataRequests(db: Kysely<Database>): Promise<TimedDataRequest[]> {
  const [open, done] = await Promise.all([
    db.selectFrom('dataRequests').selectAll().where('completedOn', 'is', null).orderBy('receivedOn').orderBy('id').execute(),
    db
      .selectFrom('dataRequests')
      .selectAll()
      .where('completedOn', 'is not', null)
      .orderBy('completedOn', 'desc')
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
  ]);
  const due = (r: TimedDataRequest) => r.clock.dueOn ?? '9999-12-31';
  return [...open.map(withClock).sort((a, b) => due(a).localeCompare(due(b))), ...done.map(withClock)];
}

const COLUMNS = {
  'identity-asked': 'identityAskedOn',
  'identity-received': 'identityReceivedOn',
  'clarification-asked': 'clarificationAskedOn',
  'clarification-received': 'clarificationReceivedOn',
  completed: 'completedOn',
} as const satisfies Record<DataRequestStep, keyof DataRequest>;

/** The step that must come before each, and what a refusal says. */
const BEFORE: Partial<Record<DataRequestStep, keyof DataRequest>> = {
  'identity-received': 'identityAskedOn',
  'clarification-received': 'clarificationAskedOn',
};

const refuse = (message: string) => new DomainError('invalid', message, { errors: { on: [message] } });

/**
 * Records a step on a UK day (today by default). A step is recorded once: the clock rule has one pause of
 * each kind (asking again is noted outside the log). Returns the request as it now stands.
 */
export async function recordDataRequestStep(
  db: Kysely<Database>,
  id: number,
  step: DataRequestStep,
  on: string | undefined,
  now = new Date(),
): Promise<TimedDataRequest> {
  return db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('dataRequests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!request) throw new DomainError('not-found', 'Request not found');
    const day = on ?? ukDay(now);
    if (day > ukDay(now)) throw refuse('Enter today or an earlier date');
    if (day < request.receivedOn) throw refuse('Enter a date on or after the day the request arrived');
    if (request.completedOn) throw new DomainError('conflict', 'This request is already completed');
    const column = COLUMNS[step];
    if (request[column])
      throw new DomainError('conflict', 'This step is already recorded', { errors: { step: ['This step is already recorded'] } });
    const before = BEFORE[step];
    if (before) {
      const asked = request[before] as string | null;
      if (!asked) throw new DomainError('invalid', 'Record the question first', { errors: { step: ['Record when you asked first'] } });
      if (day < asked) throw refuse('Enter a date on or after the day you asked');
    }
    const row = await trx
      .updateTable('dataRequests')
      .set({ [column]: day })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return withClock(row);
  });
}
