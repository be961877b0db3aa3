import { ukDay } from '../utils/uk-time';
import { hasExpired } from '../schemas/expiry';

/**
 * The job form's expiry box: it shows a stored expiry's day in UK time, and a box left showing that day
 * keeps the stored instant, so an expiry set to a time through the API is not moved by an unrelated edit.
 */

/** The date box's value ('yyyy-MM-dd') for a stored expiry, or empty for none. */
export function expiryInputValue(expiresAt: string | null): string {
  return expiresAt ? ukDay(new Date(expiresAt)) : '';
}

/** The expiry to save: the stored one when the box still shows its day, else the box's (already parsed). */
export function expiryToSave(box: string | null | undefined, stored: string | null, fromBox: Date | null): Date | null {
  return stored !== null && box === expiryInputValue(stored) ? new Date(stored) : fromBox;
}

/** Why a day already past is refused rather than saved: the job would leave the site the moment it is saved. */
export const EXPIRY_PAST_MESSAGE =
  'This day has passed, so the job would leave the site at once. Choose a later day, leave the box empty, or untick Active to take the job off the site.';

/**
 * Why the box's expiry cannot be saved: a day already over (UK time) newly chosen. A box still showing a
 * stored day is not asked about, so an expired job can be edited without choosing a new day.
 */
export function expiryProblem(
  box: string | null | undefined,
  stored: string | null,
  fromBox: Date | null,
  now = new Date(),
): string | undefined {
  if (fromBox === null || (stored !== null && box === expiryInputValue(stored))) return undefined;
  return hasExpired(fromBox, now) ? EXPIRY_PAST_MESSAGE : undefined;
}
