/** Job portals (/apps/naukri): the portal account, jobs published to its feed, and applicants imported from it. */
import { z } from 'zod';

export const PORTAL_IDS = ['naukri'] as const;
export type PortalId = (typeof PORTAL_IDS)[number];

/** One field of a portal's feed entry: where its value comes from and whether the portal needs it. */
export type PortalFieldInfo = {
  key: string;
  /** The feed element it is written to. */
  element: string;
  label: string;
  required: boolean;
  /** Where the value is read: a job field (`job.title`…), the organization (`org.name`) or the job's portal values (`portal.industry`). */
  from: string;
  /** Values of a `portal.*` field the recruiter chooses among (free text when empty). */
  choices: string[];
};

export type PortalMissingField = { key: string; label: string };

/** A job as the portal page lists it: published or not, and what the portal would still need. */
export type PortalJob = {
  job_id: string;
  title: string;
  status: string;
  published: boolean;
  published_at: string | null;
  values: Record<string, string>;
  missing: PortalMissingField[];
  /** Published, open and complete: in the feed now. */
  in_feed: boolean;
};

export type PortalApplicant = {
  id: string;
  channel: 'file' | 'email';
  outcome: 'created' | 'matched' | 'skipped';
  reason: string | null;
  name: string;
  email: string | null;
  candidate_id: string | null;
  application_id: string | null;
  job_id: string | null;
  job_title: string | null;
  created_at: string;
};

export type PortalSettings = {
  employer_id: string;
  account_email: string;
  /** The member whose connected mailbox receives the portal's application emails, if any. */
  mailbox_user_id: string | null;
  /** Values the jobs' `portal.*` fields take when a job sets none. */
  defaults: Record<string, string>;
};

export type PortalOverview = {
  portal: PortalId;
  name: string;
  source: string;
  connected: boolean;
  settings: PortalSettings | null;
  /** Administrators only, while connected. */
  feed_url: string | null;
  fields: PortalFieldInfo[];
  sender_domains: string[];
  /** Members with a connected mailbox, to choose the one that receives portal mail (administrators only). */
  mailboxes: { user_id: string; name: string; email: string }[];
  jobs: PortalJob[];
  applicants: PortalApplicant[];
};

const employerId = z
  .string()
  .trim()
  .min(3, 'Enter the employer (client) id the portal gave your account')
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'The employer id holds letters, digits, - and _ only');
const defaults = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.string().trim().max(200));

export const portalConnectSchema = z.object({
  employer_id: employerId,
  account_email: z.string().trim().toLowerCase().email('Enter the email address of the portal account').max(254),
  /** Absent on a reconnect: the account's current choice stays. */
  mailbox_user_id: z.string().max(64).nullable().optional(),
  defaults: defaults.optional(),
});
export type PortalConnectInput = z.infer<typeof portalConnectSchema>;

export const portalSettingsSchema = z.object({
  mailbox_user_id: z.string().max(64).nullable().optional(),
  defaults: defaults.optional(),
});
export type PortalSettingsInput = z.infer<typeof portalSettingsSchema>;

/** Publishing a job (or saving its values without publishing): the values of the portal's own fields. */
export const portalPostingSchema = z.object({
  values: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.string().trim().max(200)).default({}),
  publish: z.boolean().default(true),
});
export type PortalPostingInput = z.infer<typeof portalPostingSchema>;

/** A column of a portal export becomes a candidate field, or names the job (`job`). */
export type PortalImportTarget = string;

export type PortalImportPreview = {
  file_key: string;
  file_name: string;
  headers: string[];
  sample_rows: string[][];
  total_rows: number;
  suggested_mapping: Record<string, PortalImportTarget | null>;
};

export const portalImportSchema = z.object({
  file_key: z.string().min(1).max(300),
  mapping: z.record(z.string().max(300), z.string().max(60).nullable()),
  /** The job every row applies to; without it a column mapped to `job` names each row's job. */
  job_id: z.string().max(64).nullable().default(null),
});
export type PortalImportInput = z.infer<typeof portalImportSchema>;

export type PortalImportResult = {
  total: number;
  created: number;
  matched: number;
  skipped: number;
  rows: { line: number; outcome: 'created' | 'matched' | 'skipped'; reason: string | null; name: string; candidate_id: string | null }[];
};

/** Rows one upload imports at once (a portal's applicant export of a few jobs). */
export const PORTAL_IMPORT_MAX_ROWS = 2000;
