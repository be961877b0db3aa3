// "My data" requests (docs/decisions/people.md).
import * as z from 'zod/mini';
import { MY_MESSAGES } from '../texts/my-data';
import { emailField } from './application';

/** POST /api/my/sign-in-link: the address to send a link to (JSON, or the /my page's own form). */
export const signInLinkSchema = z.object({ email: emailField });

/** POST /api/my/erasure: the person confirmed (the page's second step). */
export const myErasureSchema = z.object({ confirm: z.literal(true, { error: MY_MESSAGES.confirmErase }) });
