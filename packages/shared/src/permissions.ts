/** Roles and the one permission matrix, enforced by the server and used by the web app. */
export const ROLES = ['recruiter', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Record<Role, number> = { recruiter: 0, manager: 1, admin: 2 };

/** Each permission names the least role that holds it; higher roles inherit it. */
export const PERMISSIONS = {
  'org:read': 'recruiter',
  'org:update': 'admin',
  'team:read': 'recruiter',
  'team:manage': 'admin',
  /** The plan, its feature flags and seats: every member's app gates features on them (SPEC §4). */
  'plan:read': 'recruiter',
  /** Billing details: invoices, payment method, plan changes. */
  'billing:read': 'admin',
  'billing:manage': 'admin',
  'integrations:manage': 'admin',
  'pipelines:manage': 'manager',
  'jobs:write': 'recruiter',
  'jobs:delete': 'manager',
  'candidates:write': 'recruiter',
  'candidates:delete': 'manager',
  'clients:write': 'recruiter',
  'clients:delete': 'manager',
  /** Submitting candidates to clients, changing their status, sharing and revoking candidate reports. */
  'submissions:write': 'recruiter',
  /** Placements set the fee an agency earns: creating and editing them. */
  'placements:manage': 'manager',
  'tags:write': 'recruiter',
  'tags:delete': 'manager',
  'notes:write': 'recruiter',
  /** Changing or deleting another member's note. */
  'notes:moderate': 'manager',
  'interviews:write': 'recruiter',
  /** Writing assessments, inviting candidates to them and grading answers. */
  'assessments:write': 'recruiter',
  'assessments:delete': 'manager',
  'templates:manage': 'manager',
  /** Every member's sent and queued mail, invitations included. */
  'outbox:read': 'manager',
  'automations:manage': 'manager',
  'career_pages:manage': 'manager',
  /** Applicants' data-deletion requests: confirming one erases the candidate. */
  'privacy:manage': 'admin',
  'exports:run': 'manager',
  'activity_log:read': 'manager',
  'operation_log:read': 'recruiter',
  /** Reading the organization's custom-field definitions (every form shows them). */
  'custom_fields:read': 'recruiter',
  'custom_fields:manage': 'admin',
  /** Reports on one's own work; `reports:team` widens them to every member. */
  'reports:read': 'recruiter',
  'reports:team': 'manager',
  /** Inviting sourcing partners, choosing the jobs shared with them, deactivating them. */
  'talent_scout:manage': 'manager',
  /** Accepting, rejecting and questioning what partners submitted. */
  'talent_scout:review': 'recruiter',
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function roleAtLeast(role: Role, least: Role): boolean {
  return RANK[role] >= RANK[least];
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && roleAtLeast(role, PERMISSIONS[permission]);
}

export const ROLE_LABELS: Record<Role, string> = { recruiter: 'Recruiter', manager: 'Manager', admin: 'Admin' };
