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
/** The order a submission normally moves in; rejected and withdrawn can happen at any point. */
export const SUBMISSION_FLOW = ['submitted', 'client_reviewing', 'interview_requested', 'offered', 'placed'] as const;
export const SUBMISSION_STATUSES = [...SUBMISSION_FLOW, 'rejected', 'withdrawn'] as const;
export const INTEGRATION_PROVIDERS = ['google_mail', 'google_calendar', 'microsoft_mail', 'microsoft_calendar', 'imap', 'caldav', 'zoom', 'naukri'] as const;
export const REPORT_NAMES = ['pipeline', 'sources', 'team', 'time-to-hire'] as const;
/** Where applications come from: each candidate's free-text source falls into one channel. */
export const SOURCE_CHANNELS = ['careers_site', 'referral', 'upload', 'import', 'partner', 'portal', 'other'] as const;
/** How a report's rows are grouped: time-to-hire takes the first three, team the last three. */
export const REPORT_GROUPS = ['job', 'department', 'client', 'member', 'week', 'month'] as const;
export const SCOUT_RECORD_STATUSES = ['submitted', 'info_requested', 'accepted', 'rejected'] as const;
