import { z } from 'zod';
import { RATE_LIMITS, withinRateLimit } from '../../abuse/rate-limit';
import { SITE_CEILINGS, withinSiteCeiling } from '../../abuse/site-ceilings';
import { ENQUIRY_SORTS } from '../../schemas/list-order';
import { deleteContact, listContacts, setContactStatus, type ContactQuery } from '../../candidates/manage';
import { saveContact } from '../../candidates/store';
import { COMPLAINT_STAGES } from '../../schemas/complaint-stages';
import { setComplaintStage } from '../../candidates/complaints';
import { choiceValues, ENQUIRY_STATUSES, SUBJECTS } from '../../config/choices';
import { getDb } from '../../db/client';
import { enquiryTopic } from '../../notifications/events';
import { contactSchema } from '../../schemas/contact';
import { adminOnly } from '../admin-guard';
import { HttpError, json, parseId, readJson, readJsonOrForm, route } from '../http';
import { readOneOf, readTableQuery } from '../list-query';
import { answerNativeForms } from '../native-form';
import { sendAfterAnswer } from '../after-answer';
import { CONTACT_LABELS, CONTACT_OUTCOME } from '../../texts/forms';

const ACCEPTED = { message: 'Message received' };

/** The admin list's query: ?page=&pageSize=&q=&status=&sort=&dir= as the Applications table's, and ?subject=. */
function readContactQuery(req: Request): ContactQuery {
  const subject = readOneOf(new URL(req.url).searchParams, 'subject', choiceValues(SUBJECTS));
  return { ...readTableQuery(req, ENQUIRY_STATUSES, ENQUIRY_SORTS), subject };
}

/**
 * POST /api/contacts: a contact enquiry, as JSON (the island) or as the plain fields of a browser's own
 * form submission, which is answered with a page (src/api/native-form.ts).
 */
export const contactsCollection = answerNativeForms(
  route({
    /** The admin's list: newest first unless sorted, paginated, searchable and filtered (readContactQuery), each with how long it has waited. */
    GET: adminOnly(async (req) => json(await listContacts(getDb(), readContactQuery(req)))),
    POST: async (req, ctx) => {
      const db = getDb();
      const id = await withinRateLimit(db, RATE_LIMITS.contacts, ctx.ip, () =>
        withinSiteCeiling(db, SITE_CEILINGS.enquiries, 1, async () => {
          const data = await readJsonOrForm(req, contactSchema);
          return data.website ? undefined : saveContact(db, data);
        }),
      );
      if (id === undefined) return json(ACCEPTED, 201);
      await sendAfterAnswer(ctx, enquiryTopic(id));
      return json({ ...ACCEPTED, id }, 201);
    },
  }),
  { success: '/message-received', formPath: '/#contact', failure: CONTACT_OUTCOME.failure, labels: CONTACT_LABELS },
);

/** DELETE /api/contacts/{id} (admin). */
export const contactItem = route({
  DELETE: adminOnly(async (_req, { params }) => {
    if (!(await deleteContact(getDb(), parseId(params.id, 'Contact')))) throw new HttpError(404, 'Contact not found');
    return json({ message: 'Contact deleted' });
  }),
});

const statusSchema = z.object({ status: z.enum(choiceValues(ENQUIRY_STATUSES), { error: 'Choose one of the listed statuses' }) });

/** PUT /api/contacts/{id}/status (admin): { status }. Answers the enquiry as it now is. */
export const contactStatus = route({
  PUT: adminOnly(async (req, { params }) => {
    const id = parseId(params.id, 'Contact');
    const { status } = await readJson(req, statusSchema);
    const contact = await setContactStatus(getDb(), id, status);
    if (!contact) throw new HttpError(404, 'Contact not found');
    return json(contact);
  }),
});

const complaintSchema = z.object({ stage: z.enum(choiceValues(COMPLAINT_STAGES), { error: 'Choose one of the complaint stages' }) });

/**
 * PUT /api/contacts/{id}/complaint (admin): { stage }, to mark an enquiry as a data-protection complaint,
 * unmark it, or record its acknowledgement or outcome. Answers the enquiry as it now is.
 */
export const contactComplaint = route({
  PUT: adminOnly(async (req, { params }) => {
    const id = parseId(params.id, 'Contact');
    const { stage } = await readJson(req, complaintSchema);
    const contact = await setComplaintStage(getDb(), id, stage);
    if (!contact) throw new HttpError(404, 'Contact not found');
    return json(contact);
  }),
});
