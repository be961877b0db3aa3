/**
 * The readable text of an HTML fragment the site wrote (a rendered post body, an imported post): tags
 * inside a line dropped without a space, every other tag (paragraph, heading, list item, cell, line break)
 * a word boundary, entities decoded, one-spaced. Plain string work, so the admin's browser bundle can use it too.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities the sanitiser, the markdown renderer and the Word import write. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Tags inside a line of text: dropped without a space, so "**read people**," stays "read people,". */
const INLINE_TAG = /<\/?(?:a|abbr|b|cite|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|u)\b[^>]*>/gi;

export function htmlText(html: string): string {
  return decodeEntities(html.replace(INLINE_TAG, '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
