/** Request and response contracts shared by the server and the web app. snake_case on the wire. */
import { z } from 'zod';
import { ROLES } from './permissions';
import { FEATURES, PLAN_IDS } from './plans';

export const idSchema = z.string().min(1).max(64);

export const tokenRequestSchema = z.object({ org_id: idSchema.nullable().optional() });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  token: z.string(),
  is_subscription_active: z.boolean(),
  org_id: z.string().nullable(),
  expires_at: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const googleOauthRequestSchema = z.object({ id_token: z.string().min(1).max(8192) });

const nameSchema = z.string().trim().min(1, 'Required').max(80);

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  job_title: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  email_verified: z.boolean(),
  default_org: z.string().nullable(),
  profile_completed: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  job_title: z.string().trim().max(120).optional().default(''),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+\d\s().-]*$/, 'Use digits, spaces and + ( ) . -')
    .optional()
    .default(''),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'At least 3 characters')
  .max(48, 'At most 48 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and single dashes');

export const createOrgSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(120),
  slug: slugSchema,
});
export type CreateOrg = z.input<typeof createOrgSchema>;

export const updateOrgSchema = z.object({ name: z.string().trim().min(2).max(120) });

export const roleSchema = z.enum(ROLES);

export const orgSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: roleSchema,
  /** The organization's plan, in the organization list (GET /org/list). */
  plan: z.enum(PLAN_IDS).optional(),
});
export type OrgSummary = z.infer<typeof orgSummarySchema>;

export const orgInfoSchema = orgSummarySchema.extend({
  created_at: z.string(),
  member_count: z.number(),
  default_pipeline_id: z.string().nullable(),
});
export type OrgInfo = z.infer<typeof orgInfoSchema>;

export const subscriptionSchema = z.object({
  active: z.boolean(),
  plan: z.enum(PLAN_IDS),
  plan_name: z.string(),
  status: z.enum(['trialing', 'active', 'past_due', 'canceled']),
  trial_ends_at: z.string().nullable(),
  seat_limit: z.number().nullable(),
  seats_used: z.number(),
  /** Invitations still pending: each holds a seat until accepted, revoked or expired. */
  pending_invitations: z.number(),
  open_job_limit: z.number().nullable(),
  open_jobs_used: z.number(),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  past_due_since: z.string().nullable(),
  /** Past due beyond the grace period: every change is refused until the invoice is paid; nothing is deleted. */
  read_only: z.boolean(),
  features: z.record(z.enum(FEATURES), z.boolean()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const memberSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  status: z.enum(['active', 'deactivated']),
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email').max(254),
  role: roleSchema,
});
export type Invite = z.input<typeof inviteSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPreviewSchema = z.object({
  org_name: z.string(),
  email: z.string(),
  role: roleSchema,
  inviter_name: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationSchema = z.object({ token: z.string().min(16).max(128) });

export const memberUpdateSchema = z.object({ role: roleSchema });

export const publicConfigSchema = z.object({
  bot_challenge: z.enum(['altcha', 'turnstile', 'off']),
  turnstile_site_key: z.string().nullable(),
  google_client_id: z.string().nullable(),
  /** The browser extension the web app talks to (SPEC §7); null when none is configured. */
  extension_id: z.string().nullable(),
  maintenance: z.boolean(),
  password_policy: z.object({
    min_length: z.number(),
    max_length: z.number().nullable(),
    require_lowercase: z.boolean(),
    require_uppercase: z.boolean(),
    require_number: z.boolean(),
    require_symbol: z.boolean(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
export type PasswordPolicy = PublicConfig['password_policy'];

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'origin_not_allowed',
  'feature_disabled',
  'not_found',
  'conflict',
  'gone',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'rate_limited',
  'account_locked',
  'internal',
  'ai_failed',
  'maintenance',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = { error: { code: ErrorCode | string; message: string; details?: unknown } };
/** `next_cursor` asks for the next page (`?cursor=`); null on the last one. */
export type ListMeta = { total: number; page: number; page_size: number; next_cursor?: string | null };
