/**
 * A job as a portal's feed entry: every field of the portal's definition read from where it says
 * (the job, the organization, or the job's values for the portal with the organization's defaults),
 * and the portal's required fields that are still empty. Pure: the feed and the publish check use it.
 */
import type { PortalMissingField } from '@hirebase/shared';
import { placeOf } from '../../careers/job-facts';
import { sanitizeDescription } from '../../jobs/description';
import type { FieldSource, PortalDef } from './definitions';

export type MappableJob = {
  id: string;
  title: string;
  description: string;
  location: string | null;
  workplace: 'onsite' | 'remote' | 'hybrid';
  employmentType: 'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship';
  openings: number;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  experienceMin: number | null;
  experienceMax: number | null;
  requiredSkills: string[];
  niceToHaveSkills: string[];
  department: string | null;
};

export type MappingContext = {
  orgName: string;
  /** The job's values for the portal (a `portal.*` field), then the organization's defaults. */
  values: Record<string, string>;
  defaults: Record<string, string>;
  /** The job's page on the careers site while it is live there. */
  careersUrl: string | null;
  publishedAt: Date | null;
};

const EMPLOYMENT = { full_time: 'Full Time', part_time: 'Part Time', contract: 'Contract', temporary: 'Temporary', internship: 'Internship' } as const;
const WORKPLACE = { onsite: 'Work from office', remote: 'Remote', hybrid: 'Hybrid' } as const;
const number = (n: number | null) => (n == null ? '' : String(n));

function read(source: FieldSource, job: MappableJob, ctx: MappingContext): string {
  if (source.startsWith('portal.')) {
    const key = source.slice('portal.'.length);
    return (ctx.values[key] ?? '').trim() || (ctx.defaults[key] ?? '').trim();
  }
  const place = placeOf(job.location);
  switch (source) {
    case 'job.reference':
      return job.id;
    case 'job.title':
      return job.title.trim();
    case 'job.description':
      return sanitizeDescription(job.description);
    case 'job.city':
      return place.city ?? (job.workplace === 'remote' ? 'Remote' : '');
    case 'job.state':
      return place.state ?? '';
    case 'job.country':
      return place.country ?? '';
    case 'job.workplace':
      return WORKPLACE[job.workplace];
    case 'job.employment_type':
      return EMPLOYMENT[job.employmentType];
    case 'job.experience_min':
      return number(job.experienceMin);
    case 'job.experience_max':
      return number(job.experienceMax);
    case 'job.salary_min':
      return number(job.salaryMin);
    case 'job.salary_max':
      return number(job.salaryMax);
    case 'job.salary_currency':
      return job.salaryMin != null || job.salaryMax != null ? (job.salaryCurrency ?? '') : '';
    case 'job.skills':
      return [...new Set([...job.requiredSkills, ...job.niceToHaveSkills].map((s) => s.trim()).filter(Boolean))].join(', ');
    case 'job.openings':
      return String(job.openings);
    case 'job.department':
      return job.department ?? '';
    case 'job.careers_url':
      return ctx.careersUrl ?? '';
    case 'job.published_at':
      return ctx.publishedAt?.toISOString().slice(0, 10) ?? '';
    case 'org.name':
      return ctx.orgName.trim();
  }
  return '';
}

/** The entry's values by field key, in the definition's order. */
export function mapJob(def: PortalDef, job: MappableJob, ctx: MappingContext): Record<string, string> {
  return Object.fromEntries(def.feed.fields.map((f) => [f.key, read(f.from, job, ctx)]));
}

/**
 * The required fields without a value, and the rules between values a portal refuses otherwise: the
 * experience and salary ranges must run from low to high, and a choice field takes one of its choices.
 */
export function missingFields(def: PortalDef, values: Record<string, string>): PortalMissingField[] {
  const out: PortalMissingField[] = [];
  for (const f of def.feed.fields) {
    const value = values[f.key] ?? '';
    if (f.required && !value) out.push({ key: f.key, label: `${f.label} is required by ${def.name}` });
    else if (value && f.choices?.length && !f.choices.includes(value)) out.push({ key: f.key, label: `${f.label} must be one of ${def.name}’s values` });
  }
  const range = (low: string, high: string, label: string) => {
    if (values[low] && values[high] && Number(values[low]) > Number(values[high])) out.push({ key: high, label: `${label}: the maximum is below the minimum` });
  };
  range('experience_min', 'experience_max', 'Experience');
  range('salary_min', 'salary_max', 'Salary');
  return out;
}
