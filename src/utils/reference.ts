/**
 * The short reference a person is given for what they sent (docs/decisions/forms-and-uploads.md): a letter for its kind and
 * its id, 'A-000042' for application 42, 'E-000007' for enquiry 7. Read out on the phone, it finds the record.
 */
export const submissionReference = (kind: 'application' | 'enquiry', id: number): string =>
  `${kind === 'application' ? 'A' : 'E'}-${String(id).padStart(6, '0')}`;
