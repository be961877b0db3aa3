import { decodeUtf8 } from './utf8';

const isHex = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66));

/** Percent-decodes as the URL standard does ('+' is a space, a '%' without two hex digits stays as it is). */
function percentDecode(text: string): Uint8Array {
  const input = new TextEncoder().encode(text);
  const output = new Uint8Array(input.length);
  let length = 0;
  for (let i = 0; i < input.length; i++) {
    const byte = input[i];
    if (byte === 0x2b) output[length++] = 0x20;
    else if (byte === 0x25 && isHex(input[i + 1]) && isHex(input[i + 2])) {
      output[length++] = parseInt(String.fromCharCode(input[i + 1], input[i + 2]), 16);
      i += 2;
    } else output[length++] = byte;
  }
  return output.subarray(0, length);
}

/**
 * Parses an application/x-www-form-urlencoded body as URLSearchParams does (a repeated name keeps its
 * last value), except that escapes which are not UTF-8 ('%EB' for a Latin-1 'ë') give undefined rather
 * than being stored as U+FFFD.
 */
export function parseFormUrlEncoded(body: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decodeUtf8(percentDecode(eq < 0 ? pair : pair.slice(0, eq)));
    const value = decodeUtf8(percentDecode(eq < 0 ? '' : pair.slice(eq + 1)));
    if (name === undefined || value === undefined) return undefined;
    fields[name] = value;
  }
  return fields;
}
