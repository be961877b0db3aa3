/** Money is kept in whole pence (integers), so sums and percentages never carry a float's error. */

/** Pence as people read pounds: '£3,900.00', '-£12.50'. */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100).toLocaleString('en-GB')}.${String(abs % 100).padStart(2, '0')}`;
}

/** Pence as a plain pounds figure for a spreadsheet cell ('3900.00'): no symbol or separators, so it sums. */
export const penceAsPounds = (pence: number) => (pence / 100).toFixed(2);

/** `pct` per cent of an amount in pence, to the nearest penny (halves up). */
export const percentOf = (pence: number, pct: number) => Math.round((pence * pct) / 100);
