import { Download } from 'lucide-react';
import { APPLICATION_STATUSES, choiceLabel, DEGREES, INTERESTS, type ApplicationStatus } from '../config/choices';
import { formatDate } from '../utils/dates';
import { adminApi, type ApplicationRow } from './admin-api';
import { ConfirmDelete } from './ConfirmDelete';
import { ExportButtons } from './ExportButtons';
import { PagedList } from './PagedList';
import { useAdminAction } from './session';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';
import { inputClass } from '../components/ui/input';
import { APPLICATIONS_TEXT, LIST_TEXT } from '../texts/admin';

/** Applications (spec 2): every field, newest first, a status to set, the CV to download, Delete. */
export function ApplicationsTab() {
  const run = useAdminAction();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{APPLICATIONS_TEXT.heading}</h2>
        <ExportButtons type="applications" />
      </div>
      <PagedList what="applications" one="application" load={adminApi.applications}>
        {(items: ApplicationRow[], list) => (
          <ul className="space-y-4" aria-label={APPLICATIONS_TEXT.heading}>
            {items.map((a) => {
              const name = `${a.firstName} ${a.lastName}`;
              return (
                <li key={a.id} className={cardVariants()} data-testid="admin-application">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
                      <p className="text-sm text-slate-600">
                        {APPLICATIONS_TEXT.received} {formatDate(a.createdAt, 'withTime')}
                      </p>
                    </div>
                    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                      {APPLICATIONS_TEXT.status}
                      <select
                        className={`${inputClass} w-auto py-1`}
                        value={a.status}
                        aria-label={APPLICATIONS_TEXT.statusOf(name)}
                        onChange={async (e) => {
                          const status = e.target.value as ApplicationStatus;
                          const ok = await run(() => adminApi.setApplicationStatus(a.id, status), {
                            success: APPLICATIONS_TEXT.statusUpdated,
                            description: `${name}: ${choiceLabel(APPLICATION_STATUSES, status)}`,
                            failure: APPLICATIONS_TEXT.statusFailed,
                            onStale: list.reload,
                          });
                          if (ok) await list.reload();
                        }}
                      >
                        {APPLICATION_STATUSES.map((s) => (
                          <option key={s.value} value={s.value}>
                            {s.label}
                          </option>
                        ))}
                      </select>
                    </label>
                  </div>
                  <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="font-medium text-slate-600">{APPLICATIONS_TEXT.fields.email}</dt>
                      <dd className="wrap-anywhere">
                        <a className="text-indigo-700 underline" href={`mailto:${a.email}`}>
                          {a.email}
                        </a>
                      </dd>
                    </div>
                    <div>
                      <dt className="font-medium text-slate-600">{APPLICATIONS_TEXT.fields.phone}</dt>
                      <dd>
                        <a className="text-indigo-700 underline" href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>
                          {a.phone}
                        </a>
                      </dd>
                    </div>
                    <div>
                      <dt className="font-medium text-slate-600">{APPLICATIONS_TEXT.fields.degree}</dt>
                      <dd>{choiceLabel(DEGREES, a.degree)}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-slate-600">{APPLICATIONS_TEXT.fields.interest}</dt>
                      <dd>{a.interest ? choiceLabel(INTERESTS, a.interest) : LIST_TEXT.notGiven}</dd>
                    </div>
                    <div className="sm:col-span-2">
                      <dt className="font-medium text-slate-600">{APPLICATIONS_TEXT.fields.bio}</dt>
                      <dd className="whitespace-pre-line">{a.bio || LIST_TEXT.notGiven}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-slate-600">{APPLICATIONS_TEXT.fields.consent}</dt>
                      <dd>{a.consent ? APPLICATIONS_TEXT.consentGiven : LIST_TEXT.notGiven}</dd>
                    </div>
                    <div>
                      <dt className="font-medium text-slate-600">{APPLICATIONS_TEXT.fields.cv}</dt>
                      <dd>{a.cvFileName ?? APPLICATIONS_TEXT.noCv}</dd>
                    </div>
                  </dl>
                  <div className="mt-4 flex flex-wrap gap-2">
                    {a.cvFileName && (
                      <a
                        className={dashboardButton.secondary}
                        href={adminApi.cvUrl(a.id)}
                        download
                        aria-label={APPLICATIONS_TEXT.downloadCvOf(name)}
                      >
                        <Download aria-hidden="true" className="h-4 w-4" /> {APPLICATIONS_TEXT.downloadCv}
                      </a>
                    )}
                    <ConfirmDelete
                      what={APPLICATIONS_TEXT.deleteWhat(name)}
                      label={APPLICATIONS_TEXT.deleteLabel(name)}
                      remove={() => adminApi.deleteApplication(a.id)}
                      success={APPLICATIONS_TEXT.deleted}
                      failure={APPLICATIONS_TEXT.deleteFailed}
                      onDeleted={list.reload}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
