import { PLACEMENTS_TEXT as T } from '../texts/admin';
import { DayForm, useDayRecord } from './DayForm';
import { day } from './placement-format';

interface FeeDueProps {
  /** The line the fees due list shows ('Retained fee for ... : £600.00 due 8 Dec 2026 (Overdue)'). */
  text: string;
  /** What is paid, as the form, its button and the toast name it. */
  what: string;
  today: string;
  /** Records it paid on the day ('YYYY-MM-DD'). */
  onRecord: (paidOn: string) => Promise<unknown>;
  /** After it is recorded: reload the list it came from. */
  recorded: () => Promise<void>;
}

/** A fee due (a brief's retained fee, a placement's net balance), with the day it was paid to record (today unless changed). */
export function FeeDue({ text, what, today, onRecord, recorded }: FeeDueProps) {
  const { busy, error, record, clearError } = useDayRecord({
    field: 'paidOn',
    success: T.recordedPaid,
    failure: T.recordFailed,
    write: async (paidOn) => {
      await onRecord(paidOn);
      return T.recordedPaidOf(what, day(paidOn));
    },
    recorded,
  });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span data-testid="fee-due">{text}</span>
      <DayForm
        field="paidOn"
        label={T.paidOn}
        button={T.recordPaid}
        name={T.recordPaidOf(what)}
        today={today}
        busy={busy}
        error={error}
        onDay={(paidOn) => void record(paidOn)}
        onEdit={clearError}
      />
    </div>
  );
}
