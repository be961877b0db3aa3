import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../utils/email';
import { MAX_RECORD_ID } from './record-id';

const otherId = z
  .int({ error: 'Choose the other person' })
  .check(z.positive('Choose the other person'), z.lte(MAX_RECORD_ID, 'Choose the other person'));

/** "Not the same person": the other person of the pair. */
export const notSamePersonSchema = z.object({ otherId });

/** A merge: the other person, who goes, and which of the two people's addresses is the primary one. */
export const mergePeopleSchema = z.object({
  otherId,
  primaryEmail: z
    .string({ error: 'Choose the primary email address' })
    .check(z.trim(), z.minLength(1, 'Choose the primary email address'), z.maxLength(EMAIL_MAX_LENGTH)),
});
