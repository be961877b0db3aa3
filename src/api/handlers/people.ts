import { recordAudit } from '../../auth/audit-log';
import { getDb } from '../../db/client';
import { listDuplicates, markNotSamePerson } from '../../people/duplicates';
import { mergePeople } from '../../people/merge';
import { personProfile } from '../../people/profile';
import { searchPeople } from '../../people/search';
import { mergePeopleSchema, notSamePersonSchema } from '../../schemas/people';
import { adminOnly } from '../admin-guard';
import { HttpError, json, parseId, readJson, rejectUnstorableText, route } from '../http';
import { firstCharacters } from '../../utils/truncate';

/** GET /api/admin/people?q= (admin): the people whose name, any address or phone matches, each with id, name and emails. */
export const adminPeople = route({
  GET: adminOnly(async (req) => {
    const q = new URL(req.url).searchParams.get('q') ?? '';
    rejectUnstorableText({ q });
    return json(await searchPeople(getDb(), firstCharacters(q, 200)));
  }),
});

/** GET /api/admin/people/duplicates (admin): pairs of people sharing a phone or a LinkedIn profile. */
export const adminPeopleDuplicates = route({
  GET: adminOnly(async () => json(await listDuplicates(getDb()))),
});

/** GET /api/admin/people/{id} (admin): everything held about a person, with dates. */
export const adminPerson = route({
  GET: adminOnly(async (_req, { params }) => {
    const profile = await personProfile(getDb(), parseId(params.id, 'Person'));
    if (!profile) throw new HttpError(404, 'Person not found');
    return json(profile);
  }),
});

/** POST /api/admin/people/{id}/merge (admin), { otherId, primaryEmail }: the other person becomes this one. Audited. */
export const adminPersonMerge = route({
  POST: adminOnly(async (req, { params, admin }) => {
    const personId = parseId(params.id, 'Person');
    const { otherId, primaryEmail } = await readJson(req, mergePeopleSchema);
    await mergePeople(getDb(), personId, otherId, primaryEmail, (trx) =>
      recordAudit(trx, 'people-merged', admin.id, { personId, otherId }),
    );
    return json(await personProfile(getDb(), personId));
  }),
});

/** POST /api/admin/people/{id}/not-same (admin), { otherId }: the pair is never suggested again. Audited. */
export const adminPersonNotSame = route({
  POST: adminOnly(async (req, { params, admin }) => {
    const personId = parseId(params.id, 'Person');
    const { otherId } = await readJson(req, notSamePersonSchema);
    await markNotSamePerson(getDb(), personId, otherId, (trx) => recordAudit(trx, 'people-not-same', admin.id, { personId, otherId }));
    return json({ message: 'Remembered as two people' });
  }),
});
