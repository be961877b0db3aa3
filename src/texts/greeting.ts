/** The longest first name a receipt greets by. */
const FIRST_NAME_MAX = 30;
/** A name's first word: letters of any script with their accents, joined by hyphens or apostrophes. */
const FIRST_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/**
 * The first word of a name when it is a name (letters only, not too long), else undefined. Anyone can type a
 * stranger's address into a form, so what we send or show them repeats no more of what was typed than one
 * word of letters: never a sentence, a number or a link.
 */
export function firstNameOf(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= FIRST_NAME_MAX && FIRST_NAME.test(first) ? first : undefined;
}

/** A receipt's greeting: "Thank you, Priya" for someone who gave "Priya Shah", or a plain "Thank you" (firstNameOf). */
export function thankYou(name: string): string {
  const first = firstNameOf(name);
  return first ? `Thank you, ${first}` : 'Thank you';
}
