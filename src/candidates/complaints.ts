import { sql, type Kysely } from 'kysely';
import type { Contact, Database } from '../db/schema';
import { stepsTaken, type ComplaintStage } from '../schemas/complaint-stages';

/**
 * Puts an enquiry at a complaint stage: a step it has taken keeps the moment it was first taken (now if it is
 * new), a later one is cleared. Returns the enquiry, or undefined when there is none.
 */
export function setComplaintStage(db: Kysely<Database>, id: number, stage: ComplaintStage): Promise<Contact | undefined> {
  const steps = stepsTaken(stage);
  return db
    .updateTable('contacts')
    .set((eb) => {
      const since = (column: 'complaintMarkedAt' | 'complaintAcknowledgedAt' | 'complaintAnsweredAt', taken: boolean) =>
        taken ? eb.fn.coalesce(column, sql<Date>`now()`) : null;
      return {
        complaintMarkedAt: since('complaintMarkedAt', steps.marked),
        complaintAcknowledgedAt: since('complaintAcknowledgedAt', steps.acknowledged),
        complaintAnsweredAt: since('complaintAnsweredAt', steps.answered),
      };
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
