import { describe, expect, it } from 'vitest';
import { pngSize } from '../../../tests/support/png';
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
});
