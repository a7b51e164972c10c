/**
 * Date ranges as resumes write them: "September 2017 to Present", "Jan 2019 – Mar 2020",
 * "2015 - 2018", "1979-92", "03/2016 - 05/2018", "2017 onwards". A month-less year becomes
 * January of that year ('2015' → '2015-01'), so "2015 - 2018" spans three years.
 */

export type YearMonth = string; // 'YYYY-MM'
export type DateRange = { start: YearMonth | null; end: YearMonth | 'present' | null; index: number; length: number };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const DATE = `(?:${MONTH}[\\s,'’-]*(?:${YEAR}|'\\d{2})|(?:0?[1-9]|1[0-2])[/.-]${YEAR}|${YEAR}[/.-](?:0?[1-9]|1[0-2])(?!\\d)|${YEAR})`;
const PRESENT = '(?:present|current(?:ly)?|now|till\\s+date|to\\s+date|date|today|ongoing|continuing|onwards|till\\s+now)';
const SEP = '\\s*(?:-+|–|—|~|to|till|until|through|thru)\\s*';
const RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}])(${DATE})(?:(?:${SEP}|\\s+)(${PRESENT})|${SEP}(${DATE})|[-–](\\d{2})(?!\\d)|\\s+(onwards))(?![\\p{L}\\p{N}])`,
  'giu',
);
const SINGLE = new RegExp(`(?<![\\p{L}\\p{N}])${DATE}(?![\\p{L}\\p{N}])`, 'giu');

export function parseDate(text: string): YearMonth | null {
  const lower = text.toLowerCase();
  const year = /(19|20)\d{2}/.exec(lower)?.[0] ?? (/'(\d{2})/.exec(lower) ? twoDigitYear(/'(\d{2})/.exec(lower)![1]!) : null);
  if (!year) return null;
  const monthName = /[a-z]{3}/.exec(lower)?.[0];
  let month = monthName ? MONTHS.indexOf(monthName) + 1 : 0;
  if (!month) {
    const numeric = /^(\d{1,2})[/.-](?:19|20)\d{2}$/.exec(lower) ?? /^(?:19|20)\d{2}[/.-](\d{1,2})$/.exec(lower);
    month = numeric ? Number(numeric[1]) : 1;
  }
  return `${year}-${String(month).padStart(2, '0')}`;
}

function twoDigitYear(digits: string): string {
  const value = Number(digits);
  return String(value > 50 ? 1900 + value : 2000 + value);
}

export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const start = parseDate(match[1]!);
    let end: DateRange['end'] = null;
    if (match[2] || match[5]) end = 'present';
    else if (match[3]) end = parseDate(match[3]);
    else if (match[4] && start) end = `${start.slice(0, 2)}${match[4]}-01`;
    if (end && end !== 'present' && start && end < start) end = null;
    ranges.push({ start, end, index: match.index, length: match[0].length });
  }
  return ranges;
}

/** Years (4 digits) in the text, in order. */
export function findYears(text: string): number[] {
  return [...text.matchAll(SINGLE)].map((match) => Number(parseDate(match[0])?.slice(0, 4))).filter((year) => year > 0);
}

/** Months between two dates, inclusive of the start month. */
export function monthsBetween(start: YearMonth, end: YearMonth): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number];
  const [ey, em] = end.split('-').map(Number) as [number, number];
  return (ey - sy) * 12 + (em - sm);
}
