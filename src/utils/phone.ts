import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number in E.164 (+447700900123), the one form people are matched by: 07700 900123,
 * +44 7700 900123 and 0044 7700 900123 are one number. A number without a country code is read as a UK
 * one. Null when it cannot be a number of its country (too short or too long): such a number is kept as
 * typed on its record but matches nothing (docs/decisions/people.md).
 */
export function e164Phone(phone: string | null | undefined): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, '+'), 'GB');
  // isPossible, not isValid: the numbers Ofcom sets aside for examples and tests (07700 900xxx) are not "valid".
  return parsed?.isPossible() ? parsed.number : null;
}
