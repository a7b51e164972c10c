import { z } from 'zod';
import { listQuerySchema, optionalText, tagRefSchema, userRefSchema } from './common';
import { customFieldValuesSchema } from './custom-fields';

export const CLIENT_STATUSES = ['prospect', 'active', 'inactive'] as const;

const clientFields = {
  name: z.string().trim().min(1, 'Required').max(120),
  website: z.string().trim().max(300).url('Enter a full URL').refine((u) => /^https?:\/\//i.test(u), 'Only http(s) links').nullable(),
  industry: optionalText(80),
  location: optionalText(120),
  phone: optionalText(32),
  description: optionalText(5000),
  status: z.enum(CLIENT_STATUSES),
  owner_id: z.string().max(64).nullable(),
  tag_ids: z.array(z.string().max(64)).max(50),
};
export const clientInputSchema = z.object({
  ...clientFields,
  website: clientFields.website.optional(),
  status: clientFields.status.default('active'),
  owner_id: clientFields.owner_id.optional(),
  tag_ids: clientFields.tag_ids.default([]),
  custom_fields: customFieldValuesSchema.optional(),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export const clientPatchSchema = z.object(
  Object.fromEntries(Object.entries(clientFields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof clientFields]: z.ZodOptional<(typeof clientFields)[K]>;
  },
).extend({ custom_fields: customFieldValuesSchema.optional() });

export const contactInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(120),
  title: optionalText(120),
  email: z.string().trim().toLowerCase().email('Enter a valid email').max(254).nullable().optional(),
  phone: optionalText(32),
  is_primary: z.boolean().default(false),
  custom_fields: customFieldValuesSchema.optional(),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  /** Values of the organization's custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  is_primary: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;

export const clientSchema = z.object({
  /** Values of the organization's custom fields, by key. */
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  owner: userRefSchema.nullable(),
  tags: z.array(tagRefSchema),
  contacts: z.array(contactSchema),
  open_jobs: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListQuerySchema = listQuerySchema(['name', 'created_at', 'updated_at'], 'name').extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(CLIENT_STATUSES).optional(),
  tag_id: z.string().max(64).optional(),
});
