import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { STAGE_KINDS } from '../vocabulary';

type NumberRule = { min: number; max: number; int?: boolean };
const NUMERAL = /^-?\d+(\.\d+)?$/;
const NOT_A_NUMBER = 'Enter a number';

function ranged({ min, max, int }: NumberRule) {
  const n = z.number({ error: NOT_A_NUMBER });
  return (int ? n.int('Enter a whole number') : n).min(min).max(max);
}

/**
 * The one way to read numbers. In a JSON body only a JSON number counts: `"7"`, `true`, `[]` and `["7"]` are
 * refused with the field named, never coerced. A blankable field reads `""` and null as empty (null).
 */
export function bodyNumber(rule: NumberRule) {
  return ranged(rule);
}

export function blankableNumber(rule: NumberRule) {
  return z
    .union([z.number(), z.null(), z.literal('').transform(() => null)], { error: NOT_A_NUMBER })
    .pipe(ranged(rule).nullable());
}

/** A query-string number: a plain decimal numeral (no hex, exponent or blank-as-zero); `""` counts as absent. */
export function queryNumber(rule: NumberRule) {
  const read = z
    .union([z.number(), z.literal('').transform(() => undefined), z.string().trim().regex(NUMERAL).transform(Number)], { error: NOT_A_NUMBER })
    .optional();
  return read.pipe(ranged(rule).optional());
}

/** A query-string number that always has a value: the fallback when absent or blank. */
export function queryNumberOr(rule: NumberRule, fallback: number) {
  return queryNumber(rule).transform((n) => n ?? fallback);
}

/** `page`, `page_size` (capped) and `sort` for every list; `sort` is `field` or `-field` from an allowlist. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(sortable: S, defaultSort: string) {
  const sorts = sortable.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    page: queryNumberOr({ min: 1, max: 100_000, int: true }, 1),
    page_size: queryNumberOr({ min: 1, max: MAX_PAGE_SIZE, int: true }, DEFAULT_PAGE_SIZE),
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
