/** Fixed-window rate limits kept in the database, so every API instance shares them. */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export type RateResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * The hit as a named prepared statement, one per database handle: it runs on every API-key call and every
 * sign-in attempt, so PostgreSQL plans it once per connection instead of once per call.
 */
const hitStatements = new WeakMap<Db, ReturnType<typeof prepareHit>>();
function prepareHit(db: Db) {
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: 1, resetAt: sql`now() + make_interval(secs => ${sql.placeholder('window')}::int)` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .prepare('rate_limit_hit');
}

/** Counts one hit on `key` and says whether the window still allows it (count ≤ limit). */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<RateResult> {
  let statement = hitStatements.get(db);
  if (!statement) hitStatements.set(db, (statement = prepareHit(db)));
  const [row] = await statement.execute({ key, window: windowSeconds });
  return { allowed: Number(row!.count) <= limit, retryAfterSeconds: secondsUntil(row!.resetAt) };
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

function secondsUntil(at: string | Date): number {
  return Math.max(1, Math.ceil((new Date(at).getTime() - Date.now()) / 1000));
}
