import { z } from 'zod';
import { listQuerySchema } from './common';

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'move', 'invite', 'accept', 'revoke', 'deactivate', 'reactivate', 'merge', 'archive', 'restore', 'schedule', 'reschedule', 'cancel', 'send', 'submit', 'import', 'export', 'run', 'grade', 'publish', 'unpublish', 'apply', 'request_deletion', 'erase'] as const;
export const ACTIVITY_ENTITIES = ['organization', 'member', 'invitation', 'pipeline', 'job', 'application', 'candidate', 'client', 'contact', 'note', 'tag', 'interview', 'scorecard', 'email', 'email_template', 'trigger', 'operation', 'submission', 'placement', 'candidate_report', 'assessment', 'career_page', 'deletion_request', 'custom_field', 'scout_partner', 'scout_record', 'api_key', 'webhook_endpoint', 'integration_account'] as const;

export const activitySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  /** A short human label of the record at the time (job title, candidate name…). */
  entity_label: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityListQuerySchema = listQuerySchema(['created_at'], '-created_at').extend({
  actor_id: z.string().max(64).optional(),
  entity_type: z.enum(ACTIVITY_ENTITIES).optional(),
  entity_id: z.string().max(64).optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
