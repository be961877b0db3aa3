import { VisitSource } from './VisitSource';
import { useState } from 'react';
import { NEWEST_FIRST, type EnquirySort, type ListOrder } from '../schemas/list-order';
import { choiceLabel, ENQUIRY_STATUSES, SUBJECTS, type Subject } from '../config/choices';
import { formatDate } from '../utils/dates';
import { adminApi, type ContactFilters, type ContactRow } from './admin-api';
import { ComplaintPanel } from './ComplaintPanel';
import { ConfirmDelete } from './ConfirmDelete';
import { PagedList } from './PagedList';
import { ChoiceOptions } from '../components/forms/ChoiceOptions';
import {
  Cell,
  DetailPanel,
  Field,
  FilterSelect,
  RecordList,
  StatusControl,
  TableTabHeading,
  useStatusFilter,
  WaitingCell,
  type TableColumn,
} from './RecordTable';
import { CONTACTS_TEXT, TABLE_TEXT } from '../texts/admin';

const COLUMNS: TableColumn<EnquirySort>[] = [
  { label: TABLE_TEXT.columns.name, sort: 'name' },
  // Beside the name, so the 48-hour flag is in view on a phone too, where the rest scrolls sideways.
  { label: TABLE_TEXT.columns.waiting, sort: 'waiting' },
  { label: TABLE_TEXT.columns.status, sort: 'status' },
  { label: TABLE_TEXT.columns.subject, sort: 'subject' },
  { label: TABLE_TEXT.columns.received, sort: 'received' },
];

/** Everything about one enquiry: who, what, its status, marking it as a data-protection complaint, and Delete. */
function EnquiryDetail({ contact: c, reload, onClose }: { contact: ContactRow; reload: () => Promise<void>; onClose: () => void }) {
  return (
    <DetailPanel id={c.id} name={c.name} onClose={onClose}>
      <StatusControl
        label={CONTACTS_TEXT.status}
        accessibleLabel={CONTACTS_TEXT.statusOf(c.name)}
        saveLabel={CONTACTS_TEXT.saveStatusOf(c.name)}
        value={c.status}
        choices={ENQUIRY_STATUSES}
        save={(status) => adminApi.setContactStatus(c.id, status)}
        messages={{
          success: CONTACTS_TEXT.statusUpdated,
          failure: CONTACTS_TEXT.statusFailed,
          description: (status) => `${c.name}: ${choiceLabel(ENQUIRY_STATUSES, status)}`,
        }}
        reload={reload}
      />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-1">
        <Field label={CONTACTS_TEXT.fields.email}>
          <a className="text-indigo-700 underline" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </Field>
        <Field label={CONTACTS_TEXT.fields.subject}>{choiceLabel(SUBJECTS, c.subject)}</Field>
        <Field label={CONTACTS_TEXT.fields.received}>{formatDate(c.createdAt, 'withTime')}</Field>
        <Field label={CONTACTS_TEXT.fields.message} wide>
          <span className="whitespace-pre-line text-slate-800">{c.message}</span>
        </Field>
        <VisitSource row={c} />
      </dl>
      <ComplaintPanel contact={c} reload={reload} />
      <ConfirmDelete
        what={CONTACTS_TEXT.deleteWhat(c.name)}
        label={CONTACTS_TEXT.deleteLabel(c.name)}
        remove={() => adminApi.deleteContact(c.id)}
        success={CONTACTS_TEXT.deleted}
        failure={CONTACTS_TEXT.deleteFailed}
        onDeleted={reload}
      />
    </DetailPanel>
  );
}

/**
 * Contact enquiries (spec 2; docs/decisions/admin.md): a table (name, subject, received, status, time waiting) filtered by
 * status and subject and sorted on the server, an enquiry still new past the promised hours flagged, and
 * the open one in full in a panel: its status, marking it as a data-protection complaint, Delete.
 */
export function ContactsTab() {
  const { status, filter: statusFilter } = useStatusFilter('contacts', 'enquiries', ENQUIRY_STATUSES);
  const [subject, setSubject] = useState<Subject>();
  const [order, setOrder] = useState<ListOrder<EnquirySort>>(NEWEST_FIRST);
  const filters: ContactFilters = { status, subject, order };
  return (
    <div className="space-y-4">
      <TableTabHeading heading={CONTACTS_TEXT.heading} exportType="contacts" />
      <PagedList
        what="enquiries"
        one="enquiry"
        load={(params) => adminApi.contacts({ ...params, ...filters })}
        filterKey={`${status ?? ''}|${subject ?? ''}|${order.by}|${order.direction}`}
        filtered={Boolean(status || subject)}
      >
        {(items: ContactRow[], list) => (
          <RecordList
            items={items}
            filters={
              <>
                {statusFilter}
                <FilterSelect
                  label={CONTACTS_TEXT.subjectFilter}
                  accessibleLabel={CONTACTS_TEXT.subjectFilterLabel}
                  value={subject ?? ''}
                  onChange={(value) => setSubject((value || undefined) as Subject | undefined)}
                >
                  <option value="">{CONTACTS_TEXT.allSubjects}</option>
                  <ChoiceOptions choices={SUBJECTS} />
                </FilterSelect>
              </>
            }
            caption={CONTACTS_TEXT.heading}
            columns={COLUMNS}
            order={order}
            onOrder={setOrder}
            testId="admin-contact"
            name={(c) => c.name}
            cells={(c) => (
              <>
                <WaitingCell waiting={c} />
                <Cell>{choiceLabel(ENQUIRY_STATUSES, c.status)}</Cell>
                <Cell>{choiceLabel(SUBJECTS, c.subject)}</Cell>
                <Cell>
                  <span className="whitespace-nowrap">{formatDate(c.createdAt, 'withTime')}</span>
                </Cell>
              </>
            )}
            detail={(c, close) => <EnquiryDetail key={c.id} contact={c} reload={list.reload} onClose={close} />}
          />
        )}
      </PagedList>
    </div>
  );
}
