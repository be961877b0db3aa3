import type { ReactNode } from 'react';
import { PLACEMENTS_HORIZON_DAYS } from '../config/placements';
import { site } from '../config/site';
import { PLACEMENTS_TEXT as T } from '../texts/admin';
import { adminApi, type PlacementRow } from './admin-api';
import { FeeDue } from './FeeDue';
import { LeftOn } from './LeftOn';
import { day, money } from './placement-format';
import { useResource } from './use-resource';
import { ScrollRegion } from './ScrollRegion';
/** The UK day of an instant, 'YYYY-MM-DD' (en-CA writes dates that way). */
const ukDayOf = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(now);
const addDays = (value: string, days: number) => new Date(Date.parse(`${value}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A list's item: its text, or what to show with its own key. */
type Item = string | { key: string; content: ReactNode };

function Section({ id, title, items }: { id: string; title: string; items: Item[] }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {items.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {items.map((item) => (typeof item === 'string' ? <li key={item}>{item}</li> : <li key={item.key}>{item.content}</li>))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{T.none}</p>
      )}
    </section>
  );
}

/**
 * The Placements tab: starts, fees and rebate windows within the next PLACEMENTS_HORIZON_DAYS, what is
 * overdue, and every placement (docs/decisions/placements.md).
 */
export function PlacementsTab({ now = new Date() }: { now?: Date }) {
  const { data, error, loading, reload } = useResource(() => adminApi.placements());
  const retained = useResource(() => adminApi.retainedFees());
  const today = ukDayOf(now);
  const horizon = addDays(today, PLACEMENTS_HORIZON_DAYS);
  const rows: PlacementRow[] = data ?? [];
  const who = (p: PlacementRow) => `${p.candidateName}, ${p.roleTitle} at ${p.employerName}`;
  const upcoming = rows
    .filter((p) => p.startDate >= today && p.startDate <= horizon)
    .map((p) => `${who(p)}: ${T.starts(day(p.startDate))}`);
  // Net balances and briefs' retained fees unpaid and due within the horizon (or overdue), the earliest due first.
  const fees: Item[] = [
    ...rows
      .filter((p) => !p.netPaidOn && p.netBalance > 0 && p.netBalanceDue <= horizon)
      .map((p) => ({
        due: p.netBalanceDue,
        item: {
          key: `placement-${p.id}`,
          content: (
            <FeeDue
              text={`${who(p)}: ${T.due(money(p.netBalance), day(p.netBalanceDue))}${p.overdue ? ` (${T.overdue}, ${T.interest(money(p.lateInterest))})` : ''}`}
              what={T.netBalanceOf(who(p))}
              today={today}
              onRecord={(paidOn) => adminApi.recordPlacementPaid(p.id, paidOn)}
              recorded={reload}
            />
          ),
        },
      })),
    ...(retained.data ?? [])
      .filter((f) => !f.paidOn && f.dueOn <= horizon)
      .map((f) => {
        const what = T.retainedFee(f.roleTitle, f.employerName);
        const amount = T.retainedAmount(money(f.amountMin), money(f.amountMax), f.pct);
        return {
          due: f.dueOn,
          item: {
            key: `brief-${f.briefId}`,
            content: (
              <FeeDue
                text={`${what}: ${T.due(amount, day(f.dueOn))}${f.overdue ? ` (${T.overdue})` : ''}`}
                what={what}
                today={today}
                onRecord={(paidOn) => adminApi.recordRetainedFeePaid(f.briefId, paidOn)}
                recorded={retained.reload}
              />
            ),
          },
        };
      }),
  ]
    .sort((a, b) => a.due.localeCompare(b.due))
    .map((f) => f.item);
  const rebates = rows
    .filter((p) => !p.leftOn)
    .flatMap((p) =>
      p.rebates.filter((r) => r.lastDay >= today && r.lastDay <= horizon).map((r) => `${who(p)}: ${T.rebateCloses(r.pct, day(r.lastDay))}`),
    );
  return (
    <section aria-labelledby="placements-heading">
      <h2 id="placements-heading" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      {[error, retained.error].filter(Boolean).map((message) => (
        <p key={message} role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      ))}
      {loading && !data ? (
        <p className="mt-2 text-sm text-slate-700">{T.loading}</p>
      ) : (
        <>
          <Section id="placements-upcoming" title={T.upcoming} items={upcoming} />
          <Section id="placements-fees" title={T.fees} items={fees} />
          <Section id="placements-rebates" title={T.rebates} items={rebates} />
          <section aria-labelledby="placements-all" className="mt-6">
            <h3 id="placements-all" className="text-base font-semibold text-slate-900">
              {T.all}
            </h3>
            {rows.length ? (
              <ScrollRegion labelledBy="placements-all" className="mt-2">
                <table className="min-w-full text-left text-sm">
                  <thead>
                    <tr>
                      {T.columns.map((c) => (
                        <th key={c} scope="col" className="px-2 py-1 font-semibold text-slate-700">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((p) => (
                      <tr key={p.id} className="border-t border-slate-200">
                        <td className="px-2 py-1">{p.candidateName}</td>
                        <td className="px-2 py-1">{p.roleTitle}</td>
                        <td className="px-2 py-1">{p.employerName}</td>
                        <td className="px-2 py-1">{day(p.startDate)}</td>
                        <td className="px-2 py-1">{money(p.netBalance)}</td>
                        <td className="px-2 py-1">{day(p.netBalanceDue)}</td>
                        <td className="px-2 py-1">{day(p.netPaidOn)}</td>
                        <td className="px-2 py-1">
                          {p.leftOn ? day(p.leftOn) : <LeftOn placement={p} who={who(p)} today={today} recorded={reload} />}
                        </td>
                        <td className="px-2 py-1">{p.refund === null ? '' : `${money(p.refund)} (${p.refundPct}%)`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : (
              <p className="mt-2 text-sm text-slate-700">{T.noPlacements}</p>
            )}
          </section>
          <p className="mt-6 text-sm text-slate-700">{T.protectionNote}</p>
        </>
      )}
    </section>
  );
}
