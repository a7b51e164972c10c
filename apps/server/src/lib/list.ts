/** The one way to read list parameters and answer a list: `{ data, meta: { total, page, page_size } }`. */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { ListMeta } from '@hirebase/shared';
import { AppError } from './app-error';
import { validate } from './http';

export type ListParams = { page: number; page_size: number; sort: string };

/**
 * Validates the query string against a list schema (unknown sort → 422). A `cursor` from a previous
 * answer's `meta.next_cursor` stands for the next page with the same size and order; filters are sent again.
 */
export function listQuery<S extends z.ZodType<ListParams>>(c: Context, schema: S): z.output<S> {
  const { cursor, ...query } = c.req.query();
  return validate(schema, cursor === undefined ? query : { ...query, ...readCursor(cursor) });
}

function readCursor(cursor: string): Record<string, string> {
  try {
    const { p, n, s } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { p: unknown; n: unknown; s: unknown };
    if (typeof p === 'number' && typeof n === 'number' && typeof s === 'string') return { page: String(p), page_size: String(n), sort: s };
  } catch {
    /* refused below */
  }
  throw new AppError('validation_failed', 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
}

const cursorFor = (p: ListParams) => Buffer.from(JSON.stringify({ p: p.page + 1, n: p.page_size, s: p.sort })).toString('base64url');

export function pageWindow(p: ListParams) {
  return { limit: p.page_size, offset: (p.page - 1) * p.page_size };
}

/** Splits `-field` into the field and its direction. */
export function sortOf(sort: string): { field: string; desc: boolean } {
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

export function listMeta(total: number, p: ListParams): ListMeta {
  return { total, page: p.page, page_size: p.page_size, next_cursor: p.page * p.page_size < total ? cursorFor(p) : null };
}

export function listResponse<T>(c: Context, data: T[], total: number, p: ListParams) {
  return c.json({ data, meta: listMeta(total, p) });
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
