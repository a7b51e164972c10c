import { z } from 'zod';
import { blankableNumber, bodyNumber, listQuerySchema, optionalText, skillListSchema, tagRefSchema, userRefSchema } from './common';
import { customFieldValuesSchema } from './custom-fields';
import { EMPLOYMENT_TYPES, JOB_STATUSES, SALARY_PERIODS, WORKPLACES } from '../vocabulary';
import { stageSchema } from './pipelines';

export { EMPLOYMENT_TYPES, JOB_STATUSES, SALARY_PERIODS, WORKPLACES };

const jobFields = {
  title: z.string().trim().min(2, 'At least 2 characters').max(120),
  client_id: z.string().max(64).nullable(),
  department: optionalText(80),
  location: optionalText(120),
  workplace: z.enum(WORKPLACES),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  openings: bodyNumber({ min: 1, max: 1000, int: true }),
  salary_min: blankableNumber({ min: 0, max: 100_000_000, int: true }),
  salary_max: blankableNumber({ min: 0, max: 100_000_000, int: true }),
  salary_currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'A 3-letter currency code').nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  experience_min: blankableNumber({ min: 0, max: 60, int: true }),
  experience_max: blankableNumber({ min: 0, max: 60, int: true }),
  required_skills: skillListSchema,
  nice_to_have_skills: skillListSchema,
  /** Rich text as HTML; the server keeps only an allowlist of tags, and no attribute but a safe href. */
  description: z.string().max(50_000),
  status: z.enum(JOB_STATUSES),
  owner_id: z.string().max(64).nullable(),
  hiring_team_ids: z.array(z.string().max(64)).max(50),
  tag_ids: z.array(z.string().max(64)).max(50),
};

type Ranges = { salary_min?: number | null; salary_max?: number | null; experience_min?: number | null; experience_max?: number | null };
const salaryInOrder = (j: Ranges) => j.salary_min == null || j.salary_max == null || j.salary_min <= j.salary_max;
const experienceInOrder = (j: Ranges) =>
  j.experience_min == null || j.experience_max == null || j.experience_min <= j.experience_max;

export const jobInputSchema = z
  .object({
    ...jobFields,
    client_id: jobFields.client_id.optional(),
    workplace: jobFields.workplace.default('onsite'),
    employment_type: jobFields.employment_type.default('full_time'),
    openings: jobFields.openings.default(1),
    salary_min: jobFields.salary_min.optional(),
    salary_max: jobFields.salary_max.optional(),
    salary_currency: jobFields.salary_currency.optional(),
    salary_period: jobFields.salary_period.optional(),
    experience_min: jobFields.experience_min.optional(),
    experience_max: jobFields.experience_max.optional(),
    required_skills: jobFields.required_skills.default([]),
    nice_to_have_skills: jobFields.nice_to_have_skills.default([]),
    description: jobFields.description.default(''),
    status: jobFields.status.default('draft'),
    owner_id: jobFields.owner_id.optional(),
    hiring_team_ids: jobFields.hiring_team_ids.default([]),
    tag_ids: jobFields.tag_ids.default([]),
    /** The pipeline template whose stages the job copies; the default template when absent. */
    pipeline_id: z.string().max(64).optional(),
  custom_fields: customFieldValuesSchema.optional(),
  })
  .refine(salaryInOrder, { message: 'Minimum salary is above the maximum', path: ['salary_max'] })
  .refine(experienceInOrder, { message: 'Minimum experience is above the maximum', path: ['experience_max'] });
export type JobInput = z.input<typeof jobInputSchema>;

/** PATCH takes any subset of the fields; what is absent stays as it is. */
export const jobPatchSchema = z
  .object(Object.fromEntries(Object.entries(jobFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof jobFields]: z.ZodOptional<(typeof jobFields)[K]>;
  })
  .extend({ custom_fields: customFieldValuesSchema.optional() })
  .refine(salaryInOrder, { message: 'Minimum salary is above the maximum', path: ['salary_max'] })
  .refine(experienceInOrder, { message: 'Minimum experience is above the maximum', path: ['experience_max'] });
export type JobPatch = z.input<typeof jobPatchSchema>;

export const jobSchema = z.object({
  /** Values of the organization's custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  id: z.string(),
  title: z.string(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  workplace: z.enum(WORKPLACES),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  openings: z.number(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: z.string().nullable(),
  salary_period: z.enum(SALARY_PERIODS).nullable(),
  experience_min: z.number().nullable(),
  experience_max: z.number().nullable(),
  required_skills: z.array(z.string()),
  nice_to_have_skills: z.array(z.string()),
  description: z.string(),
  status: z.enum(JOB_STATUSES),
  owner: userRefSchema.nullable(),
  hiring_team: z.array(userRefSchema),
  tags: z.array(tagRefSchema),
  stages: z.array(stageSchema.extend({ count: z.number() })),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobSummarySchema = jobSchema.pick({
  id: true,
  title: true,
  client: true,
  location: true,
  workplace: true,
  status: true,
  owner: true,
  tags: true,
  openings: true,
  archived_at: true,
  created_at: true,
  updated_at: true,
  custom_fields: true,
}).extend({ active_count: z.number(), stage_counts: z.array(z.object({ stage_id: z.string(), name: z.string(), kind: z.string(), count: z.number() })) });
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobListQuerySchema = listQuerySchema(['title', 'created_at', 'updated_at', 'status'], 'status').extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  client_id: z.string().max(64).optional(),
  owner_id: z.string().max(64).optional(),
  tag_id: z.string().max(64).optional(),
  archived: z.enum(['true', 'false']).default('false'),
});
