import { formatDate } from '../utils/dates';
import { adminApi, type JobAlertSubscriberRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { PagedList } from './PagedList';
import { JOB_ALERT_SUBSCRIBERS_TEXT as TEXT } from '../texts/admin';
import { badgeVariants } from '../components/ui/badge';
import { cardVariants } from '../components/ui/card';

/**
 * Job alert subscribers (docs/decisions/job-alerts.md), paged and searchable: each one's address, search, frequency, status
 * and dates, and a Delete that ends their alert as their own unsubscribe would.
 */
export function JobAlertSubscribersPanel() {
  return (
    <section aria-labelledby="job-alert-subscribers" className={cardVariants()}>
      <h2 id="job-alert-subscribers" className="mb-3 text-lg font-semibold text-slate-900">
        {TEXT.heading}
      </h2>
      <PagedList what={TEXT.what} one={TEXT.one} load={(params) => adminApi.jobAlertSubscribers(params)}>
        {(items: JobAlertSubscriberRow[], list) => (
          <ul className="divide-y divide-slate-200" aria-label={TEXT.label}>
            {items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="admin-job-alert">
                {/* Addresses people typed break rather than run off a narrow screen. */}
                <div className="min-w-0 wrap-anywhere">
                  <p className="font-semibold text-slate-900">
                    {s.email}{' '}
                    <span className={badgeVariants({ tone: s.status === 'confirmed' ? 'green' : 'amber' })}>{TEXT.status[s.status]}</span>
                  </p>
                  <p className="text-sm text-slate-700">
                    {TEXT.frequency[s.frequency]}: {s.criteria}
                  </p>
                  <p className="text-sm text-slate-600">
                    {TEXT.subscribed(formatDate(s.createdAt, 'withTime'))},{' '}
                    {s.lastSentAt ? TEXT.lastSent(formatDate(s.lastSentAt, 'withTime')) : TEXT.neverSent}
                  </p>
                </div>
                <ConfirmDelete
                  what={TEXT.deleteWhat(s.email, s.criteria)}
                  label={TEXT.deleteLabel(s.email)}
                  remove={() => adminApi.deleteJobAlertSubscriber(s.id)}
                  success={TEXT.deleted}
                  failure={TEXT.deleteFailed}
                  onDeleted={list.reload}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
