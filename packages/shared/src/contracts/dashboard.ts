import { z } from 'zod';
import { queryNumberOr, stageKindSchema } from './common';

export const dashboardSchema = z.object({
  my_open_jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      client_name: z.string().nullable(),
      stages: z.array(z.object({ id: z.string(), name: z.string(), kind: stageKindSchema, count: z.number() })),
    }),
  ),
  /** Applications that reached each stage kind in the window (from the stage history). */
  funnel: z.object({ days: z.number(), stages: z.array(z.object({ kind: stageKindSchema, count: z.number() })) }),
  /** Median days from application to hired, over hires in the window; null without hires. */
  median_days_to_hire: z.number().nullable(),
  hires: z.number(),
  /** Work waiting: active applications sitting longer than 7 days in a stage on my jobs. */
  stale_applications: z.array(
    z.object({ id: z.string(), job_id: z.string(), job_title: z.string(), candidate_id: z.string(), candidate_name: z.string(), stage: z.string(), days_in_stage: z.number() }),
  ),
  totals: z.object({ open_jobs: z.number(), active_candidates: z.number(), applications_this_week: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardQuerySchema = z.object({ days: queryNumberOr({ min: 30, max: 90, int: true }, 30).pipe(z.union([z.literal(30), z.literal(90)])) });
