/**
 * Text from visitors (names) ends up in mail headers (the subject). A line break there would start a
 * new header (`Bcc: ...`), so every control character and Unicode line or paragraph separator becomes a
 * space before a value goes near a header.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of header-safe text: control characters become spaces, runs of spaces one, ends trimmed. */
export function headerText(value: string): string {
  return value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

const ADDRESS_PART = String.raw`[^\s@<>,;:"()\\[\]\u0000-\u001f\u007f-\u009f\u2028\u2029]+`;
const SINGLE_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}$`);

/** Whether a value is one bare address: nothing a parser could read as a second address or header. */
export const isSingleAddress = (value: string) => SINGLE_ADDRESS.test(value);

/** A bare address a header may carry (isSingleAddress), or an error. */
export function headerAddress(value: string): string {
  if (!isSingleAddress(value)) {
    throw new Error(`Not a single plain email address: ${JSON.stringify(value)}`);
  }
  return value;
}
