import { z } from 'zod';

export const TAG_FEATURES = ['candidates', 'jobs', 'clients'] as const;
export type TagFeature = (typeof TAG_FEATURES)[number];
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A #rrggbb color');

/** SPEC §3 tag shape. */
export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color_fg: z.string(),
  color_bg: z.string(),
  feature: z.enum(TAG_FEATURES),
  created_by: z.string().nullable(),
  org_id: z.string(),
  updated_at: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(40),
  color_fg: color.default('#1f2937'),
  color_bg: color.default('#e5e7eb'),
  feature: z.enum(TAG_FEATURES),
});
export type TagInput = z.input<typeof tagInputSchema>;
export const tagPatchSchema = tagInputSchema.omit({ feature: true }).partial();
export const tagListQuerySchema = z.object({ feature: z.enum(TAG_FEATURES).optional() });
