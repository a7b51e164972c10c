/**
 * Fixed value lists that both the contracts (zod) and plain UI code need. They live apart from the
 * zod schemas so that code on the web app's first paint (route search parsing) does not pull in zod.
 */
export const JOB_STATUSES = ['draft', 'open', 'on_hold', 'closed', 'filled'] as const;
export const WORKPLACES = ['onsite', 'remote', 'hybrid'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export const STAGE_KINDS = ['sourced', 'applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export const INTERVIEW_SCOPES = ['upcoming', 'past', 'mine', 'awaiting_feedback'] as const;
