import type { APIRoute } from 'astro';
import { defaultCard } from '../../share-cards/cards';
import { shareCardResponse } from '../../share-cards/response';

/** The site-wide share card, for every page without one of its own. */
export const GET: APIRoute = () => shareCardResponse(defaultCard);
