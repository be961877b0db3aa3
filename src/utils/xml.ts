/** Escapes text for an XML element or attribute (sitemap, RSS). */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// Characters XML 1.0 does not allow at all, escaped or not: C0 controls but tab, newline and return, and U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Text as a CDATA section, for readers that want element text wrapped so (job aggregators' feeds). A `]]>`
 * in the text is split across two sections, and characters XML cannot carry are dropped.
 */
export const cdata = (text: string) => `<![CDATA[${text.toWellFormed().replace(NOT_XML_CHARS, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
