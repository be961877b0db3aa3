/**
 * The ledger of introductions as the consultant and the candidate read it (docs/decisions/introductions.md):
 * on a job, a client (the candidate-protection register: the last 12 months) or a person; and a person's
 * own introductions in plain words, for their status page and /my.
 */
import type { Kysely } from 'kysely';
import { INTRODUCTION_PERIODS } from '../config/introductions';
import type { Database, Introduction } from '../db/schema';
import { consentQuestion, INTRODUCTION_PLAIN } from '../texts/introductions';
import { withdrawableMailTimes } from '../notifications/outbox';
import { introductionTopic } from './consent';
import { INTRODUCTION_UNSUCCESSFUL_TEMPLATE } from './outcome';

/**
 * An introduction as the dashboard lists it: the row without its token hashes, with the person's name and
 * address and, while the candidate's "not for us" email waits its grace period (Undo can withdraw it), when
 * it goes; and what the row's controls act on (docs/decisions/placements.md): its open interview (the
 * latest not cancelled) and its latest offer.
 */
export type LedgerEntry = Omit<Introduction, 'consentTokenHash' | 'reminderTokenHash'> & {
  personName: string;
  personEmail: string;
  candidateMailAt: Date | null;
  interviewId: number | null;
  /** The slot chosen (or moved to), a UK wall-clock time 'YYYY-MM-DDTHH:mm'; null while the candidate chooses. */
  interviewSlot: string | null;
  /** When the candidate said none of the slots works. */
  interviewNoneSuitableAt: Date | null;
  offerId: number | null;
  offerSentAt: Date | null;
  offerAcceptedAt: Date | null;
  /** An offer made by phone: the UK day its written offer is due by. */
  offerConfirmBy: string | null;
};

const LEDGER_COLUMNS = [
  'introductions.id',
  'introductions.personId',
  'introductions.jobId',
  'introductions.clientId',
  'introductions.roleTitle',
  'introductions.employerName',
  'introductions.employerShown',
  'introductions.status',
  'introductions.createdAt',
  'introductions.statusChangedAt',
  'introductions.profile',
  'introductions.consentText',
  'introductions.consentDueOn',
  'introductions.consentRemindedAt',
  'introductions.answeredAt',
  'introductions.cvApplicationId',
  'introductions.cvRegistrationId',
  'introductions.sentAt',
  'introductions.decidedAt',
  'introductions.decisionReason',
  'introductions.decisionComment',
  'introductions.candidateToldAt',
] as const;

/**
 * Introductions on a job, a client or a person, newest first. For a client, the candidate-protection
 * register: those of the last 12 months (from `now`).
 */
export async function listIntroductions(
  db: Kysely<Database>,
  by: { jobId?: number; clientId?: number; personId?: number },
  now = new Date(),
): Promise<LedgerEntry[]> {
  let query = db
    .selectFrom('introductions')
    .innerJoin('people', 'people.id', 'introductions.personId')
    .select(LEDGER_COLUMNS)
    .select(['people.name as personName', 'people.primaryEmail as personEmail']);
  if (by.jobId !== undefined) query = query.where('introductions.jobId', '=', by.jobId);
  if (by.personId !== undefined) query = query.where('introductions.personId', '=', by.personId);
  if (by.clientId !== undefined) {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - INTRODUCTION_PERIODS.registerMonths);
    query = query.where('introductions.clientId', '=', by.clientId).where('introductions.createdAt', '>=', since);
  }
  const rows = await query.orderBy('introductions.createdAt', 'desc').orderBy('introductions.id', 'desc').execute();
  const told = rows.filter((r) => r.status === 'not-for-us' && r.candidateToldAt).map((r) => r.id);
  const waiting = await withdrawableMailTimes(db, INTRODUCTION_UNSUCCESSFUL_TEMPLATE, introductionTopic, told, now);
  const ids = rows.map((r) => r.id);
  const interviews = new Map<number, { id: number; chosenSlot: string | null; noneSuitableAt: Date | null }>();
  const offers = new Map<number, { id: number; sentAt: Date | null; acceptedAt: Date | null; confirmInWritingBy: string | null }>();
  if (ids.length) {
    // Ordered oldest first, so the latest of each introduction is the one the map keeps.
    for (const i of await db
      .selectFrom('interviews')
      .select(['id', 'introductionId', 'chosenSlot', 'noneSuitableAt'])
      .where('introductionId', 'in', ids)
      .where('cancelledAt', 'is', null)
      .orderBy('id')
      .execute())
      interviews.set(i.introductionId, i);
    for (const o of await db
      .selectFrom('offers')
      .select(['id', 'introductionId', 'sentAt', 'acceptedAt', 'confirmInWritingBy'])
      .where('introductionId', 'in', ids)
      .orderBy('id')
      .execute())
      offers.set(o.introductionId, o);
  }
  return rows.map((r) => {
    const interview = interviews.get(r.id);
    const offer = offers.get(r.id);
    return {
      ...r,
      candidateMailAt: waiting.get(r.id) ?? null,
      interviewId: interview?.id ?? null,
      interviewSlot: interview?.chosenSlot ?? null,
      interviewNoneSuitableAt: interview?.noneSuitableAt ?? null,
      offerId: offer?.id ?? null,
      offerSentAt: offer?.sentAt ?? null,
      offerAcceptedAt: offer?.acceptedAt ?? null,
      offerConfirmBy: offer?.confirmInWritingBy ?? null,
    };
  });
}

/** One introduction in the person's words: the question, their answer, and (after a Yes) what the employer did. */
export interface PersonIntroduction {
  id: number;
  askedAt: Date;
  question: string;
  answer: string;
  /** "Put forward to an employer on {date}", once shown to one. */
  putForward: string | null;
  outcome: string | null;
}

function answerWords(i: Pick<Introduction, 'status' | 'answeredAt'>): string {
  const a = INTRODUCTION_PLAIN.answers;
  if (i.status === 'asked') return a.waiting;
  if (i.status === 'not-given') return a.none;
  if (i.status === 'withdrawn' && !i.answeredAt) return a.withdrawn;
  if (i.status === 'declined') return a.no(i.answeredAt!);
  return a.yes(i.answeredAt!);
}

const OUTCOME_WORDS: Partial<Record<Introduction['status'], string>> = {
  sent: INTRODUCTION_PLAIN.outcomes.waiting,
  maybe: INTRODUCTION_PLAIN.outcomes.maybe,
  interview: INTRODUCTION_PLAIN.outcomes.interview,
  offered: INTRODUCTION_PLAIN.outcomes.offered,
  placed: INTRODUCTION_PLAIN.outcomes.placed,
};

/**
 * A person's introductions, newest first, in plain words: each question and their answer, when they were
 * put forward and what came of it. A "not for us" reads as such only once the consultant has confirmed the
 * candidate's email; until then it reads as still waiting.
 */
export async function introductionsOfPerson(db: Kysely<Database>, personId: number): Promise<PersonIntroduction[]> {
  const rows = await db
    .selectFrom('introductions')
    .select(['id', 'createdAt', 'roleTitle', 'employerName', 'employerShown', 'status', 'answeredAt', 'sentAt', 'candidateToldAt'])
    .where('personId', '=', personId)
    .where('consentText', 'is not', null)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    askedAt: r.createdAt,
    question: consentQuestion({ roleTitle: r.roleTitle, employerShown: r.employerShown ?? r.employerName }),
    answer: answerWords(r),
    putForward: r.sentAt ? INTRODUCTION_PLAIN.putForward(r.sentAt) : null,
    outcome: r.sentAt
      ? r.status === 'not-for-us'
        ? r.candidateToldAt
          ? INTRODUCTION_PLAIN.outcomes.notForUs
          : INTRODUCTION_PLAIN.outcomes.waiting
        : (OUTCOME_WORDS[r.status] ?? null)
      : null,
  }));
}
