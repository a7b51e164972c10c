import { z } from 'zod';
import { stageKindSchema } from './common';

export const stageSchema = z.object({ id: z.string(), name: z.string(), kind: stageKindSchema, position: z.number() });
export type Stage = z.infer<typeof stageSchema>;

export const pipelineSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  stages: z.array(stageSchema),
  updated_at: z.string(),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

const stageInputSchema = z.object({
  id: z.string().max(64).optional(),
  name: z.string().trim().min(1, 'Required').max(60),
  kind: stageKindSchema,
});

/** PUT-style edit of a template or a job's stages: the list in its new order. Stages without id are new. */
export const stagesInputSchema = z
  .array(stageInputSchema)
  .min(2, 'A pipeline needs at least two stages')
  .max(30)
  .refine((s) => new Set(s.map((x) => x.name.toLowerCase())).size === s.length, 'Stage names must be unique');

export const pipelineInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(80),
  is_default: z.boolean().optional(),
  stages: stagesInputSchema,
});
export type PipelineInput = z.input<typeof pipelineInputSchema>;

/** Editing a job's stages; removed stages that hold applications name where those applications go. */
export const jobStagesInputSchema = z.object({
  stages: stagesInputSchema,
  move_to: z.record(z.string(), z.string()).default({}),
});
export type JobStagesInput = z.input<typeof jobStagesInputSchema>;

export const rejectionReasonSchema = z.object({ id: z.string(), label: z.string(), position: z.number() });
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
export const rejectionReasonsInputSchema = z.object({
  reasons: z.array(z.object({ id: z.string().optional(), label: z.string().trim().min(1).max(80) })).min(1).max(50),
});
