import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { STAGE_KINDS } from '../vocabulary';

/** `page`, `page_size` (capped) and `sort` for every list; `sort` is `field` or `-field` from an allowlist. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: string) {
  const sorts = sortable.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sorts).default(defaultSort),
  });
}

export { STAGE_KINDS };
export const stageKindSchema = z.enum(STAGE_KINDS);
export type StageKind = z.infer<typeof stageKindSchema>;

export const userRefSchema = z.object({ id: z.string(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

export const tagRefSchema = z.object({ id: z.string(), name: z.string(), color_fg: z.string(), color_bg: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

const text = (max: number) => z.string().trim().max(max);
export const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const skillListSchema = z.array(z.string().trim().min(1).max(60)).max(100);
export const idListSchema = z.array(z.string().min(1).max(64)).max(500);
