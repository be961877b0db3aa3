import * as z from 'zod/mini';
import { choiceValues, DEVICE_CLASSES } from '../config/choices';
import { normalisePath, VISIT_TEXT_MAX } from '../insights/visit';

/** A visit's text: trimmed, lower-case and cut to VISIT_TEXT_MAX: junk cannot widen a row. */
const visitText = z.pipe(
  z.string(),
  z.transform((v) => v.trim().toLowerCase().slice(0, VISIT_TEXT_MAX)),
);

/** The page view the beacon sends (src/insights/visit.ts makes it; POST /api/insights/views takes it); '' for an absent value. */
export const pageViewSchema = z.object({
  path: z.pipe(z.string().check(z.startsWith('/', 'A path starts with /')), z.transform(normalisePath)),
  referrerHost: z._default(visitText, ''),
  utmSource: z._default(visitText, ''),
  utmMedium: z._default(visitText, ''),
  utmCampaign: z._default(visitText, ''),
  device: z.enum(choiceValues(DEVICE_CLASSES)),
});

/** An optional attribution field of a form: '' becomes undefined (nothing recorded). */
const attributionText = z.optional(
  z.pipe(
    visitText,
    z.transform((v) => v || undefined),
  ),
);

/**
 * The visit an application or enquiry came from, sent with the form only when the visitor accepted
 * Analytics (src/lib/consented-features.ts). Any field may be missing or odd: each is stored as sent, or
 * null; a form is never refused for them.
 */
export const attributionFields = {
  landingPath: z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => (v.startsWith('/') ? normalisePath(v) : undefined)),
    ),
  ),
  referrerHost: attributionText,
  utmSource: attributionText,
  utmMedium: attributionText,
  utmCampaign: attributionText,
};
