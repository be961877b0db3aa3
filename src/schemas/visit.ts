import * as z from 'zod/mini';
import { choiceValues, DEVICE_CLASSES } from '../config/choices';
import { normalisePath } from './visit-facts';

/**
 * The rules for a visit's source, one set for the page-view beacon and for the attribution that comes
 * with an application or enquiry (JSON or a plain form): the Overview lists referrers and campaigns, so
 * what is stored must be a host name and a short, plain tag, never free text. A value that breaks a rule
 * is dropped (the view or the form still counts, without it): the page's own script sends what the
 * browser's address and referrer say, so only a made-up value is lost.
 */

/** Longest UTM value kept (longer ones are cut): campaign names are short words. */
export const UTM_VALUE_MAX = 50;
/** What a UTM value may hold, once lower-case: letters, digits, spaces, '.', '_' and '-'. */
const UTM_ALPHABET = /^[a-z0-9 ._-]*$/;
/** A host name's longest (DNS), its labels' form, and its last label's: letters, or an internationalised name's A-label. */
const HOST_MAX = 253;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * A referrer as a host name ('www.linkedin.com'): trimmed, lower-case, without a port or a final dot; ''
 * for anything else (an address with a path, an IP address, a single label, text).
 */
export function visitHost(value: string): string {
  const host = value
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, '')
    .replace(/\.$/, '');
  const labels = host.split('.');
  const valid = host.length <= HOST_MAX && labels.length >= 2 && labels.every((l) => HOST_LABEL.test(l)) && TOP_LABEL.test(labels.at(-1)!);
  return valid ? host : '';
}

/** A UTM value: trimmed, lower-case, spaces collapsed, cut to UTM_VALUE_MAX; '' when it holds anything outside the alphabet. */
export function utmValue(value: string): string {
  const tag = value.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, UTM_VALUE_MAX).trim();
  return UTM_ALPHABET.test(tag) ? tag : '';
}

/** A beacon's field by one of the rules; '' when absent. */
const beaconField = (rule: (value: string) => string) => z._default(z.pipe(z.string(), z.transform(rule)), '');

/** The page view the beacon sends (src/schemas/visit-facts.ts makes it; POST /api/insights/views takes it); '' for an absent value. */
export const pageViewSchema = z.object({
  path: z.pipe(z.string().check(z.startsWith('/', 'A path starts with /')), z.transform(normalisePath)),
  referrerHost: beaconField(visitHost),
  utmSource: beaconField(utmValue),
  utmMedium: beaconField(utmValue),
  utmCampaign: beaconField(utmValue),
  device: z.enum(choiceValues(DEVICE_CLASSES)),
});

/** An optional attribution field of a form by one of the rules: anything unusable (not text, or breaking the rule) is undefined, nothing recorded. */
const attributionField = (rule: (value: string) => string) =>
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((v) => (typeof v === 'string' && rule(v)) || undefined),
    ),
  );

/**
 * The visit an application or enquiry came from, sent with the form only when the visitor accepted
 * Analytics (src/lib/consented-features.ts). Any field may be missing or odd: each is stored by the rules
 * above, or null; a form is never refused for them.
 */
export const attributionFields = {
  landingPath: attributionField((v) => (v.startsWith('/') ? normalisePath(v) : '')),
  referrerHost: attributionField(visitHost),
  utmSource: attributionField(utmValue),
  utmMedium: attributionField(utmValue),
  utmCampaign: attributionField(utmValue),
};
