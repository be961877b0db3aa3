import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { site } from '../config/site';
import { SHARE_CARD_SIZE, type ShareCardText } from './cards';
import { readEmojiFont, type EmojiFont } from './emoji';

/**
 * Draws a share card as a PNG: satori lays the card out as SVG, resvg paints it. Used by the build only
 * (src/pages/og/), so its font files and resvg's native binary never reach a function bundle.
 */

/**
 * The fonts (SIL Open Font License, fonts/OFL.txt), read from the sources' folder, where the build and the
 * tests run: Liberation Sans 2 for the Latin, Greek and Cyrillic alphabets; Noto Sans Arabic for what
 * Liberation Sans lacks (satori falls back to the fonts after the family, in order, and shapes Arabic);
 * Noto Color Emoji for emoji, drawn as its pictures (emoji.ts).
 */
const FONT_DIR = join(process.cwd(), 'src/share-cards/fonts');
const font = (file: string, name: string, weight: Font['weight']) =>
  readFile(join(FONT_DIR, file)).then((data): Font => ({ name, data, weight, style: 'normal' }));
let fonts: Promise<Font[]> | undefined;
let emoji: Promise<EmojiFont> | undefined;
/** Read once per process: a build draws every card with the same files. */
const loadFonts = () =>
  (fonts ??= Promise.all([
    font('LiberationSans-Regular.ttf', 'Card', 400),
    font('LiberationSans-Bold.ttf', 'Card', 700),
    font('NotoSansArabic-Regular.ttf', 'Card Arabic', 400),
    font('NotoSansArabic-Bold.ttf', 'Card Arabic', 700),
  ]));
const loadEmoji = () => (emoji ??= readFile(join(FONT_DIR, 'NotoColorEmoji.ttf')).then(readEmojiFont));

/**
 * The brand's colours (the favicon's indigo, the site's indigo-900 and its light tints). The background is
 * flat: a gradient made each PNG three times larger (160 KB) and a quarter slower to draw.
 */
const COLOURS = { brand: '#3730a3', background: '#312e81', label: '#c7d2fe', subtitle: '#e0e7ff', white: '#ffffff' };
/** Long titles are cut at a word before they are measured; the title box then stops at three lines, the last ending with an ellipsis. */
const TITLE_MAX = 90;
const TITLE_LINES = 3;
const TITLE_LINE_HEIGHT = 1.15;

interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: string | Element | Element[] };
}
const box = (style: Record<string, string | number>, children?: Element['props']['children']): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** Whether text reads right to left: its first strong letter is Hebrew or Arabic (Unicode's rule for a paragraph's direction). */
const rightToLeft = (text: string) => /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text);

function shortened(title: string): string {
  if (title.length <= TITLE_MAX) return title;
  const cut = title.slice(0, TITLE_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** The card as satori's element tree: plain data, the same for the same words. */
function cardTree({ label, title, subtitle }: ShareCardText): Element {
  const text = shortened(title);
  const titleSize = text.length <= 36 ? 76 : text.length <= 60 ? 64 : 52;
  return box(
    {
      width: SHARE_CARD_SIZE.width,
      height: SHARE_CARD_SIZE.height,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      fontFamily: 'Card',
      color: COLOURS.white,
      backgroundColor: COLOURS.background,
    },
    [
      box({ flexDirection: 'column', width: '100%' }, [
        box({ fontSize: 28, fontWeight: 700, color: COLOURS.label, textTransform: 'uppercase', letterSpacing: 2 }, label),
        box(
          {
            marginTop: 28,
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: TITLE_LINE_HEIGHT,
            // An Arabic title starts at the right, as it is read.
            ...(rightToLeft(text) ? { direction: 'rtl' } : {}),
            // A word wider than the card (a long address, a run without spaces) breaks rather than running off.
            wordBreak: 'break-word',
            overflow: 'hidden',
            lineClamp: TITLE_LINES,
            maxHeight: Math.ceil(titleSize * TITLE_LINE_HEIGHT * TITLE_LINES),
          },
          text,
        ),
        box(
          { marginTop: 28, fontSize: 36, color: COLOURS.subtitle, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
          subtitle,
        ),
      ]),
      box(
        { width: '100%', alignItems: 'center', justifyContent: 'space-between', borderTop: `2px solid ${COLOURS.label}`, paddingTop: 28 },
        [
          box({ alignItems: 'center' }, [
            box(
              {
                width: 64,
                height: 64,
                borderRadius: 12,
                backgroundColor: COLOURS.white,
                color: COLOURS.brand,
                fontSize: 40,
                fontWeight: 700,
                alignItems: 'center',
                justifyContent: 'center',
              },
              'Ψ',
            ),
            box({ marginLeft: 20, fontSize: 34, fontWeight: 700 }, site.name),
          ]),
          box({ fontSize: 28, color: COLOURS.label }, new URL(site.website).host),
        ],
      ),
    ],
  );
}

/** The card for these words: a 1200x630 PNG. */
export async function renderShareCard(card: ShareCardText): Promise<Buffer> {
  const [fonts, emojiFont] = await Promise.all([loadFonts(), loadEmoji()]);
  const svg = await satori(cardTree(card) as Parameters<typeof satori>[0], {
    ...SHARE_CARD_SIZE,
    fonts,
    loadAdditionalAsset: async (code, segment) => {
      const png = code === 'emoji' ? emojiFont.png(segment) : undefined;
      // Anything else the fonts lack is left to satori (an empty answer), which draws the missing-glyph box.
      return png ? `data:image/png;base64,${png.toString('base64')}` : [];
    },
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
