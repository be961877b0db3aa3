import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { PLACEMENTS_TEXT as T } from '../texts/admin';
import { toast } from '../lib/toast';
import { dashboardButton } from '../components/ui/button';
import { adminApi, type PlacementRow } from './admin-api';
import { DayForm, fieldMessage } from './DayForm';
import { day, money } from './placement-format';

interface LeftOnProps {
  placement: PlacementRow;
  /** The placement as its form and button name it ('Sam Candidate, Sales Executive at Acme Ltd'). */
  who: string;
  today: string;
  /** After it is recorded: reload the placements. */
  recorded: () => Promise<void>;
}

/**
 * "Left on": the day the candidate left, asked to be confirmed with the agreement's refund windows as the
 * server gave them. The refund itself is the server's answer (docs/decisions/placements.md): nothing of it
 * is worked out here.
 */
export function LeftOn({ placement, who, today, recorded }: LeftOnProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const record = async (leftOn: string) => {
    setPending(null);
    setBusy(true);
    setError(null);
    try {
      const answer = await adminApi.recordPlacementLeft(placement.id, leftOn);
      const refund = answer.refund && answer.refundPct ? T.refundOf(money(answer.refund), answer.refundPct) : T.noRefund;
      toast({ title: T.recordedLeft, description: `${who}: ${refund}` });
      await recorded();
    } catch (failure) {
      const message = fieldMessage(failure, 'leftOn', T.recordLeftFailed);
      setError(message);
      toast({ title: T.recordLeftFailed, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DayForm
        field="leftOn"
        label={T.leftOn}
        button={T.recordLeft}
        name={T.recordLeftOf(who)}
        today={today}
        busy={busy}
        error={error}
        onDay={setPending}
        onEdit={() => setError(null)}
      />
      <AlertDialog.Root open={pending !== null} onOpenChange={(open) => (open ? undefined : setPending(null))}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-transparent bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">{T.confirmLeftTitle}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="mt-2 text-sm text-slate-700">
                <p>{T.confirmLeft(who, day(pending))}</p>
                {placement.rebates.length ? (
                  <>
                    <p className="mt-2">{T.refundWindows}</p>
                    <ul className="mt-1 list-disc pl-5">
                      {placement.rebates.map((r) => (
                        <li key={r.weeks}>{T.refundWindow(r.pct, money(r.refund), r.weeks, day(r.lastDay))}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="mt-2">{T.noRefundWindows}</p>
                )}
              </div>
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className={dashboardButton.secondary}>{T.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className={dashboardButton.primary} onClick={() => pending && void record(pending)}>
                {T.confirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
