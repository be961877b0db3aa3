import { choiceLabel, INTRODUCTION_STATUSES, type IntroductionStatus } from '../config/choices';
import { LEDGER_TEXT } from '../texts/introductions';
import { formatDate } from '../utils/dates';
import { adminApi } from './admin-api';
import { useResource } from './use-resource';
import { badgeVariants } from '../components/ui/badge';

/**
 * The ledger of introductions on a job, a person or a client (docs/decisions/introductions.md): who, where
 * it stands, when they were asked and sent. Small on purpose: the Jobs tab shows it; other tabs can too.
 */
export function IntroductionsLedger({ by }: { by: { jobId: number } | { personId: number } | { clientId: number } }) {
  const key = JSON.stringify(by);
  const ledger = useResource(() => adminApi.introductions(by), [key]);
  if (ledger.loading && !ledger.data) return <p className="text-sm text-slate-600">{LEDGER_TEXT.loading}</p>;
  if (ledger.error && !ledger.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {LEDGER_TEXT.failed}
        {ledger.error}
      </p>
    );
  if (!ledger.data?.length) return <p className="text-sm text-slate-700">{LEDGER_TEXT.empty}</p>;
  return (
    <ul className="space-y-1 text-sm text-slate-800" aria-label={LEDGER_TEXT.heading} data-testid="introductions-ledger">
      {ledger.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{entry.personName}</span>
          <span className={badgeVariants({ tone: 'grey' })}>{choiceLabel(INTRODUCTION_STATUSES, entry.status as IntroductionStatus)}</span>
          <span className="text-slate-600">
            {LEDGER_TEXT.asked(formatDate(entry.createdAt, 'short'))}
            {entry.sentAt ? ` · ${LEDGER_TEXT.sent(formatDate(entry.sentAt, 'short'))}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
