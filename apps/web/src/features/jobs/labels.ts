import type { EMPLOYMENT_TYPES, JOB_STATUSES, SALARY_PERIODS, WORKPLACES } from '@hirebase/shared';

export const WORKPLACE_LABELS: Record<(typeof WORKPLACES)[number], string> = { onsite: 'On-site', remote: 'Remote', hybrid: 'Hybrid' };

export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

export const SALARY_PERIOD_LABELS: Record<(typeof SALARY_PERIODS)[number], string> = { year: 'per year', month: 'per month', hour: 'per hour' };

export const STATUS_BADGE: Record<(typeof JOB_STATUSES)[number], 'success' | 'secondary' | 'outline' | 'destructive'> = {
  draft: 'outline',
  open: 'success',
  on_hold: 'secondary',
  closed: 'secondary',
  filled: 'secondary',
};
