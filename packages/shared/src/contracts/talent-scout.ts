import { z } from 'zod';
import { listQuerySchema } from './common';
import { SCOUT_RECORD_STATUSES } from '../vocabulary';

export { SCOUT_RECORD_STATUSES };

/** Talent scout (issue 15): outside sourcing partners, the jobs shared with them and what they submit. */
export const SCOUT_PARTNER_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type ScoutPartnerStatus = (typeof SCOUT_PARTNER_STATUSES)[number];
export type ScoutRecordStatus = (typeof SCOUT_RECORD_STATUSES)[number];

export const SCOUT_PARTNER_STATUS_LABELS: Record<ScoutPartnerStatus, string> = { invited: 'Invited', active: 'Active', deactivated: 'Deactivated' };
export const SCOUT_RECORD_STATUS_LABELS: Record<ScoutRecordStatus, string> = {
  submitted: 'Submitted',
  info_requested: 'More information requested',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** First submission of a person wins them for this many days unless the server is configured otherwise. */
export const SCOUT_OWNERSHIP_DAYS_DEFAULT = 180;
/** A magic link opens the portal once, within this time. */
export const SCOUT_MAGIC_LINK_MINUTES = 30;
/** An invitation's link lasts longer: the partner may read the mail days later. */
export const SCOUT_INVITE_LINK_DAYS = 7;
/** A partner's portal session. */
export const SCOUT_SESSION_HOURS = 12;
/** The source an accepted record's application and candidate carry. */
export const scoutSource = (partnerName: string) => `talent_scout:${partnerName}`;
export const SCOUT_MAGIC_LINK_SENT = 'If that address belongs to an invited partner, a sign-in link is on its way. It works once, for 30 minutes.';
export const SCOUT_LINK_INVALID = 'This sign-in link is invalid, expired or already used. Ask for a new one.';

const email = z.string().trim().toLowerCase().email('Enter a valid email').max(254);
const sharedJobSchema = z.object({ job_id: z.string().min(1).max(64), notes: z.string().trim().max(2000).default(''), show_salary: z.boolean().default(false) });

export const scoutPartnerInviteSchema = z.object({
  email,
  name: z.string().trim().min(1, 'Required').max(120),
  company: z.string().trim().max(120).default(''),
  commission_terms: z.string().trim().max(2000).default(''),
  jobs: z.array(sharedJobSchema).max(200).default([]),
});
export type ScoutPartnerInvite = z.input<typeof scoutPartnerInviteSchema>;

export const scoutPartnerPatchSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(120).optional(),
  company: z.string().trim().max(120).optional(),
  commission_terms: z.string().trim().max(2000).optional(),
  jobs: z.array(sharedJobSchema).max(200).optional(),
});
export type ScoutPartnerPatch = z.input<typeof scoutPartnerPatchSchema>;

export const scoutRecordListQuerySchema = listQuerySchema(['created_at', 'status'], '-created_at').extend({
  partner_id: z.string().max(64).optional(),
  job_id: z.string().max(64).optional(),
  status: z.enum(SCOUT_RECORD_STATUSES).optional(),
  duplicates: z.enum(['yes', 'no']).optional(),
});

export const scoutAcceptSchema = z.object({
  /** An existing candidate (one of the record's duplicates) to put in the job instead of creating a new one. */
  candidate_id: z.string().min(1).max(64).nullable().optional(),
});
export const scoutRejectSchema = z.object({ reason: z.string().trim().min(1, 'Give the partner a reason').max(1000) });
export const scoutAskSchema = z.object({ message: z.string().trim().min(1, 'Say what you need').max(1000) });

export const scoutMagicLinkSchema = z.object({ email });
export const scoutVerifySchema = z.object({ token: z.string().min(1, 'Required').max(200) });

/** The text fields of a partner's submission (multipart, beside the `resume` file). */
export const scoutSubmissionFieldsSchema = z.object({
  first_name: z.string().trim().min(1, 'Required').max(80),
  last_name: z.string().trim().min(1, 'Required').max(80),
  email,
  phone: z
    .string()
    .trim()
    .max(40)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  note: z.string().trim().max(4000).default(''),
});

export type ScoutDuplicate = {
  kind: 'candidate' | 'record';
  reason: 'email' | 'phone' | 'file';
  value: string;
  candidate_id: string | null;
  record_id: string | null;
  name: string;
  owner: { kind: 'organization' | 'partner'; partner_id: string | null; name: string };
  since: string;
};

export type ScoutPartner = {
  id: string;
  email: string;
  name: string;
  company: string;
  commission_terms: string;
  status: ScoutPartnerStatus;
  jobs: { job_id: string; title: string; notes: string; show_salary: boolean }[];
  submitted: number;
  accepted: number;
  hired: number;
  last_activity_at: string | null;
  created_at: string;
};

export type ScoutRecordSummary = {
  id: string;
  partner: { id: string; name: string; company: string };
  job: { id: string; title: string };
  candidate_name: string;
  email: string;
  status: ScoutRecordStatus;
  duplicate_count: number;
  created_at: string;
};

export type ScoutRecord = ScoutRecordSummary & {
  phone: string | null;
  note: string;
  resume: { file_name: string; kind: 'pdf' | 'docx'; size: number; text: string };
  duplicates: ScoutDuplicate[];
  /** The partner who owns this person within the ownership window, when it is not this record's partner. */
  owned_by: ScoutDuplicate['owner'] | null;
  rejection_reason: string | null;
  info_request: string | null;
  candidate_id: string | null;
  application_id: string | null;
  decided_at: string | null;
};

export type ScoutJob = {
  id: string;
  title: string;
  location: string | null;
  workplace: string;
  employment_type: string | null;
  description: string;
  salary: { min: number | null; max: number | null; currency: string | null; period: string | null } | null;
  openings: number;
  notes: string;
};

export type ScoutSubmission = {
  id: string;
  job: { id: string; title: string };
  candidate_name: string;
  status: ScoutRecordStatus;
  rejection_reason: string | null;
  info_request: string | null;
  created_at: string;
};

/** A partner's role: held by the portal's own session kind, outside the members' permission matrix, scoped to the jobs shared with them. */
export const SCOUT_ROLE = 'talent_scout' as const;
export type ScoutMe = { role: typeof SCOUT_ROLE; partner: { id: string; name: string; email: string; company: string }; org: { name: string } };

