/** Fixed-window rate limits kept in the database, so every API instance shares them. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateResult> {
  const rows = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at`);
  const row = (rows as unknown as { rows?: unknown[] }).rows?.[0] ?? (rows as unknown as unknown[])[0];
  const { count, reset_at } = row as { count: number; reset_at: string | Date };
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(reset_at).getTime() - Date.now()) / 1000));
  return { allowed: Number(count) <= limit, retryAfterSeconds };
}
