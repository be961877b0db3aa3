import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { commentSchema } from '../../comments/schema';
import { applicationSchema } from '../application';
import { contactSchema } from '../contact';
import { COMMENT_MESSAGES } from '../../texts/forms';

/** A name with a right-to-left override, a zero-width space, a soft hyphen and a byte-order mark in it. */
const DISGUISED = '\uFEFFAme\u200Blia \u202EsehguH\u202C Hugh\u00ADes';
const CLEAN = 'Amelia sehguH Hughes';
const ONLY_INVISIBLE = '\u202E\u200B\u2066\uFEFF';

const application = {
  firstName: 'Amelia',
  lastName: 'Hughes',
  email: 'amelia@example.com',
  phone: '07700 900123',
  degree: 'bachelor',
  consent: true,
};
const contact = { name: 'Priya Shah', email: 'priya@example.com', subject: 'employer', message: 'Two SDRs in Bristol' };
const comment = { blogPostId: 1, authorName: 'Sophie', authorEmail: 'sophie@example.com', content: 'A thoughtful comment.' };

// Names the admin reads in the dashboard (and exports, emails, the public comments) are kept without
// invisible format characters, which could disguise or reorder them.
describe.each([
  ['an applicant’s first name', applicationSchema, application, 'firstName', 'First name is required'],
  ['an applicant’s last name', applicationSchema, application, 'lastName', 'Last name is required'],
  ['an enquirer’s name', contactSchema, contact, 'name', 'Name is required'],
  ['a commenter’s name', commentSchema, comment, 'authorName', COMMENT_MESSAGES.name],
] as const)('%s', (_name, schema, valid, field, required) => {
  it('is stored without invisible format characters', () => {
    expect(z.parse(schema as z.ZodMiniType, { ...valid, [field]: DISGUISED })).toMatchObject({ [field]: CLEAN });
  });

  it('is required when it is nothing but them', () => {
    const result = z.safeParse(schema as z.ZodMiniType, { ...valid, [field]: ONLY_INVISIBLE });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, required]]);
  });
});
