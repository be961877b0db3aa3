/**
 * Colour emoji for the share cards, from Noto Color Emoji (SIL Open Font License, fonts/OFL.txt). Satori
 * draws glyph outlines only, and that font's glyphs are PNG pictures (its CBDT table), so each emoji is
 * handed to satori as the picture itself: the emoji's characters are mapped to a glyph (the character
 * map, then the font's ligatures for sequences such as flags, skin tones and ZWJ families), and the
 * glyph's PNG is read from the bitmap tables. Only what these cards need of the OpenType format is read.
 */

const VARIATION_SELECTOR_16 = 0xfe0f;

export interface EmojiFont {
  /** The PNG drawn for this emoji (one grapheme), or undefined when the font has no picture for it. */
  png(grapheme: string): Buffer | undefined;
}

type Ligatures = Map<number, { components: number[]; glyph: number }[]>;

export function readEmojiFont(font: Buffer): EmojiFont {
  const tables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`The emoji font has no ${tag} table`);
    return offset;
  };
  const characters = readCharacterMap(font, table('cmap'));
  const lookups = readLigatureLookups(font, table('GSUB'));
  const pictures = readBitmapLocations(font, table('CBLC'), table('CBDT'));

  const shape = (codePoints: number[]): number[] | undefined => {
    let glyphs: number[] = [];
    for (const c of codePoints) {
      const glyph = characters.get(c);
      if (glyph === undefined) return undefined;
      glyphs.push(glyph);
    }
    for (const ligatures of lookups) glyphs = applyLigatures(glyphs, ligatures);
    return glyphs;
  };

  return {
    png(grapheme) {
      const codePoints = [...grapheme].map((c) => c.codePointAt(0)!);
      // A sequence is tried as written, then without its emoji-presentation selectors, which the font's
      // ligatures do not always list.
      for (const candidate of [codePoints, codePoints.filter((c) => c !== VARIATION_SELECTOR_16)]) {
        const glyphs = shape(candidate);
        if (glyphs?.length === 1) return pictures(glyphs[0]!);
      }
      // A sequence the font does not know (a newer ZWJ family) shows its first emoji, as phones do.
      const first = shape([codePoints[0]!]);
      return first?.length === 1 ? pictures(first[0]!) : undefined;
    },
  };
}

/** Longest ligature first at each place, as a shaper applies one lookup. */
function applyLigatures(glyphs: number[], ligatures: Ligatures): number[] {
  const out: number[] = [];
  for (let i = 0; i < glyphs.length;) {
    const candidates = ligatures.get(glyphs[i]!) ?? [];
    const match = candidates
      .filter((l) => l.components.every((g, k) => glyphs[i + 1 + k] === g))
      .sort((a, b) => b.components.length - a.components.length)[0];
    if (match) {
      out.push(match.glyph);
      i += 1 + match.components.length;
    } else {
      out.push(glyphs[i]!);
      i += 1;
    }
  }
  return out;
}

/** The Unicode character map (format 12, or format 4 for a font without one). */
function readCharacterMap(font: Buffer, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  const subtables: number[] = [];
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const record = cmap + 4 + 8 * i;
    subtables.push(cmap + font.readUInt32BE(record + 4));
  }
  const format12 = subtables.find((s) => font.readUInt16BE(s) === 12);
  if (format12 !== undefined) {
    for (let g = 0; g < font.readUInt32BE(format12 + 12); g++) {
      const group = format12 + 16 + 12 * g;
      const [start, end, glyph] = [font.readUInt32BE(group), font.readUInt32BE(group + 4), font.readUInt32BE(group + 8)];
      for (let c = start; c <= end; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  const format4 = subtables.find((s) => font.readUInt16BE(s) === 4);
  if (format4 === undefined) throw new Error('The emoji font has no Unicode character map');
  const segments = font.readUInt16BE(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const [start, end] = [font.readUInt16BE(starts + 2 * s), font.readUInt16BE(ends + 2 * s)];
    const [delta, rangeOffset] = [font.readInt16BE(deltas + 2 * s), font.readUInt16BE(rangeOffsets + 2 * s)];
    for (let c = start; c <= end && c !== 0xffff; c++) {
      const glyph = rangeOffset === 0 ? (c + delta) & 0xffff : font.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (c - start));
      if (glyph !== 0) map.set(c, rangeOffset === 0 ? glyph : (glyph + delta) & 0xffff);
    }
  }
  return map;
}

/** Every ligature substitution (GSUB lookup type 4, also behind an extension lookup), in lookup order. */
function readLigatureLookups(font: Buffer, gsub: number): Ligatures[] {
  const lookupList = gsub + font.readUInt16BE(gsub + 8);
  const lookups: Ligatures[] = [];
  for (let l = 0; l < font.readUInt16BE(lookupList); l++) {
    const lookup = lookupList + font.readUInt16BE(lookupList + 2 + 2 * l);
    const type = font.readUInt16BE(lookup);
    const ligatures: Ligatures = new Map();
    for (let s = 0; s < font.readUInt16BE(lookup + 4); s++) {
      let subtable = lookup + font.readUInt16BE(lookup + 6 + 2 * s);
      let subtableType = type;
      if (type === 7) {
        subtableType = font.readUInt16BE(subtable + 2);
        subtable += font.readUInt32BE(subtable + 4);
      }
      if (subtableType !== 4) continue;
      const covered = readCoverage(font, subtable + font.readUInt16BE(subtable + 2));
      for (let set = 0; set < font.readUInt16BE(subtable + 4); set++) {
        const ligatureSet = subtable + font.readUInt16BE(subtable + 6 + 2 * set);
        const first = covered[set]!;
        const list = ligatures.get(first) ?? [];
        for (let k = 0; k < font.readUInt16BE(ligatureSet); k++) {
          const ligature = ligatureSet + font.readUInt16BE(ligatureSet + 2 + 2 * k);
          const count = font.readUInt16BE(ligature + 2);
          const components = Array.from({ length: count - 1 }, (_, c) => font.readUInt16BE(ligature + 4 + 2 * c));
          list.push({ glyph: font.readUInt16BE(ligature), components });
        }
        ligatures.set(first, list);
      }
    }
    if (ligatures.size > 0) lookups.push(ligatures);
  }
  return lookups;
}

/** The glyphs a coverage table lists, in coverage order. */
function readCoverage(font: Buffer, coverage: number): number[] {
  const glyphs: number[] = [];
  const format = font.readUInt16BE(coverage);
  const count = font.readUInt16BE(coverage + 2);
  for (let i = 0; i < count; i++) {
    if (format === 1) glyphs.push(font.readUInt16BE(coverage + 4 + 2 * i));
    else {
      const range = coverage + 4 + 6 * i;
      for (let g = font.readUInt16BE(range); g <= font.readUInt16BE(range + 2); g++) glyphs.push(g);
    }
  }
  return glyphs;
}

/** Where each glyph's PNG is in the largest strike of the colour bitmap tables (CBLC, CBDT). */
function readBitmapLocations(font: Buffer, cblc: number, cbdt: number): (glyph: number) => Buffer | undefined {
  let strike = cblc + 8;
  for (let i = 1; i < font.readUInt32BE(cblc + 4); i++) {
    const candidate = cblc + 8 + 48 * i;
    if (font.readUInt8(candidate + 45) > font.readUInt8(strike + 45)) strike = candidate;
  }
  const array = cblc + font.readUInt32BE(strike);
  const ranges = Array.from({ length: font.readUInt32BE(strike + 8) }, (_, i) => ({
    first: font.readUInt16BE(array + 8 * i),
    last: font.readUInt16BE(array + 8 * i + 2),
    header: array + font.readUInt32BE(array + 8 * i + 4),
  }));

  const imageAt = (imageFormat: number, at: number): Buffer | undefined => {
    const lengthAt = imageFormat === 17 ? at + 5 : imageFormat === 18 ? at + 8 : imageFormat === 19 ? at : undefined;
    if (lengthAt === undefined) return undefined;
    return font.subarray(lengthAt + 4, lengthAt + 4 + font.readUInt32BE(lengthAt));
  };

  return (glyph) => {
    const range = ranges.find((r) => glyph >= r.first && glyph <= r.last);
    if (!range) return undefined;
    const { header, first } = range;
    const indexFormat = font.readUInt16BE(header);
    const imageFormat = font.readUInt16BE(header + 2);
    const data = cbdt + font.readUInt32BE(header + 4);
    const index = glyph - first;
    switch (indexFormat) {
      case 1:
        return imageAt(imageFormat, data + font.readUInt32BE(header + 8 + 4 * index));
      case 3:
        return imageAt(imageFormat, data + font.readUInt16BE(header + 8 + 2 * index));
      case 2:
        return imageAt(imageFormat, data + font.readUInt32BE(header + 8) * index);
      case 4: {
        for (let i = 0; i < font.readUInt32BE(header + 8); i++) {
          const pair = header + 12 + 4 * i;
          if (font.readUInt16BE(pair) === glyph) return imageAt(imageFormat, data + font.readUInt16BE(pair + 2));
        }
        return undefined;
      }
      case 5: {
        const size = font.readUInt32BE(header + 8);
        const count = font.readUInt32BE(header + 20);
        for (let i = 0; i < count; i++) {
          if (font.readUInt16BE(header + 24 + 2 * i) === glyph) return imageAt(imageFormat, data + size * i);
        }
        return undefined;
      }
      default:
        return undefined;
    }
  };
}
