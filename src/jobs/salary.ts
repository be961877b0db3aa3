/** schema.org's unitText values for a salary's period. */
export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface SalaryRange {
  min: number;
  max?: number;
  unit: SalaryUnit;
}

/**
 * A pounds figure: "26,000", "26 000" (a space, as some write thousands), "28", "13.50", with an optional
 * "k" for thousands. The "k" may run into a period abbreviation ("£25kpa") or "OTE" ("£30kOTE") but not
 * into another word ("£25 KPI bonus" is £25).
 */
const FIGURE = String.raw`(\d{1,3}(?:[,\u0020\u00a0\u202f]\d{3})+(?:\.\d{1,2})?(?![\d%])|\d+(?:\.\d+)?)\s*(k(?=\b|ote\b|p[./]?(?:[hdwma]|cm)\b))?`;
/**
 * Each figure in the order written: a range with one pound sign or two ("£25-30k", "£25k to £30k",
 * "£13.50 – £15"; groups 1-4), else a single amount (groups 5-6).
 */
const FIGURES = new RegExp(String.raw`£\s*${FIGURE}\s*(?:-|–|—|to)\s*£?\s*${FIGURE}|£\s*${FIGURE}`, 'gi');

/**
 * On-target earnings (base plus expected commission or bonus), named right before a figure ("OTE £35k",
 * "(OTE: £35,000", "on target earnings of up to £40k") or right after it ("£35kOTE", "£35k on-target",
 * "£30k with commission"). Not base pay. Before a figure, a comma or stop between ends the reach ("£25k
 * OTE, £20k basic" is a basic of £20k).
 */
const ON_TARGET = String.raw`(?:ote|on[\s-]?target(?:\s+earnings)?)(?![a-z])`;
const ON_TARGET_BEFORE = new RegExp(String.raw`(?<![a-z])${ON_TARGET}[^£\d,;.|]{0,20}$`, 'i');
const ON_TARGET_AFTER = new RegExp(
  String.raw`^\s*\(?\s*(?:${ON_TARGET}|(?:with|inc\.?|incl\.?|including)\s+(?:uncapped\s+)?(?:commission|bonus))`,
  'i',
);

/**
 * The period written right after a figure ("£450 per day", "£25k pa", "£13.50p/h", "£2,500 pcm",
 * "£30,000 basic per annum"). Only there: elsewhere the same words are about something else ("3 days a
 * week", "+ monthly commission", "£500 per month car allowance").
 */
const UNIT_AFTER = new RegExp(
  String.raw`^[\s,]*(?:\(?(?:basic|base|gross|pro[\s-]?rata|doe)\)?[\s,]*)*(?:` +
    [
      String.raw`(?:(?:per|an?|each)\s+|\/\s*)(?<word>calendar\s+month|hour|hr|day|week|wk|month|mth|annum|year|yr)`, // per day, a year, /hr
      String.raw`\/\s*(?<letter>[hdwmy])`, // /h
      String.raw`p[./]?(?<abbr>c\.?m|[hdwma])\.?`, // ph, p/d, pw, pcm, p.a.
      String.raw`(?<adjective>hourly|daily|weekly|monthly|yearly|annually)(?:\s+(?:rate|salary|pay|wage))?(?!\s*[a-z])`, // "monthly", "daily rate", not "monthly commission"
    ].join('|') +
    String.raw`)(?![a-z])`,
  'i',
);
/** The period written just before a figure: "Day rate £450", "Hourly rate: £15", "Annual salary of £26,000". */
const UNIT_BEFORE = /(?<![a-z])(?<adjective>hourly|daily|day|weekly|monthly|annual|yearly)\s+(?:rate|salary|pay|wage)[^£\d]{0,20}$/i;

const UNIT_NAMES: Record<string, SalaryUnit> = {
  hour: 'HOUR',
  hr: 'HOUR',
  h: 'HOUR',
  hourly: 'HOUR',
  day: 'DAY',
  d: 'DAY',
  daily: 'DAY',
  week: 'WEEK',
  wk: 'WEEK',
  w: 'WEEK',
  weekly: 'WEEK',
  month: 'MONTH',
  mth: 'MONTH',
  m: 'MONTH',
  cm: 'MONTH',
  'calendar month': 'MONTH',
  monthly: 'MONTH',
  annum: 'YEAR',
  year: 'YEAR',
  yr: 'YEAR',
  y: 'YEAR',
  a: 'YEAR',
  yearly: 'YEAR',
  annually: 'YEAR',
  annual: 'YEAR',
};

function unitNamed(match: RegExpExecArray | null): SalaryUnit | undefined {
  const name = match && Object.values(match.groups!).find(Boolean);
  return name ? UNIT_NAMES[name.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ')] : undefined;
}

/** The period stated with a figure: after it, else before it (back to the previous figure). */
const statedUnit = (before: string, after: string) => unitNamed(UNIT_AFTER.exec(after)) ?? unitNamed(UNIT_BEFORE.exec(before));

/**
 * The period of a figure that states none, only where the amount leaves no doubt: under £100 is an hourly
 * rate (a day at the minimum wage pays more), £10,000 or more a year. Between, it could be a day rate or
 * a week's pay, so none is given.
 */
function unitBySize(amounts: number[]): SalaryUnit | undefined {
  if (Math.max(...amounts) < 100) return 'HOUR';
  if (Math.min(...amounts) >= 10_000) return 'YEAR';
  return undefined;
}

/** The number a figure's digits write, without its thousands separators. */
const amount = (digits: string) => Number(digits.replace(/[^\d.]/g, ''));

const pounds = (digits: string, thousands: boolean) => amount(digits) * (thousands ? 1000 : 1);

/** The two ends of a range; a "k" written only after the top end ("£25-30k") counts for both. */
function rangeEnds([, low, lowK, high, highK]: RegExpMatchArray): number[] {
  const shared = !lowK && Boolean(highK) && amount(low) < amount(high);
  return [pounds(low, Boolean(lowK) || shared), pounds(high, Boolean(highK))];
}

/** A figure or a range as written, with its period (stated beside it, or else clear from its size) and whether it is on-target earnings. */
interface Figure {
  amounts: number[];
  unit?: SalaryUnit;
  onTarget: boolean;
}

function figures(text: string): Figure[] {
  const matches = [...text.matchAll(FIGURES)];
  return matches.map((m, i) => {
    const amounts = m[1] === undefined ? [pounds(m[5], Boolean(m[6]))] : rangeEnds(m);
    const before = text.slice(i > 0 ? matches[i - 1].index + matches[i - 1][0].length : 0, m.index);
    const after = text.slice(m.index + m[0].length, matches[i + 1]?.index);
    // "OTE" alone between two figures names the next one ("£25k - £30k OTE £40k").
    const namesNext = i + 1 < matches.length && ON_TARGET_BEFORE.test(after);
    return {
      amounts,
      unit: statedUnit(before, after) ?? unitBySize(amounts),
      onTarget: ON_TARGET_BEFORE.test(before) || (ON_TARGET_AFTER.test(after) && !namesNext),
    };
  });
}

/**
 * Reads the base pay's pounds figures and period of a free-text salary ("£26,000 - £30,000 + commission",
 * "£25-30k", "£28k", "£13.50 per hour", "£450 per day", "£2,500 pcm", "£24,000 base, OTE £35,000").
 * Returns undefined when no base amount is stated (on-target earnings alone are not one), or when its
 * period is neither stated nor clear from the amount, so structured data never invents one.
 */
export function parseSalary(text: string | null | undefined): SalaryRange | undefined {
  if (!text) return undefined;
  const [first, second] = figures(text).filter((f) => !f.onTarget);
  if (!first?.unit) return undefined;
  // A second figure of the same period tops the range ("From £12, up to £15 per hour"); one of another
  // period is something else ("£12 per hour (£23,400 per annum)", "£13.50 per hour + £500 bonus").
  const [min, max = second?.unit === first.unit ? second.amounts[0] : undefined] = first.amounts;
  return max !== undefined && max > min ? { min, max, unit: first.unit } : { min, unit: first.unit };
}
