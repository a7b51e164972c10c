/** Fixed-window rate limits kept in the database, so every API instance shares them. */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { AppError } from './app-error';

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts one hit on `key` and says whether the window still allows it (count ≤ limit). */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateResult> {
  const rows = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at`);
  const row = firstRow(rows);
  return { allowed: Number(row.count) <= limit, retryAfterSeconds: secondsUntil(row.reset_at) };
}

/**
 * Counts one hit on `key` and refuses the request past `limit` in `windowSeconds`: 429 with
 * `Retry-After` and the message, which says what was limited in the user's words.
 */
export async function enforceRateLimit(c: Context, db: Db, key: string, limit: number, windowSeconds: number, message: string): Promise<void> {
  const result = await hitRateLimit(db, key, limit, windowSeconds);
  if (result.allowed) return;
  c.header('Retry-After', String(result.retryAfterSeconds));
  throw new AppError('rate_limited', message, { retry_after_seconds: result.retryAfterSeconds });
}

/** Takes back one hit counted by `hitRateLimit` (an attempt that turned out not to count). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key} AND reset_at > now()`);
}

/** Forgets every hit on `key`. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

function firstRow(rows: unknown): { count: number; reset_at: string | Date } {
  const row = (rows as { rows?: unknown[] }).rows?.[0] ?? (rows as unknown[])[0];
  return row as { count: number; reset_at: string | Date };
}

function secondsUntil(at: string | Date): number {
  return Math.max(1, Math.ceil((new Date(at).getTime() - Date.now()) / 1000));
}
