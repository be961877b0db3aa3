/**
 * The document files the uploads take, written once: each kind's MIME type. A kind's name is also its file
 * extension (.pdf, .doc, .docx). The CV takes all three, the Word import DOC and DOCX. No imports: the
 * browser's forms use it.
 */
export const DOCUMENT_MIME_TYPES = {
  PDF: 'application/pdf',
  DOC: 'application/msword',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_MIME_TYPES;

/** Kinds by their MIME type, e.g. { 'application/pdf': 'PDF' }. */
export type DocumentTypes<K extends DocumentKind> = { readonly [P in K as (typeof DOCUMENT_MIME_TYPES)[P]]: P };

/** The MIME types of these kinds, each mapped to its kind, in the order given. */
export function documentTypes<K extends DocumentKind>(...kinds: K[]): DocumentTypes<K> {
  return Object.fromEntries(kinds.map((kind) => [DOCUMENT_MIME_TYPES[kind], kind])) as DocumentTypes<K>;
}

/** A file input's `accept`: the extensions, then the MIME types (a browser may know a file by either). */
export function acceptAttribute(types: Readonly<Record<string, DocumentKind>>): string {
  return [...Object.values(types).map((kind) => `.${kind.toLowerCase()}`), ...Object.keys(types)].join(',');
}

/**
 * Whether a chosen file is taken before it is sent: by its declared type, or by its extension when the
 * browser declared none or only the generic octet-stream (it may not know Word's types). The server
 * judges the bytes.
 */
export function hasAcceptedType(file: { name: string; type: string }, types: Readonly<Record<string, DocumentKind>>): boolean {
  if (Object.hasOwn(types, file.type)) return true;
  if (file.type !== '' && file.type !== 'application/octet-stream') return false;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1].toUpperCase();
  return Object.values(types).some((kind) => kind === extension);
}
