import { check, u16, u32 } from './doc-bytes';

/**
 * A Word 97 document's lists, from the table stream ([MS-DOC] PlfLst with its LSTF and LVL structures,
 * PlfLfo with its LFO and LFOLVL overrides): whether each level of each list is numbered or bulleted, and
 * the list level each paragraph style is linked to. Read as mammoth reads a .docx's numbering, so that a
 * .doc and a .docx of one document give the same lists: a level is ordered unless its number format is a
 * bullet, and a paragraph is in a list by its own list properties, else by a level linked to its style.
 */
export interface ListLevel {
  ordered: boolean;
  /** 0 for the outermost level, up to 8. */
  level: number;
}

export interface Lists {
  /** The level a paragraph's own sprmPIlfo and sprmPIlvl name; undefined for none (ilfo 0, or a list the document lacks). */
  level(ilfo: number, ilvl: number): ListLevel | undefined;
  /** The list level linked to a paragraph style (LSTF.rgistdPara), by style index. */
  byStyle: ReadonlyMap<number, ListLevel>;
}

const LSTF_BYTES = 28;
const LVLF_BYTES = 28;
const LFO_BYTES = 16;
const LFOLVL_BYTES = 8;
/** LSTF.rgistdPara's "no style". */
const NO_STYLE = 0x0fff;
/** LVLF.nfc of a bulleted level (msonfcBullet); every other format numbers its items. */
const NFC_BULLET = 0x17;

const levelOf = (nfc: number, level: number): ListLevel => ({ ordered: nfc !== NFC_BULLET, level });

/** A level's number format (LVLF.nfc), and where the LVL after it starts (after its two grpprls and its text). */
function readLevel(table: Buffer, at: number): { nfc: number; next: number } {
  const text = at + LVLF_BYTES + table[at + 25] + table[at + 24];
  const next = text + 2 + u16(table, text) * 2;
  check(next <= table.length);
  return { nfc: table[at + 4], next };
}

/** The lists of the table stream, from the FIB's fcPlfLst/lcbPlfLst and fcPlfLfo/lcbPlfLfo. */
export function readLists(table: Buffer, [fcLst, lcbLst]: readonly [number, number], [fcLfo, lcbLfo]: readonly [number, number]): Lists {
  const formatsById = new Map<number, number[]>();
  const byStyle = new Map<number, ListLevel>();
  if (lcbLst) {
    check(fcLst + lcbLst <= table.length);
    const count = u16(table, fcLst);
    check(2 + count * LSTF_BYTES <= lcbLst);
    // The LVLs follow the PlfLst, outside its lcb: one for a simple list (fSimpleList), else nine.
    let lvl = fcLst + lcbLst;
    for (let i = 0; i < count; i++) {
      const lstf = fcLst + 2 + i * LSTF_BYTES;
      const formats: number[] = [];
      for (let level = 0; level < (table[lstf + 26] & 0x01 ? 1 : 9); level++) {
        const { nfc, next } = readLevel(table, lvl);
        formats.push(nfc);
        lvl = next;
        const istd = u16(table, lstf + 8 + level * 2);
        if (istd !== NO_STYLE) byStyle.set(istd, levelOf(nfc, level));
      }
      formatsById.set(u32(table, lstf), formats);
    }
  }
  // Each LFO names a list by its lsid; its LFOData (after all the LFOs) may give a level other formatting.
  const lfos: number[][] = [];
  if (lcbLfo) {
    const end = fcLfo + lcbLfo;
    check(end <= table.length);
    const count = u32(table, fcLfo);
    check(4 + count * LFO_BYTES <= lcbLfo);
    let data = fcLfo + 4 + count * LFO_BYTES;
    for (let i = 0; i < count; i++) {
      const lfo = fcLfo + 4 + i * LFO_BYTES;
      const formats = [...(formatsById.get(u32(table, lfo)) ?? [])];
      // LFOData.cp, then clfolvl LFOLVLs: iStartAt, then iLvl (4 bits), fStartAt, fFormatting (an LVL follows).
      data += 4;
      for (let k = 0; k < table[lfo + 12]; k++) {
        check(data + LFOLVL_BYTES <= end);
        const flags = u32(table, data + 4);
        data += LFOLVL_BYTES;
        if (flags & 0x20) {
          const { nfc, next } = readLevel(table, data);
          formats[flags & 0x0f] = nfc;
          data = next;
        }
      }
      lfos.push(formats);
    }
  }
  return {
    level(ilfo, ilvl) {
      const formats = lfos[ilfo - 1];
      if (!formats?.length) return undefined;
      // A simple list has one level, whatever level the paragraph names.
      const level = Math.min(ilvl, formats.length - 1);
      return formats[level] === undefined ? undefined : levelOf(formats[level], level);
    },
    byStyle,
  };
}
