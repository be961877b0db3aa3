import { useState } from 'react';
import { PLACEMENTS_TEXT as T } from '../texts/admin';
import { toast } from '../lib/toast';
import { DayForm, fieldMessage } from './DayForm';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = async (paidOn: string) => {
    setBusy(true);
    setError(null);
    try {
      await onRecord(paidOn);
      toast({ title: T.recordedPaid, description: T.recordedPaidOf(what, day(paidOn)) });
      await recorded();
    } catch (failure) {
      const message = fieldMessage(failure, 'paidOn', T.recordFailed);
      setError(message);
      toast({ title: T.recordFailed, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
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
        onEdit={() => setError(null)}
      />
    </div>
  );
}
