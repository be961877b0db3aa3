import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ApplicationData, CvMimeType } from '../schemas/application';
import type { ContactData } from '../schemas/contact';

export interface CvUpload {
  fileName: string;
  contentType: CvMimeType;
  data: Buffer;
}

/** Stores an application and its CV in one transaction: both or neither. Returns the new id. */
export async function saveApplication(db: Kysely<Database>, data: ApplicationData, cv: CvUpload): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('applications')
      .values({
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        phone: data.phone,
        degree: data.degree,
        interest: data.interest ?? null,
        bio: data.bio ?? null,
        cvFileName: cv.fileName,
        consent: data.consent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('cvFiles')
      .values({ applicationId: id, fileName: cv.fileName, contentType: cv.contentType, sizeBytes: cv.data.length, data: cv.data })
      .execute();
    return id;
  });
}

/** Stores a contact enquiry. Returns the new id. */
export async function saveContact(db: Kysely<Database>, data: ContactData): Promise<number> {
  const { id } = await db
    .insertInto('contacts')
    .values({ name: data.name, email: data.email, subject: data.subject, message: data.message })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
