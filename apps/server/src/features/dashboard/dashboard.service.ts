import type { Db } from '../../db/client';
import { dashboardJson } from './dashboard.repo';

const DAY = 24 * 60 * 60 * 1000;
const STALE_DAYS = 7;

/** The home page's figures for one member as the JSON text of `Dashboard`. */
export async function dashboard(db: Db, { orgId, userId, days }: { orgId: string; userId: string; days: number }): Promise<string> {
  const now = Date.now();
  return dashboardJson(db, {
    orgId,
    userId,
    days,
    since: new Date(now - days * DAY),
    staleBefore: new Date(now - STALE_DAYS * DAY),
    weekAgo: new Date(now - 7 * DAY),
    staleLimit: 10,
  });
}
