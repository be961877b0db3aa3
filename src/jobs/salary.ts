export interface SalaryRange {
  min: number;
  max?: number;
  unit: 'HOUR' | 'YEAR';
}

/**
 * Reads the pounds figures of a free-text salary ("£26,000 - £30,000 + commission", "£28k", "£13.50 per hour").
 * Returns undefined when no amount is stated, so structured data never invents one.
 */
export function parseSalary(text: string | null | undefined): SalaryRange | undefined {
  if (!text) return undefined;
  const amounts = [...text.matchAll(/£\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?/gi)].map(([, digits, k]) => {
    const value = Number(digits.replace(/,/g, ''));
    return k ? value * 1000 : value;
  });
  if (amounts.length === 0) return undefined;
  const [first, second] = amounts;
  const unit = /\b(per|an|a|\/)\s*(hour|hr)\b|hourly/i.test(text) || first < 200 ? 'HOUR' : 'YEAR';
  return second !== undefined && second > first ? { min: first, max: second, unit } : { min: first, unit };
}
