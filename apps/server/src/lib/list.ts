/** The one way to read list parameters and answer a list: `{ data, meta: { total, page, page_size } }`. */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ListMeta } from '@hirebase/shared';
import { validate } from './http';

export type ListParams = { page: number; page_size: number; sort: string };

/** Validates the query string against a list schema (unknown sort → 422). */
export function listQuery<S extends z.ZodType<ListParams>>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query());
}

export function pageWindow(p: ListParams) {
  return { limit: p.page_size, offset: (p.page - 1) * p.page_size };
}

/** Splits `-field` into the field and its direction. */
export function sortOf(sort: string): { field: string; desc: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

export function listResponse<T>(c: Context, data: T[], total: number, p: ListParams) {
  const meta: ListMeta = { total, page: p.page, page_size: p.page_size };
  return c.json({ data, meta });
}

/**
 * The number of rows the filter matched, carried on each row of the page (a window over the filtered rows,
 * before LIMIT): a list answers in one statement. A page past the end has no row to carry it; such a list
 * counts separately (`totalOf`).
 */
export const totalOver = sql<number>`(count(*) over ())::int`;

export async function totalOf(rows: { total: number }[], count: () => Promise<number>): Promise<number> {
  return rows.length > 0 ? rows[0]!.total : count();
}
