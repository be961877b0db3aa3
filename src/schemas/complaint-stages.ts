import type { Choice } from '../config/choices';

/**
 * Where an enquiry stands as a data-protection complaint. Stored as the moments of each step (contacts'
 * complaint_* columns), so a stage is read from them, and setting one keeps the moments of the steps before.
 */
export const COMPLAINT_STAGES = [
  { value: 'none', label: 'Not a complaint' },
  { value: 'open', label: 'Awaiting acknowledgement' },
  { value: 'acknowledged', label: 'Acknowledged' },
  { value: 'answered', label: 'Outcome told' },
] as const satisfies readonly Choice[];
export type ComplaintStage = (typeof COMPLAINT_STAGES)[number]['value'];

export interface ComplaintMoments<D = Date> {
  complaintMarkedAt: D | null;
  complaintAcknowledgedAt: D | null;
  complaintAnsweredAt: D | null;
}

/** The stage an enquiry's complaint moments say it is at. */
export function complaintStage(moments: ComplaintMoments<unknown>): ComplaintStage {
  if (moments.complaintAnsweredAt) return 'answered';
  if (moments.complaintAcknowledgedAt) return 'acknowledged';
  return moments.complaintMarkedAt ? 'open' : 'none';
}

/** Which steps a stage has taken: setting it keeps the moments of these and clears the rest. */
export function stepsTaken(stage: ComplaintStage): { marked: boolean; acknowledged: boolean; answered: boolean } {
  const rank = COMPLAINT_STAGES.findIndex((s) => s.value === stage);
  return { marked: rank >= 1, acknowledged: rank >= 2, answered: rank >= 3 };
}
