/** How a live job reads on the careers site, in its JSON-LD and in the feeds: location parts, type, salary. */
import type { LiveJob } from './site.repo';

export const EMPLOYMENT_LABELS = { full_time: 'Full-time', part_time: 'Part-time', contract: 'Contract', temporary: 'Temporary', internship: 'Internship' } as const;
export const WORKPLACE_LABELS = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' } as const;
/** schema.org / Google employmentType values. */
export const EMPLOYMENT_LD = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', temporary: 'TEMPORARY', internship: 'INTERN' } as const;
const PERIOD_LD = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

export { placeOf, type Place } from './place';

export type Salary = { currency: string; min: number | null; max: number | null; unit: 'YEAR' | 'MONTH' | 'HOUR' };

/** The salary the posting shows, or null when it shows none or the job has no figure or currency. */
export function salaryOf(job: Pick<LiveJob, 'showSalary' | 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'>): Salary | null {
  if (!job.showSalary || !job.salaryCurrency || (job.salaryMin == null && job.salaryMax == null)) return null;
  return { currency: job.salaryCurrency, min: job.salaryMin, max: job.salaryMax, unit: PERIOD_LD[job.salaryPeriod ?? 'year'] };
}

const UNIT_WORDS = { YEAR: 'per year', MONTH: 'per month', HOUR: 'per hour' } as const;

export function salaryText(salary: Salary): string {
  const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 }).format(n);
  const range = salary.min != null && salary.max != null ? `${money(salary.min)} – ${money(salary.max)}` : salary.min != null ? `From ${money(salary.min)}` : `Up to ${money(salary.max!)}`;
  return `${range} ${UNIT_WORDS[salary.unit]}`;
}

/** Plain text of the job's rich-text description (for meta descriptions and summaries). */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Google drops postings whose validThrough has passed: an open job is valid for the next 30 days, renewed as it stays open. */
export function validThrough(now = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 30));
  return day.toISOString();
}
