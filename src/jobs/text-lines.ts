/** A job's free-text fields as the page shows them: one paragraph or list item per line typed. */

/** The non-empty lines of a text, trimmed (the description's paragraphs). */
export const textLines = (text: string): string[] =>
  text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);

// A bullet or dash typed at the start of a line: the page's list draws its own. Numbers ('1.') are kept,
// since they may be the point ('2 years' experience').
const TYPED_BULLET = /^[-–—*•·▪‣◦](\s+|$)/;

/** The items of a list typed one per line ('- item', '• item' or plain), without their typed bullets. */
export const listItems = (text: string): string[] =>
  textLines(text)
    .map((line) => line.replace(TYPED_BULLET, '').trim())
    .filter(Boolean);
