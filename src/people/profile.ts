import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { careerPaths } from '../quiz/careerPaths';
import { placeName } from './places';

/** A person as a list shows them: who, and the addresses they are known by (primary first). */
export interface PersonSummary {
  id: number;
  name: string;
  primaryEmail: string;
  emails: string[];
  firstContactAt: Date;
}

/** The summaries of some people, in the order of `ids` (a missing id is left out). */
export async function summariesOf(db: Kysely<Database>, ids: readonly number[]): Promise<PersonSummary[]> {
  if (!ids.length) return [];
  const [people, emails] = await Promise.all([
    db.selectFrom('people').select(['id', 'name', 'primaryEmail', 'firstContactAt']).where('id', 'in', ids).execute(),
    db
      .selectFrom('personEmails')
      .select(['personId', 'email'])
      .where('personId', 'in', ids)
      .orderBy('createdAt')
      .orderBy('email')
      .execute(),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const person = byId.get(id);
    if (!person) return [];
    const others = emails.filter((e) => e.personId === id && e.email !== person.primaryEmail).map((e) => e.email);
    return [{ ...person, emails: [person.primaryEmail, ...others] }];
  });
}

/** Everything held about a person, with dates: their page in the dashboard, and the duplicates list's sides. */
export interface PersonProfile extends PersonSummary {
  phones: string[];
  linkedinUrls: string[];
  applications: Array<{
    id: number;
    createdAt: Date;
    email: string;
    jobTitle: string | null;
    jobCompany: string | null;
    status: string;
    cvFileName: string | null;
  }>;
  enquiries: Array<{ id: number; createdAt: Date; email: string; subject: string; status: string }>;
  jobAlerts: Array<{ id: number; createdAt: Date; email: string; status: string; frequency: string; consentAt: Date }>;
  /** Interests as the careers' titles, locations as the places' names. */
  registrations: Array<{ id: number; createdAt: Date; email: string; cvFileName: string | null; interests: string[]; locations: string[] }>;
  consents: Array<{ kind: 'find-work' | 'keep-details'; grantedAt: Date; expiresAt: Date | null; withdrawnAt: Date | null }>;
  hiddenEmployers: string[];
}

/** A person's profile, or undefined when there is no such person. */
export async function personProfile(db: Kysely<Database>, id: number): Promise<PersonProfile | undefined> {
  const [summary] = await summariesOf(db, [id]);
  if (!summary) return undefined;
  const [identifiers, applications, enquiries, jobAlerts, registrations, consents, hidden] = await Promise.all([
    db.selectFrom('personIdentifiers').select(['kind', 'value']).where('personId', '=', id).orderBy('createdAt').execute(),
    db
      .selectFrom('applications')
      .select(['id', 'createdAt', 'email', 'jobTitle', 'jobCompany', 'status', 'cvFileName'])
      .where('personId', '=', id)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('contacts')
      .select(['id', 'createdAt', 'email', 'subject', 'status'])
      .where('personId', '=', id)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('jobAlertSubscriptions')
      .select(['id', 'createdAt', 'email', 'status', 'frequency', 'consentAt'])
      .where('personId', '=', id)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('registrations')
      .select(['id', 'createdAt', 'email', 'cvFileName', 'interests', 'locations'])
      .where('personId', '=', id)
      .orderBy('createdAt', 'desc')
      .execute(),
    db
      .selectFrom('personConsents')
      .select(['kind', 'grantedAt', 'expiresAt', 'withdrawnAt'])
      .where('personId', '=', id)
      .orderBy('kind')
      .execute(),
    db.selectFrom('personHiddenEmployers').select('name').where('personId', '=', id).orderBy('name').execute(),
  ]);
  return {
    ...summary,
    phones: identifiers.filter((i) => i.kind === 'phone').map((i) => i.value),
    linkedinUrls: identifiers.filter((i) => i.kind === 'linkedin').map((i) => i.value),
    applications,
    enquiries,
    jobAlerts,
    registrations: registrations.map((r) => ({
      ...r,
      interests: r.interests.map((path) => careerPaths[path]?.title ?? path),
      locations: r.locations.map(placeName),
    })),
    consents,
    hiddenEmployers: hidden.map((h) => h.name),
  };
}
