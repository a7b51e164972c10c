import { z } from 'zod';
import { blankableNumber, listQuerySchema, optionalText, skillListSchema, stageKindSchema, tagRefSchema, userRefSchema } from './common';
import { customFieldValuesSchema } from './custom-fields';

export const LINK_KINDS = ['linkedin', 'github', 'portfolio', 'other'] as const;
const emailSchema = z.string().trim().toLowerCase().email('Enter a valid email').max(254);
const phoneSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[\d\s().-]{5,}$/, 'Enter a valid phone number');

const candidateFields = {
  first_name: z.string().trim().min(1, 'Required').max(80),
  last_name: z.string().trim().max(80),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  emails: z.array(emailSchema).max(10),
  phones: z.array(phoneSchema).max(10),
  location: optionalText(120),
  current_title: optionalText(120),
  current_company: optionalText(120),
  years_experience: blankableNumber({ min: 0, max: 70 }),
  skills: skillListSchema,
  links: z
    .array(z.object({ kind: z.enum(LINK_KINDS), url: z.string().trim().url('Enter a full URL').max(500).refine((u) => /^https?:\/\//i.test(u), 'Only http(s) links') }))
    .max(20),
  source: optionalText(80),
  owner_id: z.string().max(64).nullable(),
  tag_ids: z.array(z.string().max(64)).max(50),
};

export const candidateInputSchema = z.object({
  ...candidateFields,
  last_name: candidateFields.last_name.default(''),
  email: candidateFields.email.optional(),
  phone: candidateFields.phone.optional(),
  emails: candidateFields.emails.default([]),
  phones: candidateFields.phones.default([]),
  years_experience: candidateFields.years_experience.optional(),
  skills: candidateFields.skills.default([]),
  links: candidateFields.links.default([]),
  owner_id: candidateFields.owner_id.optional(),
  tag_ids: candidateFields.tag_ids.default([]),
  custom_fields: customFieldValuesSchema.optional(),
});
export type CandidateInput = z.input<typeof candidateInputSchema>;

export const candidatePatchSchema = z.object(
  Object.fromEntries(Object.entries(candidateFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof candidateFields]: z.ZodOptional<(typeof candidateFields)[K]>;
  },
).extend({ custom_fields: customFieldValuesSchema.optional() });
export type CandidatePatch = z.input<typeof candidatePatchSchema>;

export const candidateApplicationSchema = z.object({
  id: z.string(),
  job: z.object({ id: z.string(), title: z.string() }),
  stage: z.object({ id: z.string(), name: z.string(), kind: stageKindSchema }),
  status: z.enum(['active', 'rejected', 'withdrawn', 'hired']),
  updated_at: z.string(),
});

export const candidateSchema = z.object({
  /** Values of the organization's custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  location: z.string().nullable(),
  current_title: z.string().nullable(),
  current_company: z.string().nullable(),
  years_experience: z.number().nullable(),
  skills: z.array(z.string()),
  links: z.array(z.object({ kind: z.string(), url: z.string() })),
  source: z.string().nullable(),
  owner: userRefSchema.nullable(),
  tags: z.array(tagRefSchema),
  applications: z.array(candidateApplicationSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;
export type CandidateSummary = Omit<Candidate, 'applications' | 'links' | 'emails' | 'phones'> & { application_count: number };

export const candidateListQuerySchema = listQuerySchema(['name', 'created_at', 'updated_at'], '-updated_at').extend({
  q: z.string().trim().max(200).optional(),
  skill: z.string().trim().max(60).optional(),
  location: z.string().trim().max(120).optional(),
  tag_id: z.string().max(64).optional(),
  owner_id: z.string().max(64).optional(),
  source: z.string().trim().max(80).optional(),
  job_id: z.string().max(64).optional(),
});

/** 409 body when an email or phone already belongs to a candidate of the organization. */
export type DuplicateCandidateDetails = { existing_id: string; field: 'email' | 'phone'; value: string };

export const mergeInputSchema = z.object({ duplicate_id: z.string().min(1).max(64) });
