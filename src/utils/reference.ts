/** The letter of each kind of submission's reference. */
const REFERENCE_LETTERS = { application: 'A', enquiry: 'E', registration: 'R' } as const;

/**
 * The short reference a person is given for what they sent (docs/decisions/forms-and-uploads.md): a letter for its kind and
 * its id, 'A-000042' for application 42, 'E-000007' for enquiry 7, 'R-000003' for registration 3. Read out on the phone, it finds the record.
 */
export const submissionReference = (kind: keyof typeof REFERENCE_LETTERS, id: number): string =>
  `${REFERENCE_LETTERS[kind]}-${String(id).padStart(6, '0')}`;
