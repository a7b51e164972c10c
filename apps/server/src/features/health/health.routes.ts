import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext } from '../../lib/context';

export function healthRoutes(ctx: AppContext) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await ctx.db.execute(sql`SELECT 1`);
        return c.json({ status: 'ok', database: 'ok' });
      } catch {
        return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
      }
    });
}
