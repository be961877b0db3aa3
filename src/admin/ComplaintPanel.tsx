import { acknowledgementDue, COMPLAINT_ACKNOWLEDGEMENT_DAYS, isAcknowledgementOverdue } from '../config/complaint-deadline';
import { complaintStage, type ComplaintStage } from '../schemas/complaint-stages';
import { formatDate } from '../utils/dates';
import { adminApi, type ContactRow } from './admin-api';
import { useAdminAction } from './session';
import { COMPLAINT_TEXT } from '../texts/admin';
import { badgeVariants } from '../components/ui/badge';
import { dashboardButton } from '../components/ui/button';

interface ComplaintPanelProps {
  contact: ContactRow;
  /** Shows the list as it now is, after a change or a refusal because it changed elsewhere. */
  reload: () => unknown;
}

/** What the toast says each stage now means. */
const STAGE_TOASTS: Record<ComplaintStage, (due: string) => string> = COMPLAINT_TEXT.stageToasts;

/**
 * An enquiry as a data-protection complaint (DPA 2018 s.164A): mark or unmark it, and record its acknowledgement,
 * due within 30 days of the enquiry's receipt, and its outcome. The dates are UK days, written the UK's way.
 */
export function ComplaintPanel({ contact, reload }: ComplaintPanelProps) {
  const run = useAdminAction();
  const stage = complaintStage(contact);
  const received = new Date(contact.createdAt);
  const due = formatDate(acknowledgementDue(received), 'long');
  const forWhom = <span className="sr-only">{COMPLAINT_TEXT.forWhom(contact.name)}</span>;
  const set = (next: ComplaintStage) => async () => {
    const ok = await run(() => adminApi.setComplaintStage(contact.id, next), {
      success: COMPLAINT_TEXT.updated,
      description: STAGE_TOASTS[next](due),
      failure: COMPLAINT_TEXT.updateFailed,
      onStale: reload,
    });
    if (ok) await reload();
  };
  const button = (next: ComplaintStage, label: string) => (
    <button type="button" className={dashboardButton.secondary} onClick={set(next)}>
      {label}
      {forWhom}
    </button>
  );

  if (stage === 'none') return <div className="mt-4">{button('open', COMPLAINT_TEXT.markComplaint)}</div>;
  const overdue = stage === 'open' && isAcknowledgementOverdue(received, new Date());
  return (
    <div className="mt-4 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800" data-testid="complaint">
      <p className="flex flex-wrap items-center gap-2">
        <span className={badgeVariants({ tone: 'amber' })}>{COMPLAINT_TEXT.badge}</span>
        {stage === 'open' && (
          <span className={overdue ? 'font-semibold text-red-800' : undefined}>
            {overdue ? COMPLAINT_TEXT.overdue : COMPLAINT_TEXT.acknowledgeBy}
            {due} ({COMPLAINT_ACKNOWLEDGEMENT_DAYS} days from receipt on {formatDate(received, 'long')})
          </span>
        )}
        {stage === 'acknowledged' && (
          <span>Acknowledged on {formatDate(contact.complaintAcknowledgedAt, 'long')}; tell the outcome without undue delay</span>
        )}
        {stage === 'acknowledged' && (
          <span className="text-slate-600">
            {COMPLAINT_TEXT.wasDueBy}
            {due}
          </span>
        )}
        {stage === 'answered' && <span>Outcome told on {formatDate(contact.complaintAnsweredAt, 'long')}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        {stage === 'open' && button('acknowledged', COMPLAINT_TEXT.markAcknowledged)}
        {stage === 'acknowledged' && button('answered', COMPLAINT_TEXT.markAnswered)}
        {stage === 'answered' ? button('acknowledged', COMPLAINT_TEXT.reopen) : button('none', COMPLAINT_TEXT.notComplaint)}
      </div>
    </div>
  );
}
