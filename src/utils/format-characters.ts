/**
 * Unicode's format characters (general category Cf): the bidirectional controls (U+202A-U+202E,
 * U+2066-U+2069, U+200E, U+200F, U+061C), the zero-width ones (U+200B, U+2060-U+2064, U+FEFF), the soft
 * hyphen and the rest. None is seen, and the bidirectional ones reorder what follows them, so a CV named
 * "cv\u202Efdp.exe" reads "cvexe.pdf" on screen. The zero-width non-joiner and joiner (U+200C, U+200D)
 * stay: they reorder nothing, and Persian and Indic spellings and emoji sequences (👩‍👩‍👧) need them.
 */
const FORMAT_CHARACTERS = /(?![\u200C\u200D])\p{Cf}/gu;

/** The text without its invisible format characters, for a name that people will read. */
export const withoutFormatCharacters = (text: string) => text.replace(FORMAT_CHARACTERS, '');
