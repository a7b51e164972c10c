/** Candidate import (CSV/XLSX at /database/sync) and export (/settings/database/export). */
import { z } from 'zod';
import { bodyNumber } from './common';

/** What a column of an imported sheet can become on the candidate. */
export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'location',
  'current_title',
  'current_company',
  'years_experience',
  'skills',
  'source',
  'linkedin_url',
  'tags',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/** A column becomes a candidate field, or a candidate custom field (`cf.<key>`). */
export type ImportTarget = ImportField | `cf.${string}`;
const customTarget = z.custom<`cf.${string}`>((v) => typeof v === 'string' && /^cf\.[a-z][a-z0-9_]{0,39}$/.test(v), 'Unknown field');

/** Column labels of candidate fields, shared by the import mapping and the export header. */
const FIELD_LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  emails: 'Other emails',
  phones: 'Other phones',
  location: 'Location',
  current_title: 'Current title',
  current_company: 'Current company',
  years_experience: 'Years of experience',
  skills: 'Skills',
  source: 'Source',
  linkedin_url: 'LinkedIn URL',
  links: 'Links',
  tags: 'Tags',
  created_at: 'Created',
  updated_at: 'Updated',
} as const satisfies Record<string, string>;

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = FIELD_LABELS;

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_SAMPLE_ROWS = 20;

export type ImportFormat = 'csv' | 'xlsx';
export type ImportDedupe = 'skip' | 'update';

export type ImportPreview = {
  file_key: string;
  file_name: string;
  format: ImportFormat;
  headers: string[];
  sample_rows: string[][];
  total_rows: number;
  /** Header → the field it most likely holds, or null when nothing fits. */
  suggested_mapping: Record<string, ImportTarget | null>;
};

export const importInputSchema = z.object({
  file_key: z.string().min(1).max(200),
  /** Header → field; a header left out or mapped to null is not imported. */
  mapping: z.record(z.string().max(200), z.union([z.enum(IMPORT_FIELDS), customTarget]).nullable()),
  dedupe: z.enum(['skip', 'update']).default('skip'),
  /** A candidate tag (by name, created when new) put on every imported person. */
  tag: z.string().trim().max(60).optional(),
});
export type ImportInput = z.input<typeof importInputSchema>;

/** The candidate fields an export may contain: an allowlist, in the order columns are written. */
export const EXPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'emails',
  'phones',
  'location',
  'current_title',
  'current_company',
  'years_experience',
  'skills',
  'source',
  'links',
  'tags',
  'created_at',
  'updated_at',
] as const;
export type ExportField = (typeof EXPORT_FIELDS)[number];

export const EXPORT_FIELD_LABELS: Record<ExportField, string> = FIELD_LABELS;

export const DEFAULT_EXPORT_FIELDS: ExportField[] = ['first_name', 'last_name', 'email', 'phone', 'location', 'current_title', 'current_company', 'skills', 'tags'];

export const exportFiltersSchema = z.object({
  q: z.string().trim().max(500).optional(),
  tag_ids: z.array(z.string().max(64)).max(50).optional(),
  job_id: z.string().max(64).optional(),
  skills: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  location: z.string().trim().max(120).optional(),
  source: z.string().trim().max(80).optional(),
  updated_within_days: bodyNumber({ min: 1, max: 3650, int: true }).optional(),
  /** Custom-field filters by key, as on search (`cf.<key>`): a value, several comma-separated for selects. */
  custom_fields: z.record(z.string().max(40), z.string().max(500)).optional(),
});
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

export const exportInputSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  fields: z.array(z.enum(EXPORT_FIELDS)).min(1, 'Choose at least one field').max(EXPORT_FIELDS.length),
  /** Candidate custom fields (by key) added as columns after the fields. */
  custom_fields: z.array(z.string().max(40)).max(200).default([]),
  filters: exportFiltersSchema.default({}),
});
export type ExportInput = z.input<typeof exportInputSchema>;
