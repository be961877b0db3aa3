/** The answer to text whose bytes are not UTF-8 (a Latin-1 'ë', say), which would otherwise be stored altered. */
export const NOT_UTF8 = 'The request body is not valid UTF-8 text';

const STRICT = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 bytes exactly, or gives undefined where a lenient decoder would put U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return STRICT.decode(bytes);
  } catch {
    return undefined;
  }
}
