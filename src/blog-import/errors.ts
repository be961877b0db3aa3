/** A document that cannot be imported as it is (corrupt, hostile, or not laid out as posts); the API answers 400. */
export class DocumentImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentImportError';
  }
}

/** Text the admin page looks for to explain the layout (spec 8: 'Document Format Required'). */
export const NO_PAGE_BREAKS = 'No page breaks detected';

export const CORRUPT_DOCUMENT = 'This Word document could not be read: it is damaged or not really a Word document. Open it in Word, save it again and try once more.';
