import { describe, expect, it } from 'vitest';
import { pngPixels, pngSize } from '../../../tests/support/png';
import { defaultCard, jobCard, postCard, SHARE_CARD_SIZE } from '../cards';
import { renderShareCard } from '../render';

describe('renderShareCard', () => {
  it('draws a 1200x630 PNG for a job, a post and the site', async () => {
    for (const card of [
      jobCard({ id: 7, title: 'Graduate Sales Executive', company: 'Acme Ltd', location: 'Exeter' }),
      postCard({ slug: 'why', title: 'Why psychology graduates sell well', category: 'Career Guidance' }),
      defaultCard,
    ]) {
      expect(pngSize(await renderShareCard(card))).toEqual(SHARE_CARD_SIZE);
    }
  });

  it('draws different words differently, and the same words the same', async () => {
    const card = { label: 'Job opening', title: 'Account Manager', subtitle: 'Acme Ltd · Bristol' };
    const [a, b, c] = await Promise.all([
      renderShareCard(card),
      renderShareCard(card),
      renderShareCard({ ...card, title: 'Account Director' }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('keeps a very long title, and characters beyond ASCII, within the card', async () => {
    const title = `Graduate Business Development Executive – £28,000 + commission, café & ${'résumé '.repeat(30)}`;
    expect(pngSize(await renderShareCard({ label: 'Job opening', title, subtitle: 'Ünïcode Ltd · Exeter' }))).toEqual(SHARE_CARD_SIZE);
  });

  const BACKGROUND = [0x31, 0x2e, 0x81];
  const inked = (p: number[]) => p.some((v, i) => i < 3 && Math.abs(v - BACKGROUND[i]!) > 24);
  const draw = (title: string, subtitle = 'Acme Ltd · Exeter') => renderShareCard({ label: 'Job opening', title, subtitle });

  it('draws emoji in colour from the emoji font, each its own picture', async () => {
    const [rocket, smile] = await Promise.all([draw('Top seller 🚀🚀'), draw('Top seller 😀😀')]);
    // Without the emoji font both are the same two missing-glyph boxes, in the card's white.
    expect(rocket.equals(smile)).toBe(false);
    const image = pngPixels(await draw('Sales 😀 👍🏽 🇬🇧 👩‍💻'));
    let warm = 0;
    for (let y = 100; y < 330; y++) for (let x = 0; x < image.width; x++) if (image.at(x, y)[0]! - image.at(x, y)[2]! > 100) warm++;
    // The card's own colours are all blue or white; yellow and red come from the emoji pictures.
    expect(warm).toBeGreaterThan(500);
  });

  it('draws Arabic letters from the fallback font, not missing-glyph boxes', async () => {
    // Two different four-letter words: as boxes they would draw the same.
    const [a, b] = await Promise.all([draw('مدير'), draw('شركة')]);
    expect(a.equals(b)).toBe(false);
    const [c, d] = await Promise.all([draw('Sales', 'مدير · Exeter'), draw('Sales', 'شركة · Exeter')]);
    expect(c.equals(d)).toBe(false);
  });

  it('starts an Arabic title at the right, as it is read, and a Latin one at the left', async () => {
    const inkColumns = async (title: string) => {
      const image = pngPixels(await draw(title));
      const columns: number[] = [];
      for (let x = 0; x < image.width; x += 4) for (let y = 130; y < 220; y += 2) if (inked(image.at(x, y))) columns.push(x);
      return { first: Math.min(...columns), last: Math.max(...columns) };
    };
    const arabic = await inkColumns('مدير مبيعات');
    expect(arabic.last).toBeGreaterThan(1100);
    expect(arabic.first).toBeGreaterThan(500);
    const latin = await inkColumns('Sales manager');
    expect(latin.first).toBeLessThan(100);
    expect(latin.last).toBeLessThan(700);
  });

  it.each([
    [
      'a 200-character title of words, emoji and right-to-left text',
      `${'Graduate Sales Executive 🚀 مدير مبيعات '.repeat(8)}`.slice(0, 200),
    ],
    ['a 200-character word', 'W'.repeat(200)],
    ['a 200-character subtitle', 'Sales', 'Ünïcode Ltd · '.repeat(15)],
  ])('keeps %s within the card, above the brand', async (_name, title, subtitle = 'Acme Ltd · Exeter') => {
    const [image, short] = (await Promise.all([draw(title, subtitle), draw('Sales')])).map(pngPixels);
    for (let y = 0; y < image.height; y++) {
      // The right margin (72 px) stays empty.
      for (let x = 1128; x < image.width; x++) expect(inked(image.at(x, y)), `ink at ${x},${y}`).toBe(false);
    }
    // The brand's rule and line are where a short title leaves them: the title and subtitle stayed above them.
    for (let y = 440; y < image.height; y += 2) {
      for (let x = 0; x < image.width; x += 2) expect(image.at(x, y), `pixel ${x},${y}`).toEqual(short.at(x, y));
    }
  });
});
