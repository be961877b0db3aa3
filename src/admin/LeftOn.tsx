import { useState } from 'react';
import { PLACEMENTS_TEXT as T } from '../texts/admin';
import { adminApi, type PlacementRow } from './admin-api';
import { ConfirmSend } from './ConfirmSend';
import { DayForm, useDayRecord } from './DayForm';
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
  const { busy, error, record, clearError } = useDayRecord({
    field: 'leftOn',
    success: T.recordedLeft,
    failure: T.recordLeftFailed,
    write: async (leftOn) => {
      const answer = await adminApi.recordPlacementLeft(placement.id, leftOn);
      return `${who}: ${answer.refund && answer.refundPct ? T.refundOf(money(answer.refund), answer.refundPct) : T.noRefund}`;
    },
    recorded,
  });
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
        onEdit={clearError}
      />
      {pending !== null && (
        <ConfirmSend
          title={T.confirmLeftTitle}
          says={T.confirmLeft(who, day(pending))}
          confirmLabel={T.confirm}
          busy={busy}
          onConfirm={() => {
            setPending(null);
            void record(pending);
          }}
          onCancel={() => setPending(null)}
        >
          {placement.rebates.length ? (
            <div className="mt-2 text-sm text-slate-700">
              <p>{T.refundWindows}</p>
              <ul className="mt-1 list-disc pl-5">
                {placement.rebates.map((r) => (
                  <li key={r.weeks}>{T.refundWindow(r.pct, money(r.refund), r.weeks, day(r.lastDay))}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{T.noRefundWindows}</p>
          )}
        </ConfirmSend>
      )}
    </>
  );
}
