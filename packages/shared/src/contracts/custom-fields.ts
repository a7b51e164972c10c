import { z } from 'zod';
import { ROLES } from '../permissions';
import { bodyNumber } from './common';

/** The records an administrator can add fields to. */
export const CUSTOM_FIELD_ENTITIES = ['candidate', 'job', 'application', 'client', 'contact', 'submission', 'placement'] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

export const CUSTOM_FIELD_TYPES = ['text', 'long_text', 'number', 'money', 'date', 'single_select', 'multi_select', 'yes_no', 'url', 'user'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Text',
  long_text: 'Long text',
  number: 'Number',
  money: 'Money',
  date: 'Date',
  single_select: 'Single select',
  multi_select: 'Multi select',
  yes_no: 'Yes/no',
  url: 'URL',
  user: 'User',
};

export const CUSTOM_FIELD_ENTITY_LABELS: Record<CustomFieldEntity, string> = {
  candidate: 'Candidates',
  job: 'Jobs',
  application: 'Applications',
  client: 'Clients',
  contact: 'Contacts',
  submission: 'Submissions',
  placement: 'Placements',
};

export const isSelectType = (t: CustomFieldType) => t === 'single_select' || t === 'multi_select';

const option = z.string().trim().min(1, 'Required').max(80).refine((s) => !s.includes(','), 'An option cannot contain a comma');
const definitionFields = {
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lowercase letters, digits and underscores, starting with a letter (at most 40)'),
  label: z.string().trim().min(1, 'Required').max(80),
  options: z.array(option).max(200).refine((o) => new Set(o).size === o.length, 'Options must be different'),
  required: z.boolean(),
  /** Empty: every role sees the field. */
  visible_to_roles: z.array(z.enum(ROLES)).max(ROLES.length),
  group: z.string().trim().max(60).nullable(),
  position: bodyNumber({ min: 0, max: 10_000, int: true }),
};

/** POST /custom-fields. */
export const customFieldInputSchema = z
  .object({
    entity: z.enum(CUSTOM_FIELD_ENTITIES),
    type: z.enum(CUSTOM_FIELD_TYPES),
    ...definitionFields,
    options: definitionFields.options.default([]),
    required: definitionFields.required.default(false),
    visible_to_roles: definitionFields.visible_to_roles.default([]),
    group: definitionFields.group.optional().transform((g) => g || null),
    position: definitionFields.position.optional(),
  })
  .superRefine((v, ctx) => {
    if (isSelectType(v.type) && v.options.length === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A select field needs at least one option' });
    if (!isSelectType(v.type) && v.options.length > 0) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only select fields have options' });
  });
export type CustomFieldInput = z.input<typeof customFieldInputSchema>;

/** PATCH /custom-fields/{id}: the entity and type of a field never change (its values would not fit). */
export const customFieldPatchSchema = z.object({
  key: definitionFields.key.optional(),
  label: definitionFields.label.optional(),
  options: definitionFields.options.optional(),
  required: definitionFields.required.optional(),
  visible_to_roles: definitionFields.visible_to_roles.optional(),
  group: definitionFields.group.optional().transform((g) => (g === '' ? null : g)),
  position: definitionFields.position.optional(),
});
export type CustomFieldPatch = z.input<typeof customFieldPatchSchema>;

export const customFieldSchema = z.object({
  id: z.string(),
  entity: z.enum(CUSTOM_FIELD_ENTITIES),
  key: z.string(),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  visible_to_roles: z.array(z.enum(ROLES)),
  group: z.string().nullable(),
  position: z.number(),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldListQuerySchema = z.object({
  entity: z.enum(CUSTOM_FIELD_ENTITIES).optional(),
  include_archived: z.enum(['true', 'false']).optional(),
});

export type MoneyValue = { amount: number; currency: string };
export type CustomFieldValue = string | number | boolean | string[] | MoneyValue | null;
/** A record's values by field key; the server checks each against its field's type. */
export const customFieldValuesSchema = z.record(z.string().max(40), z.unknown()).refine((r) => Object.keys(r).length <= 200, 'Too many fields');
export type CustomFieldValues = Record<string, CustomFieldValue>;

/** The value as one line of text (lists, exports, merge fields). */
export function customFieldText(field: Pick<CustomField, 'type'>, value: unknown, userNames?: Map<string, string>): string {
  if (value == null) return '';
  if (field.type === 'multi_select' && Array.isArray(value)) return value.join(', ');
  if (field.type === 'yes_no') return value ? 'Yes' : 'No';
  if (field.type === 'money' && typeof value === 'object') {
    const m = value as MoneyValue;
    return `${m.amount} ${m.currency}`;
  }
  if (field.type === 'user' && typeof value === 'string') return userNames?.get(value) ?? value;
  return String(value);
}
