import { enforceRateLimit, RATE_LIMITS } from '../abuse/rate-limit';
import { saveContact } from '../candidates/store';
import { getDb } from '../db/client';
import { contactSchema } from '../schemas/contact';
import { json, readJson, route } from './http';

const ACCEPTED = { message: 'Message received' };

/** POST /api/contacts: a contact enquiry. */
export const contactsCollection = route({
  POST: async (req, { ip }) => {
    const db = getDb();
    await enforceRateLimit(db, RATE_LIMITS.contacts, ip);
    const data = await readJson(req, contactSchema);
    if (data.website) return json(ACCEPTED, 201);
    const id = await saveContact(db, data);
    return json({ ...ACCEPTED, id }, 201);
  },
});
