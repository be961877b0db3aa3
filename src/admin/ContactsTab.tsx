import { choiceLabel, SUBJECTS } from '../config/choices';
import { formatDate } from '../utils/dates';
import { adminApi, type ContactRow } from './admin-api';
import { ComplaintPanel } from './ComplaintPanel';
import { ConfirmDelete } from './ConfirmDelete';
import { ExportButtons } from './ExportButtons';
import { PagedList } from './PagedList';
import { CONTACTS_TEXT } from '../texts/admin';
import { cardVariants } from '../components/ui/card';

/** Contact enquiries (spec 2): every field, newest first, Delete, and marking one as a data-protection complaint. */
export function ContactsTab() {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{CONTACTS_TEXT.heading}</h2>
        <ExportButtons type="contacts" />
      </div>
      <PagedList what="enquiries" one="enquiry" load={adminApi.contacts}>
        {(items: ContactRow[], list) => (
          <ul className="space-y-4" aria-label={CONTACTS_TEXT.heading}>
            {items.map((c) => (
              <li key={c.id} className={cardVariants()} data-testid="admin-contact">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 wrap-anywhere">
                    <h3 className="text-lg font-semibold text-slate-900">{c.name}</h3>
                    <p className="text-sm text-slate-600">
                      <a className="text-indigo-700 underline" href={`mailto:${c.email}`}>
                        {c.email}
                      </a>{' '}
                      · {choiceLabel(SUBJECTS, c.subject)} · {formatDate(c.createdAt, 'withTime')}
                    </p>
                  </div>
                  <ConfirmDelete
                    what={CONTACTS_TEXT.deleteWhat(c.name)}
                    label={CONTACTS_TEXT.deleteLabel(c.name)}
                    remove={() => adminApi.deleteContact(c.id)}
                    success={CONTACTS_TEXT.deleted}
                    failure={CONTACTS_TEXT.deleteFailed}
                    onDeleted={list.reload}
                  />
                </div>
                <p className="mt-3 whitespace-pre-line text-slate-800">{c.message}</p>
                <ComplaintPanel contact={c} reload={list.reload} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
