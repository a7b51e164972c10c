/**
 * Response bodies built by the database. A list page comes back as one row holding its JSON text, so no
 * row of the page is parsed into objects, mapped and serialised again on the way out (on the embedded
 * database every field of every row is otherwise copied out of WebAssembly memory on its own); the text
 * goes into the response as it is. The shapes are written once, as SQL, for the list and the record.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ListMeta } from '@hirebase/shared';
import type { Db } from '../db/client';
import { listMeta, type ListParams } from './list';

/** An instant as the API writes every instant: ISO 8601 in UTC with milliseconds, as `Date#toISOString` does. */
export const isoJson = (value: SQLWrapper): SQL<string> => sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Whole days since an instant, never negative. */
export const daysSince = (value: SQLWrapper): SQL<number> => sql<number>`greatest(0, floor(extract(epoch FROM now() - ${value}) / 86400))::int`;

/**
 * A page whose rows each carry `item` (the record as JSON), `n` (its place: row_number() over the page's
 * order) and `total` (the filtered count, `totalOver`), folded into the page's JSON array and its total.
 * A page past the end has no row to carry the total: `total` is then null and the caller counts.
 */
export async function jsonPage(db: Db, page: SQLWrapper): Promise<{ json: string; total: number | null }> {
  const result = (await db.execute(
    sql`SELECT coalesce(json_agg(p.item ORDER BY p.n), '[]')::text AS json, max(p.total)::int AS total FROM (${page}) p`,
  )) as unknown as { rows: { json: string; total: number | null }[] };
  const row = result.rows[0]!;
  return { json: row.json, total: row.total == null ? null : Number(row.total) };
}

/** A record as JSON text, or null when the query found none. */
export async function jsonRecord(db: Db, record: SQLWrapper): Promise<string | null> {
  const result = (await db.execute(sql`SELECT r.item::text AS json FROM (${record}) r LIMIT 1`)) as unknown as { rows: { json: string }[] };
  return result.rows[0]?.json ?? null;
}

/** `row_number()` over a page's order: the `n` of `jsonPage`. */
export const placeIn = (order: SQL[]): SQL<number> => sql<number>`row_number() OVER (ORDER BY ${sql.join(order, sql`, `)})`;

/** The list answer `{ data, meta }` around a page's JSON text, which is sent as the database wrote it. */
export function jsonListResponse(c: Context, json: string, total: number, p: ListParams) {
  const meta: ListMeta = listMeta(total, p);
  return c.body(`{"data":${json},"meta":${JSON.stringify(meta)}}`, 200, { 'content-type': 'application/json' });
}

/** The answer `{ data }` around a record's JSON text. */
export function jsonDataResponse(c: Context, json: string, status: 200 | 201 = 200) {
  return c.body(`{"data":${json}}`, status, { 'content-type': 'application/json' });
}
