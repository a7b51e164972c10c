/** The agency figures on the home page: submissions, conversion, fees and time to placement. */
import type { AgencyDashboard } from '@hirebase/shared';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, placements, submissionEvents, submissions, users } from '../../db/schema';

const DAY = 24 * 60 * 60 * 1000;
const CONVERSION_DAYS = 90;

/** Monday 00:00 UTC of this week, the first of this month and of this quarter (UTC). */
export function periodStarts(now = new Date()) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const quarter = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1));
  return { week, month, quarter };
}

async function feesSince(db: Db, orgId: string, since: Date) {
  const rows = await db
    .select({ currency: placements.currency, amount: sql<number>`sum(${placements.feeAmount})::bigint` })
    .from(placements)
    .where(and(eq(placements.orgId, orgId), gte(placements.createdAt, since)))
    .groupBy(placements.currency)
    .orderBy(placements.currency);
  return rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) }));
}

export async function agencyDashboard(db: Db, { orgId, now = new Date() }: { orgId: string; now?: Date }): Promise<AgencyDashboard> {
  const { week, month, quarter } = periodStarts(now);
  const windowStart = new Date(now.getTime() - CONVERSION_DAYS * DAY);
  const mine = eq(submissions.orgId, orgId);
  const [[hasClient], [thisWeek], perRecruiter, [conversion], feesMonth, feesQuarter, [median]] = await Promise.all([
    db.select({ id: clients.id }).from(clients).where(eq(clients.orgId, orgId)).limit(1),
    db.select({ n: count() }).from(submissions).where(and(mine, gte(submissions.createdAt, week))),
    db
      .select({ id: users.id, name: users.name, n: count() })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.submittedBy))
      .where(and(mine, gte(submissions.createdAt, week)))
      .groupBy(users.id, users.name)
      .orderBy(sql`count(*) desc`, users.name),
    db
      .select({
        submitted: count(),
        interviewed: sql<number>`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${submissionEvents} e WHERE e.submission_id = ${submissions.id} AND e.to_status IN ('interview_requested', 'offered', 'placed')))::int`,
        placed: sql<number>`count(*) FILTER (WHERE ${submissions.status} = 'placed')::int`,
      })
      .from(submissions)
      .where(and(mine, gte(submissions.createdAt, windowStart))),
    feesSince(db, orgId, month),
    feesSince(db, orgId, quarter),
    db
      .select({ days: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${placements.createdAt} - ${submissions.createdAt}) / 86400)` })
      .from(placements)
      .innerJoin(submissions, eq(submissions.id, placements.submissionId))
      .where(and(eq(placements.orgId, orgId), gte(placements.createdAt, windowStart))),
  ]);
  const medianDays = median?.days == null ? null : Math.round(Number(median.days) * 10) / 10;
  return {
    has_clients: !!hasClient,
    submissions_this_week: Number(thisWeek?.n ?? 0),
    per_recruiter: perRecruiter.map((r) => ({ id: r.id, name: r.name, count: Number(r.n) })),
    conversion: { days: CONVERSION_DAYS, submitted: Number(conversion?.submitted ?? 0), interviewed: Number(conversion?.interviewed ?? 0), placed: Number(conversion?.placed ?? 0) },
    fees: { month: feesMonth, quarter: feesQuarter },
    median_days_to_place: medianDays,
    week_start: week.toISOString().slice(0, 10),
    month_start: month.toISOString().slice(0, 10),
    quarter_start: quarter.toISOString().slice(0, 10),
  };
}
