import type { Activity } from '@hirebase/shared';

const ENTITY_NAMES: Record<string, string> = {
  organization: 'organization',
  member: 'member',
  invitation: 'invitation',
  pipeline: 'pipeline',
  job: 'job',
  application: 'application',
  candidate: 'candidate',
  client: 'client',
  contact: 'contact',
  note: 'note',
  tag: 'tag',
  email: 'email',
  email_template: 'email template',
  interview: 'interview',
  scorecard: 'scorecard',
};

const FIELD_LABELS: Record<string, string> = {
  stage: 'Stage',
  stage_id: 'Stage',
  status: 'Status',
  rejection_reason: 'Rejection reason',
  owner_id: 'Owner',
  tag_ids: 'Tags',
  years_experience: 'Years of experience',
  first_name: 'First name',
  last_name: 'Last name',
  is_primary: 'Primary contact',
};

export function fieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const words = key.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A change value as short readable text: empty values say so, lists are joined, long text is cut. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'object' ? formatValue(v) : String(v))).join(', ') : 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    if (typeof record.url === 'string') return record.url;
    return JSON.stringify(value);
  }
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(text)) return new Date(text).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : formatValue(v));

/** The record's label ("Jane Doe"), else a neutral noun phrase ("a candidate"). */
function subject(a: Activity): string {
  const noun = ENTITY_NAMES[a.entity_type] ?? a.entity_type;
  if (a.entity_label) return a.entity_type === 'application' || a.entity_type === 'member' ? a.entity_label : `${noun} ${a.entity_label}`;
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** Rejecting, reopening, hiring: an application's status changed. */
function statusSentence(a: Activity, who: string): string {
  const label = a.entity_label ?? 'an application';
  const after = str(a.changes?.status?.after);
  if (after === 'rejected') {
    const reason = str(a.changes?.rejection_reason?.after);
    return `${who} rejected ${label}${reason ? ` (${reason})` : ''}`;
  }
  if (str(a.changes?.status?.before) === 'rejected' && after === 'active') return `${who} reopened ${label}`;
  return `${who} marked ${label} as ${after ?? 'updated'}`;
}

/** A candidate's email on their timeline: who sent it (or an automation) and what became of it. */
function emailSentence(a: Activity): string {
  const to = a.entity_label ?? 'the candidate';
  const by = a.actor?.name ?? 'An automation';
  const status = str(a.changes?.status?.after);
  // Synced from a connected mailbox: the candidate's own mail has no actor.
  if (str(a.changes?.direction?.after) === 'inbound') return `${a.entity_label ?? 'The candidate'} sent an email`;
  if (status === 'bounced') return `Bounced: ${by}'s email to ${to} was not delivered`;
  if (status === 'failed') return `${by}'s email to ${to} could not be sent`;
  if (status === 'skipped') return `${by}'s email to ${to} was not sent`;
  return `${by} emailed ${to}`;
}

/** An assessment on an application: sent, taken (by the candidate, so no actor), graded. */
function assessmentSentence(a: Activity, who: string): string {
  const candidate = a.entity_label ?? 'the candidate';
  const title = str(a.changes?.assessment?.after);
  const named = title ? `the assessment ${title}` : 'an assessment';
  if (a.action === 'invite') return `${who} invited ${candidate} to ${named}`;
  if (a.action === 'grade') return `${who} graded ${a.entity_label ? `${a.entity_label}'s` : 'an'} assessment`;
  return `${a.actor?.name ?? a.entity_label ?? 'The candidate'} submitted ${named}`;
}

/** "Maya moved Jane Doe from Applied to Interview", "Sam updated candidate Jane Doe", … */
export function activitySentence(a: Activity): string {
  const who = a.actor?.name ?? 'Someone';
  const what = subject(a);
  const stage = a.changes?.stage ?? a.changes?.stage_id;
  const status = a.changes?.status;
  switch (a.action) {
    case 'move': {
      if (status) return statusSentence(a, who);
      const from = str(stage?.before);
      const to = str(stage?.after);
      if (from && to) return `${who} moved ${what} from ${from} to ${to}`;
      return to ? `${who} moved ${what} to ${to}` : `${who} moved ${what}`;
    }
    case 'create':
      if (a.entity_type === 'note') return `${who} added a note${a.entity_label ? ` on ${a.entity_label}` : ''}`;
      if (a.entity_type === 'application') return `${who} added ${a.entity_label ?? 'a candidate'} to ${str(a.changes?.job?.after) ?? 'a job'}`;
      return `${who} created ${what}`;
    case 'update':
      if (a.entity_type === 'application' && status) return statusSentence(a, who);
      return `${who} updated ${what}`;
    case 'delete':
      return `${who} deleted ${what}`;
    case 'merge':
      return `${who} merged a duplicate into ${what}`;
    case 'send':
      if (a.entity_type === 'candidate' && a.changes?.subject) return emailSentence(a);
      if (a.entity_type === 'email') return `${who} sent an email to ${Number(a.changes?.queued?.after ?? 0) + Number(a.changes?.skipped?.after ?? 0)} candidates`;
      return `${who} sent ${what}`;
    case 'schedule':
    case 'reschedule':
      return `${who} ${a.action}d ${what}`;
    case 'cancel':
      return `${who} canceled ${what}`;
    case 'submit':
      if (a.entity_type === 'scorecard') return `${who} submitted a scorecard${a.entity_label ? ` for ${a.entity_label}` : ''}${a.changes?.recommendation?.after ? ` (${str(a.changes.recommendation.after)?.replace('_', ' ')})` : ''}`;
      if (a.entity_type === 'application') return assessmentSentence(a, who);
      return `${who} submitted ${what}`;
    case 'invite':
      if (a.entity_type === 'application') return assessmentSentence(a, who);
      return `${who} invited ${a.entity_label ?? 'a new member'}`;
    case 'grade':
      return assessmentSentence(a, who);
    case 'accept':
      return `${who} joined the organization`;
    case 'revoke':
      return `${who} revoked the invitation${a.entity_label ? ` for ${a.entity_label}` : ''}`;
    case 'deactivate':
    case 'reactivate':
    case 'archive':
    case 'restore':
      return `${who} ${a.action}d ${what}`;
    default:
      return `${who} ${a.action} ${what}`;
  }
}

export type FieldChange = { field: string; label: string; before: string; after: string };

const HIDDEN_FIELDS = new Set(['id', 'org_id', 'parent', 'created_by', 'created_at', 'updated_at', 'email']);
const MENTION = /@\[([^\]\n]{1,80})\]\(([A-Za-z0-9-]{1,64})\)/g;

/** Ids mean nothing to a reader: a list of ids becomes a count, a single id "set". */
function formatField(field: string, value: unknown): string {
  if (field.endsWith('_ids') && Array.isArray(value)) return value.length ? `${value.length} selected` : 'empty';
  if (field.endsWith('_id') && typeof value === 'string' && value) return 'set';
  if (typeof value === 'string') return formatValue(value.replace(MENTION, '@$1'));
  return formatValue(value);
}

/** Field changes to list under the sentence (a move's stage is already in the sentence). */
export function activityChanges(a: Activity): FieldChange[] {
  if (!a.changes) return [];
  return Object.entries(a.changes)
    .filter(([field]) => !HIDDEN_FIELDS.has(field))
    .filter(([field]) => !(a.action === 'move' && (field === 'stage' || field === 'stage_id')))
    .filter(([, change]) => change && typeof change === 'object' && 'after' in change)
    .map(([field, change]) => ({ field, label: fieldLabel(field), before: formatField(field, change.before), after: formatField(field, change.after) }))
    .filter((c) => !(c.before === 'empty' && c.after === 'empty'));
}

/** Where the record lives in the app, when it has its own page. */
export function activityLink(a: Activity): { to: string; params: Record<string, string> } | null {
  if (a.action === 'delete') return null;
  if (a.entity_type === 'candidate') return { to: '/database/candidate/$id', params: { id: a.entity_id } };
  if (a.entity_type === 'client') return { to: '/clients/$clientId', params: { clientId: a.entity_id } };
  if (a.entity_type === 'job') return { to: '/jobs/$jobId', params: { jobId: a.entity_id } };
  return null;
}
