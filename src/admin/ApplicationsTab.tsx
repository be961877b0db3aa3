import { Download } from 'lucide-react';
import { choiceLabel, DEGREES, INTERESTS } from '../config/choices';
import { formatDate } from '../utils/dates';
import { useState } from 'react';
import { adminApi, type ApplicationFilters, type ApplicationRow, type AppliedRoleRow } from './admin-api';
import { ApplicationStatusControl } from './ApplicationStatusControl';
import { ConfirmDelete } from './ConfirmDelete';
import { ExportButtons } from './ExportButtons';
import { PagedList } from './PagedList';
import { dashboardButton } from '../components/ui/button';
import { cardVariants } from '../components/ui/card';
import { badgeVariants } from '../components/ui/badge';
import { inputClass } from '../components/ui/input';
import { APPLICATIONS_TEXT, LIST_TEXT } from '../texts/admin';

/** The role filter's value for a role: '' for all, 'general', or the role's title and company as JSON. */
const roleValue = (role: ApplicationFilters['role']) =>
  !role ? '' : 'general' in role ? 'general' : JSON.stringify([role.title, role.company]);
const roleOf = (value: string): ApplicationFilters['role'] => {
  if (!value) return undefined;
  if (value === 'general') return { general: true };
  const [title, company] = JSON.parse(value) as [string, string];
  return { title, company };
};

/** The role filter, from the roles applied for (the list's answer brings them). */
function RoleFilter({ roles, value, onChange }: { roles: AppliedRoleRow[]; value: string; onChange: (value: string) => void }) {
  // The chosen role stays listed even if the answer being shown predates it.
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      {APPLICATIONS_TEXT.roleFilter}
      <select
        className={`${inputClass} w-auto py-1`}
        aria-label={APPLICATIONS_TEXT.roleFilterLabel}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{APPLICATIONS_TEXT.allRoles}</option>
        <option value="general">{APPLICATIONS_TEXT.generalRoles}</option>
        {roles.map((r) => (
          <option key={`${r.title}\u0000${r.company}`} value={roleValue(r)}>
            {APPLICATIONS_TEXT.roleOption(r.title, r.company, r.applications)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Applications (spec 2): every field, newest first, a status to set, the CV to download, Delete; the role
 * applied for, a filter by role, and a mark on an application whose address applied before, which narrows
 * the list to that address (issue 34).
 */
export function ApplicationsTab() {
  const [role, setRole] = useState('');
  const [email, setEmail] = useState<string>();
  const filters: ApplicationFilters = { role: roleOf(role), email };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{APPLICATIONS_TEXT.heading}</h2>
        <ExportButtons type="applications" />
      </div>
      {email && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900" role="status">
          {APPLICATIONS_TEXT.fromAddress(email)}
          <button type="button" className={dashboardButton.secondary} onClick={() => setEmail(undefined)}>
            {APPLICATIONS_TEXT.clearAddress}
          </button>
        </p>
      )}
      <PagedList
        what="applications"
        one="application"
        load={(params) => adminApi.applications({ ...params, ...filters })}
        filterKey={`${role}|${email ?? ''}`}
      >
        {(items: ApplicationRow[], list) => (
          <>
            <RoleFilter roles={list.data?.roles ?? []} value={role} onChange={setRole} />
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
                        <p className="mt-1 text-sm font-medium text-slate-900" data-testid="application-role">
                          {APPLICATIONS_TEXT.fields.role}:{' '}
                          {a.jobTitle && a.jobCompany
                            ? APPLICATIONS_TEXT.roleName(a.jobTitle, a.jobCompany)
                            : APPLICATIONS_TEXT.generalApplication}
                        </p>
                        {a.earlierApplications > 0 && (
                          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                            <span className={badgeVariants({ tone: 'amber' })}>
                              {APPLICATIONS_TEXT.appliedBefore(a.earlierApplications)}
                            </span>
                            {email === undefined && (
                              <button
                                type="button"
                                className="font-medium text-indigo-700 underline"
                                aria-label={APPLICATIONS_TEXT.showEarlier(name)}
                                onClick={() => setEmail(a.email)}
                              >
                                {APPLICATIONS_TEXT.showEarlierShort}
                              </button>
                            )}
                          </p>
                        )}
                      </div>
                      <ApplicationStatusControl id={a.id} name={name} status={a.status} onChanged={list.reload} />
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
          </>
        )}
      </PagedList>
    </div>
  );
}
