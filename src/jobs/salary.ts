export interface SalaryRange {
  min: number;
  max?: number;
  unit: 'HOUR' | 'YEAR';
}

/** A pounds figure: "26,000", "28", "13.50", with an optional "k" for thousands. */
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?`;
const AMOUNTS = new RegExp(String.raw`£\s*${FIGURE}`, 'gi');
/** A range written with one pound sign or two: "£25-30k", "£25k to £30k", "£13.50 – £15". */
const RANGE = new RegExp(String.raw`£\s*${FIGURE}\s*(?:-|–|—|to)\s*£?\s*${FIGURE}`, 'i');

const pounds = (digits: string, thousands: boolean) => Number(digits.replace(/,/g, '')) * (thousands ? 1000 : 1);

/** The two ends of a range; a "k" written only after the top end ("£25-30k") counts for both. */
function rangeEnds([, low, lowK, high, highK]: RegExpExecArray): number[] {
  const shared = !lowK && Boolean(highK) && Number(low.replace(/,/g, '')) < Number(high.replace(/,/g, ''));
  return [pounds(low, Boolean(lowK) || shared), pounds(high, Boolean(highK))];
}

/**
 * Reads the pounds figures of a free-text salary ("£26,000 - £30,000 + commission", "£25-30k", "£28k",
 * "£13.50 per hour"). Returns undefined when no amount is stated, so structured data never invents one.
 */
export function parseSalary(text: string | null | undefined): SalaryRange | undefined {
  if (!text) return undefined;
  const range = RANGE.exec(text);
  const amounts = range ? rangeEnds(range) : [...text.matchAll(AMOUNTS)].map(([, digits, k]) => pounds(digits, Boolean(k)));
  if (amounts.length === 0) return undefined;
  const [first, second] = amounts;
  const unit = /\b(per|an|a|\/)\s*(hour|hr)\b|hourly/i.test(text) || first < 200 ? 'HOUR' : 'YEAR';
  return second !== undefined && second > first ? { min: first, max: second, unit } : { min: first, unit };
}
