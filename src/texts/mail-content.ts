/**
 * The shape of an email's content: what src/texts/emails.ts writes and src/notifications/render.ts turns
 * into the plain-text and HTML bodies.
 */

/** A link inside a paragraph. */
export interface Link {
  text: string;
  href: string;
}
/** A paragraph: text and links in order. */
export type Paragraph = ReadonlyArray<string | Link>;

export interface MailContent {
  subject: string;
  /** Shown as the heading of the HTML mail. */
  heading: string;
  paragraphs: readonly Paragraph[];
  /** Label/value rows, e.g. a candidate's details. */
  fields?: ReadonlyArray<readonly [label: string, value: string]>;
  /** A quoted text (an enquiry's message), line breaks kept. */
  quote?: string;
  /** A bulleted list. */
  items?: readonly string[];
  /** Entries each led by a link with lines of detail under it (a job alert's jobs: the title, then where and the pay). */
  listings?: readonly Listing[];
  /** The main link, shown as a button. */
  action?: Link;
  /** Closing paragraphs after the action. */
  closing?: readonly Paragraph[];
  /** Small print: the sender's identity. */
  footer: readonly string[];
}

/** One entry of `listings`. */
export interface Listing {
  link: Link;
  details: readonly string[];
}
