import { ukDay } from '../../../utils/uk-time';

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
