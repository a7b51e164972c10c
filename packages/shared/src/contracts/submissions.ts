import { z } from 'zod';
import { blankableNumber, bodyNumber, idListSchema, listQuerySchema, optionalText, userRefSchema } from './common';
import { customFieldValuesSchema } from './custom-fields';
import { SUBMISSION_FLOW, SUBMISSION_STATUSES } from '../vocabulary';

export { SUBMISSION_FLOW, SUBMISSION_STATUSES };

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** A submission in one of these is closed: its status no longer changes. */
export const CLOSED_SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['placed', 'rejected', 'withdrawn'];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Submitted',
  client_reviewing: 'Client reviewing',
  interview_requested: 'Interview requested',
  offered: 'Offered',
  placed: 'Placed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const CLIENT_VERDICTS = ['interested', 'not_a_fit', 'request_interview'] as const;
export type ClientVerdict = (typeof CLIENT_VERDICTS)[number];
export const CLIENT_VERDICT_LABELS: Record<ClientVerdict, string> = {
  interested: 'Interested',
  not_a_fit: 'Not a fit',
  request_interview: 'Request interview',
};
/** The status a client's answer moves an open submission to (never backwards). */
export const VERDICT_STATUS: Record<ClientVerdict, SubmissionStatus> = {
  interested: 'client_reviewing',
  not_a_fit: 'rejected',
  request_interview: 'interview_requested',
};

export const REPORT_DEFAULT_DAYS = 30;

export const reportOptionsSchema = z.object({
  summary: z.string().trim().max(5000).default(''),
  profile: z.boolean().default(true),
  resume_id: z.string().min(1).max(64).nullable().default(null),
  scorecards: z.boolean().default(false),
  /** The candidate's submitted assessment results (for the report's job when it has one). */
  assessments: z.boolean().default(false),
  contact_details: z.boolean().default(false),
  /** Hides name, email, phone, links and employer names; shows initials. */
  anonymised: z.boolean().default(false),
});
export type ReportOptionsInput = z.input<typeof reportOptionsSchema>;
export type ReportOptions = z.output<typeof reportOptionsSchema>;

const expiresInDays = bodyNumber({ min: 1, max: 365, int: true }).nullable().default(REPORT_DEFAULT_DAYS);

export const reportInputSchema = z.object({
  candidate_id: z.string().min(1).max(64),
  job_id: z.string().min(1).max(64).nullable().optional(),
  options: reportOptionsSchema.default(reportOptionsSchema.parse({})),
  /** null: never expires. */
  expires_in_days: expiresInDays,
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportViewSchema = z.object({ viewed_at: z.string(), ip_hash: z.string().nullable(), user_agent: z.string().nullable() });
export type ReportView = z.infer<typeof reportViewSchema>;

export const candidateReportSchema = z.object({
  id: z.string(),
  candidate_id: z.string(),
  job_id: z.string().nullable(),
  options: reportOptionsSchema,
  state: z.enum(['valid', 'expired', 'revoked', 'used']),
  expires_at: z.string().nullable(),
  created_by: userRefSchema.nullable(),
  created_at: z.string(),
  views: z.array(reportViewSchema),
  /** Only in the answer that creates it: the token is stored hashed and cannot be shown again. */
  url: z.string().optional(),
});
export type CandidateReport = z.infer<typeof candidateReportSchema>;

export const submissionInputSchema = z.object({
  job_id: z.string().min(1).max(64),
  candidate_ids: idListSchema.min(1, 'Choose at least one candidate').max(50),
  contact_ids: idListSchema.min(1, 'Choose at least one contact').max(20),
  template_id: z.string().min(1).max(64).nullable().optional(),
  subject: z.string().trim().min(1, 'Required').max(300),
  body: z.string().trim().min(1, 'Required').max(20_000),
  /** The same report options for every candidate; `resume_id` is not used here (see resume_ids). */
  report: reportOptionsSchema.default(reportOptionsSchema.parse({})),
  /** Each report carries its candidate's newest resume file, unless resume_ids chooses another. */
  include_resume: z.boolean().default(false),
  /** The resume file chosen per candidate (candidate id → resume id); a chosen file is always included. */
  resume_ids: z
    .record(z.string().min(1).max(64), z.string().min(1).max(64))
    .refine((m) => Object.keys(m).length <= 50, 'Too many resumes')
    .default({}),
  expires_in_days: expiresInDays,
  /** Values of the submission custom fields, by key, given to every submission made. */
  custom_fields: customFieldValuesSchema.optional(),
});
export type SubmissionInput = z.input<typeof submissionInputSchema>;

export const submissionStatusInputSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES).exclude(['placed']),
  reason: optionalText(1000),
});
export type SubmissionStatusInput = z.input<typeof submissionStatusInputSchema>;

export const withdrawInputSchema = z.object({ reason: optionalText(1000) });

export const FEE_TYPES = ['percent', 'flat'] as const;
export const INVOICE_STATUSES = ['not_invoiced', 'invoiced', 'paid'] as const;
export const INVOICE_STATUS_LABELS: Record<(typeof INVOICE_STATUSES)[number], string> = { not_invoiced: 'Not invoiced', invoiced: 'Invoiced', paid: 'Paid' };

const isoDate = z.iso.date({ message: 'Enter a date (YYYY-MM-DD)' });
const placementFields = {
  start_date: isoDate,
  end_date: isoDate.nullable().optional(),
  salary: blankableNumber({ min: 0, max: 100_000_000, int: true }).optional(),
  bill_rate: blankableNumber({ min: 0, max: 1_000_000 }).optional(),
  pay_rate: blankableNumber({ min: 0, max: 1_000_000 }).optional(),
  rate_unit: z.enum(['hour', 'day']).nullable().optional(),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code'),
  fee_type: z.enum(FEE_TYPES),
  fee_percent: blankableNumber({ min: 0, max: 100 }).optional(),
  fee_amount: blankableNumber({ min: 0, max: 100_000_000, int: true }).optional(),
  guarantee_days: bodyNumber({ min: 0, max: 730, int: true }).default(90),
  invoice_status: z.enum(INVOICE_STATUSES).default('not_invoiced'),
  invoice_ref: optionalText(100),
};

/** A percentage fee needs the percentage and a salary; a flat fee needs the amount; an end date follows the start. */
function feeRules(p: { fee_type?: string; fee_percent?: number | null; fee_amount?: number | null; salary?: number | null; start_date?: string; end_date?: string | null }, ctx: z.RefinementCtx) {
  if (p.fee_type === 'percent') {
    if (p.fee_percent == null) ctx.addIssue({ code: 'custom', path: ['fee_percent'], message: 'Enter the fee percentage' });
    if (p.salary == null) ctx.addIssue({ code: 'custom', path: ['salary'], message: 'A percentage fee needs the salary' });
  }
  if (p.fee_type === 'flat' && p.fee_amount == null) ctx.addIssue({ code: 'custom', path: ['fee_amount'], message: 'Enter the fee amount' });
  if (p.start_date && p.end_date && p.end_date < p.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date is before the start' });
}

export const placementInputSchema = z.object({ ...placementFields, custom_fields: customFieldValuesSchema.optional() }).superRefine(feeRules);
export type PlacementInput = z.input<typeof placementInputSchema>;
export const placementPatchSchema = z.object({ ...placementFields, custom_fields: customFieldValuesSchema }).partial();
export type PlacementPatch = z.input<typeof placementPatchSchema>;
export { feeRules as placementFeeRules };

export const placementSchema = z.object({
  /** Values of the organization's custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  id: z.string(),
  submission_id: z.string(),
  job_id: z.string(),
  candidate_id: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  salary: z.number().nullable(),
  bill_rate: z.number().nullable(),
  pay_rate: z.number().nullable(),
  rate_unit: z.enum(['hour', 'day']).nullable(),
  currency: z.string(),
  fee_type: z.enum(FEE_TYPES),
  fee_percent: z.number().nullable(),
  fee_amount: z.number(),
  guarantee_days: z.number(),
  guarantee_ends: z.string(),
  invoice_status: z.enum(INVOICE_STATUSES),
  invoice_ref: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Placement = z.infer<typeof placementSchema>;

export const submissionEventSchema = z.object({
  id: z.string(),
  from_status: z.enum(SUBMISSION_STATUSES).nullable(),
  to_status: z.enum(SUBMISSION_STATUSES),
  reason: z.string().nullable(),
  source: z.enum(['recruiter', 'client']),
  actor: userRefSchema.nullable(),
  verdict: z.enum(CLIENT_VERDICTS).nullable(),
  created_at: z.string(),
});
export type SubmissionEvent = z.infer<typeof submissionEventSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  status_changed_at: z.string(),
  candidate: z.object({ id: z.string(), name: z.string(), current_title: z.string().nullable() }),
  job: z.object({ id: z.string(), title: z.string() }),
  client: z.object({ id: z.string(), name: z.string() }),
  submitted_by: userRefSchema.nullable(),
  verdict: z.enum(CLIENT_VERDICTS).nullable(),
  feedback: z.string().nullable(),
  feedback_at: z.string().nullable(),
  report_id: z.string().nullable(),
  placement: placementSchema.nullable(),
  created_at: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionDetailSchema = submissionSchema.extend({
  /** Values of the organization's custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  contacts: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })),
  history: z.array(submissionEventSchema),
  report: candidateReportSchema.nullable(),
  emails: z.array(z.object({ id: z.string(), to_email: z.string().nullable(), subject: z.string(), body: z.string(), status: z.string(), sent_at: z.string().nullable(), created_at: z.string() })),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** The answer to a submit: the report links appear here once (their tokens are stored hashed). */
export type SubmissionsCreated = {
  submissions: Submission[];
  emails_queued: number;
  report_links: { submission_id: string; candidate_id: string; url: string }[];
};

const dateBound = z.iso.date().optional();
export const submissionListQuerySchema = listQuerySchema(['created_at', 'status_changed_at'], '-created_at').extend({
  client_id: z.string().max(64).optional(),
  job_id: z.string().max(64).optional(),
  recruiter_id: z.string().max(64).optional(),
  candidate_id: z.string().max(64).optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  /** Submitted on or after / on or before these days (UTC). */
  from: dateBound,
  to: dateBound,
  /** Placed on or after this day (the fee figures' list). */
  placed_from: dateBound,
  /** Reached this status (or a later one in the flow) at some point: the conversion figures' lists. */
  reached: z.enum(SUBMISSION_FLOW).optional(),
});
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

export const submissionCreatedSchema = z.object({ submissions: z.array(submissionSchema), emails_queued: z.number() });

export const stageMapSchema = z.object({ mapping: z.partialRecord(z.enum(SUBMISSION_STATUSES), z.string().min(1).max(64).nullable()) });
export type StageMap = z.infer<typeof stageMapSchema>;

export const clientFeedbackSchema = z.object({
  verdict: z.enum(CLIENT_VERDICTS),
  comment: z.string().trim().max(2000).default(''),
});
export type ClientFeedback = z.input<typeof clientFeedbackSchema>;

export const agencyDashboardSchema = z.object({
  /** The agency view is shown only to organizations that have clients. */
  has_clients: z.boolean(),
  submissions_this_week: z.number(),
  per_recruiter: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  /** Over submissions created in the last 90 days: how many reached an interview, how many were placed. */
  conversion: z.object({ days: z.number(), submitted: z.number(), interviewed: z.number(), placed: z.number() }),
  fees: z.object({ month: z.array(z.object({ currency: z.string(), amount: z.number() })), quarter: z.array(z.object({ currency: z.string(), amount: z.number() })) }),
  /** Median days from submission to placement over placements of the last 90 days. */
  median_days_to_place: z.number().nullable(),
  month_start: z.string(),
  quarter_start: z.string(),
  week_start: z.string(),
});
export type AgencyDashboard = z.infer<typeof agencyDashboardSchema>;
