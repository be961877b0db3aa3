import { renderShareCard } from './render';
import type { ShareCardText } from './cards';

/** A card as the build writes it (src/pages/og/): a PNG file. */
export const shareCardResponse = async (card: ShareCardText) =>
  new Response(new Uint8Array(await renderShareCard(card)), { headers: { 'Content-Type': 'image/png' } });
