/** The longest first name a receipt greets by. */
const FIRST_NAME_MAX = 30;
/** A name's first word: letters of any script with their accents, joined by hyphens or apostrophes. */
const FIRST_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/**
 * A receipt's greeting: "Thank you, Priya" for someone who gave "Priya Shah", or a plain "Thank you" when
 * the name's first word is not a name. Anyone can type a stranger's address into a form, so the receipt
 * repeats no more of what they typed than one word of letters: never a sentence, a number or a link.
 */
export function thankYou(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.length <= FIRST_NAME_MAX && FIRST_NAME.test(first) ? `Thank you, ${first}` : 'Thank you';
}
