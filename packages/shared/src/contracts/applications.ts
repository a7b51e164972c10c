import { z } from 'zod';
import { customFieldValuesSchema } from './custom-fields';
import { idListSchema, listQuerySchema, queryNumberOr, stageKindSchema, tagRefSchema } from './common';

export const APPLICATION_STATUSES = ['active', 'rejected', 'withdrawn', 'hired'] as const;

export const applicationSchema = z.object({
  /** Values of the organization's custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  id: z.string(),
  job_id: z.string(),
  candidate: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    current_title: z.string().nullable(),
    current_company: z.string().nullable(),
    location: z.string().nullable(),
    tags: z.array(tagRefSchema),
  }),
  stage_id: z.string(),
  stage_kind: stageKindSchema,
  status: z.enum(APPLICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  /** Where the application came from (`careers_site`, a tracked link's source), null when added in the app. */
  source: z.string().nullable(),
  stage_entered_at: z.string(),
  days_in_stage: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListQuerySchema = listQuerySchema(
  ['name', 'stage', 'stage_entered_at', 'created_at', 'updated_at'],
  'stage',
).extend({
  page_size: queryNumberOr({ min: 1, max: 100, int: true }, 100),
  status: z.enum(APPLICATION_STATUSES).optional(),
  stage_id: z.string().max(64).optional(),
  source: z.string().trim().max(40).optional(),
});

export const addApplicationSchema = z.object({
  candidate_id: z.string().min(1).max(64),
  stage_id: z.string().max(64).optional(),
  /** Values of the application custom fields, by key; every required one is needed. */
  custom_fields: customFieldValuesSchema.default({}),
});

/** One of: move to a stage, or set the status (rejecting needs a reason). */
export const applicationPatchSchema = z.union([
  z.object({ stage_id: z.string().min(1).max(64) }).strict(),
  z
    .object({ status: z.enum(APPLICATION_STATUSES), rejection_reason: z.string().trim().max(200).nullable().optional() })
    .strict()
    .refine((p) => p.status !== 'rejected' || !!p.rejection_reason, { message: 'Choose a rejection reason', path: ['rejection_reason'] }),
]);
export type ApplicationPatch = z.infer<typeof applicationPatchSchema>;

export const bulkApplicationsSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), application_ids: idListSchema.min(1), stage_id: z.string().min(1).max(64) }),
  z.object({
    action: z.literal('reject'),
    application_ids: idListSchema.min(1),
    rejection_reason: z.string().trim().min(1, 'Choose a rejection reason').max(200),
  }),
  z.object({ action: z.literal('tag'), application_ids: idListSchema.min(1), tag_id: z.string().min(1).max(64) }),
]);
export type BulkApplications = z.infer<typeof bulkApplicationsSchema>;

export const stageHistoryEntrySchema = z.object({
  id: z.string(),
  from_stage: z.string().nullable(),
  to_stage: z.string(),
  moved_by: z.string().nullable(),
  moved_at: z.string(),
});
