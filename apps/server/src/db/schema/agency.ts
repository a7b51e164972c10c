/** The agency loop: candidates submitted to a client, the reports sent with them, and placements. */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { applications, candidates, clients, jobStages, jobs } from './recruiting';
import { orgRef, userRef } from './refs';

export type SubmissionStatus = 'submitted' | 'client_reviewing' | 'interview_requested' | 'offered' | 'placed' | 'rejected' | 'withdrawn';
export type ClientVerdict = 'interested' | 'not_a_fit' | 'request_interview';

/** What a candidate report shows; the page renders only what is switched on here. */
export type ReportOptions = {
  summary: string;
  profile: boolean;
  resume_id: string | null;
  scorecards: boolean;
  /** Absent in reports made before assessment results could be shown: read as false. */
  assessments?: boolean;
  contact_details: boolean;
  anonymised: boolean;
};

/** A candidate report: its link (purpose 'candidate_report', subject = this id) holds the token, expiry and views. */
export const candidateReports = pgTable(
  'candidate_reports',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    options: jsonb('options').$type<ReportOptions>().notNull(),
    expiresAt: ts('expires_at'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('candidate_reports_candidate_idx').on(t.orgId, t.candidateId, t.createdAt)],
);

/** One candidate sent to one job's client; at most one live (not withdrawn) per (candidate, job). */
export const submissions = pgTable(
  'submissions',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'set null' }),
    reportId: text('report_id').references(() => candidateReports.id, { onDelete: 'set null' }),
    contactIds: text('contact_ids').array().notNull().default(sql`'{}'::text[]`),
    /** The emails that carried it to the client's contacts. */
    emailBatchId: text('email_batch_id'),
    status: text('status').$type<SubmissionStatus>().notNull().default('submitted'),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    /** The client's latest answer through the report page. */
    verdict: text('verdict').$type<ClientVerdict>(),
    feedback: text('feedback'),
    feedbackAt: ts('feedback_at'),
    submittedBy: userRef('submitted_by'),
    /** Values of the organization's custom fields, keyed by field id (see custom-fields.ts). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('submissions_live_idx').on(t.orgId, t.jobId, t.candidateId).where(sql`${t.status} <> 'withdrawn'`),
    // The /submissions list: newest first, and its filters by client, job, recruiter and status.
    index('submissions_org_created_idx').on(t.orgId, t.createdAt, t.id),
    index('submissions_org_client_idx').on(t.orgId, t.clientId, t.createdAt),
    index('submissions_org_job_idx').on(t.orgId, t.jobId, t.createdAt),
    index('submissions_org_status_idx').on(t.orgId, t.status, t.createdAt),
    index('submissions_org_recruiter_idx').on(t.orgId, t.submittedBy, t.createdAt),
  ],
);

/** Every status change and client answer: when, who (null for the client), from, to, why. */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<SubmissionStatus>(),
    toStatus: text('to_status').$type<SubmissionStatus>().notNull(),
    reason: text('reason'),
    source: text('source').$type<'recruiter' | 'client'>().notNull(),
    actorId: userRef('actor_id'),
    verdict: text('verdict').$type<ClientVerdict>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('submission_events_submission_idx').on(t.orgId, t.submissionId, t.createdAt)],
);

/** Per job: the pipeline stage a submission status moves the application into. */
export const submissionStageMaps = pgTable(
  'submission_stage_maps',
  {
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status').$type<SubmissionStatus>().notNull(),
    stageId: text('stage_id')
      .notNull()
      .references(() => jobStages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.status] })],
);

export type FeeType = 'percent' | 'flat';
export type InvoiceStatus = 'not_invoiced' | 'invoiced' | 'paid';

/** A placed submission: the terms and the fee it earns; it fills one of the job's openings. */
export const placements = pgTable(
  'placements',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    salary: integer('salary'),
    billRate: numeric('bill_rate', { precision: 12, scale: 2, mode: 'number' }),
    payRate: numeric('pay_rate', { precision: 12, scale: 2, mode: 'number' }),
    rateUnit: text('rate_unit').$type<'hour' | 'day'>(),
    currency: text('currency').notNull(),
    feeType: text('fee_type').$type<FeeType>().notNull(),
    feePercent: numeric('fee_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** The fee in the currency: the flat amount, or the percentage of the salary. */
    feeAmount: integer('fee_amount').notNull(),
    guaranteeDays: integer('guarantee_days').notNull().default(90),
    invoiceStatus: text('invoice_status').$type<InvoiceStatus>().notNull().default('not_invoiced'),
    invoiceRef: text('invoice_ref'),
    createdBy: userRef('created_by'),
    /** Values of the organization's custom fields, keyed by field id (see custom-fields.ts). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('placements_submission_idx').on(t.submissionId),
    index('placements_org_created_idx').on(t.orgId, t.createdAt),
    index('placements_org_job_idx').on(t.orgId, t.jobId),
  ],
);
