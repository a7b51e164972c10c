import { z } from 'zod';
import { bodyNumber } from './common';

/** Stage automations: "when an application enters this stage, do this". */
export const TRIGGER_ACTIONS = ['send_email', 'notify', 'move_after_days', 'send_assessment'] as const;
export type TriggerAction = (typeof TRIGGER_ACTIONS)[number];

export const TRIGGER_ACTION_LABELS: Record<TriggerAction, string> = {
  send_email: 'Send an email',
  notify: 'Notify team members',
  move_after_days: 'Move after days without activity',
  send_assessment: 'Send an assessment',
};

export const TRIGGER_RUN_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type TriggerRunStatus = (typeof TRIGGER_RUN_STATUSES)[number];

const id = z.string().min(1).max(64);

/** The settings each action takes; the server also checks they belong to the organization and job. */
export const triggerConfigSchemas = {
  send_email: z.object({ template_id: id }),
  notify: z.object({ user_ids: z.array(id).min(1, 'Choose at least one person').max(20) }),
  move_after_days: z.object({
    days: bodyNumber({ min: 1, max: 365, int: true }),
    to_stage_id: id,
  }),
  send_assessment: z.object({ assessment_id: id }),
} as const;

const base = { stage_id: id, enabled: z.boolean().default(true) };
export const triggerInputSchema = z.discriminatedUnion('action', [
  z.object({ ...base, action: z.literal('send_email'), config: triggerConfigSchemas.send_email }),
  z.object({ ...base, action: z.literal('notify'), config: triggerConfigSchemas.notify }),
  z.object({ ...base, action: z.literal('move_after_days'), config: triggerConfigSchemas.move_after_days }),
  z.object({ ...base, action: z.literal('send_assessment'), config: triggerConfigSchemas.send_assessment }),
]);
export type TriggerInput = z.input<typeof triggerInputSchema>;

/** The stage and action are fixed once created; the settings and the switch can change. */
export const triggerPatchSchema = z
  .object({ enabled: z.boolean().optional(), config: z.record(z.string(), z.unknown()).optional() })
  .refine((p) => p.enabled !== undefined || p.config !== undefined, 'Nothing to change');
export type TriggerPatch = z.input<typeof triggerPatchSchema>;

export const triggerSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  stage_id: z.string(),
  action: z.enum(TRIGGER_ACTIONS),
  config: z.record(z.string(), z.unknown()),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Trigger = z.infer<typeof triggerSchema>;

export const triggerRunSchema = z.object({
  id: z.string(),
  trigger_id: z.string(),
  action: z.enum(TRIGGER_ACTIONS),
  stage_id: z.string(),
  stage_name: z.string().nullable(),
  application_id: z.string(),
  candidate: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(TRIGGER_RUN_STATUSES),
  outcome: z.string().nullable(),
  run_after: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TriggerRun = z.infer<typeof triggerRunSchema>;
