/**
 * What interviewers change in their calendars comes back. Each connected calendar (CalDAV, Google,
 * Outlook) has one chain of `calendar-sync` jobs (the run token in its cursor, as the mail sync keeps
 * it): a run asks the calendar adapter what changed among the events Hirebase wrote for upcoming
 * interviews since the provider's cursor (CTag and ETags, a sync token, a delta link), and for each: a
 * moved time reschedules the interview (as that interviewer, so the candidate and the other calendars
 * follow); a decline, a cancelled or a deleted event marks the interviewer declined. Then it queues the
 * next run after INTEGRATIONS_SYNC_MINUTES (later after failures, at the provider's Retry-After when it
 * asked to slow down; none when the account must be reconnected).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { integrationAccounts, interviewCalendarEvents, interviews, users } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { AppContext } from '../../../lib/context';
import { newId } from '../../../lib/ids';
import { editInterview } from '../../interviews/interviews.service';
import { accountById, type IntegrationAccount } from '../accounts';
import { calendarAdapter, failureOf, isCalendarProvider } from './calendars';

export const CALENDAR_SYNC_QUEUE = 'calendar-sync';
export type CalendarSyncJob = { org_id: string; account_id: string; run: string };
export const CALENDAR_SYNC_OPTIONS = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } as const;
/** `provider` is the adapter's own cursor (CTag, sync token, delta link). */
type CalendarCursor = { run?: string; provider?: unknown; failures?: number };

const MAX_BACKOFF_SECONDS = 6 * 60 * 60;

async function queueRun(tx: Db, ctx: Pick<AppContext, 'queue'>, account: Pick<IntegrationAccount, 'id' | 'orgId'>, run: string, delaySeconds: number) {
  await ctx.queue.sendInTx(tx, CALENDAR_SYNC_QUEUE, { org_id: account.orgId, account_id: account.id, run } satisfies CalendarSyncJob, { ...CALENDAR_SYNC_OPTIONS, startAfter: delaySeconds });
}

/** Starts the calendar's chain afresh with a run now (after connecting, reconnecting or "Sync now"). */
export async function startCalendarSync(ctx: AppContext, account: Pick<IntegrationAccount, 'id' | 'orgId'>): Promise<string> {
  await ctx.queue.createQueue(CALENDAR_SYNC_QUEUE, { name: CALENDAR_SYNC_QUEUE, ...CALENDAR_SYNC_OPTIONS });
  const run = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.update(integrationAccounts).set({ cursor: sql`jsonb_set(jsonb_set(${integrationAccounts.cursor}, '{run}', ${JSON.stringify(run)}::jsonb), '{failures}', '0'::jsonb)` }).where(eq(integrationAccounts.id, account.id));
    await queueRun(tx, ctx, account, run, 0);
  });
  return run;
}

export type CalendarSyncResult = { unchanged_calendar: boolean; read: number; moved: number; declined: number };

/** One read of the calendar (the job's work, without the chain). */
export async function syncCalendarAccount(ctx: AppContext, account: IntegrationAccount, cursor: unknown): Promise<CalendarSyncResult & { cursor: unknown }> {
  const rows = await ctx.db
    .select({ row: interviewCalendarEvents, status: interviews.status, startsAt: interviews.startsAt, endsAt: interviews.endsAt, email: users.email, name: users.name })
    .from(interviewCalendarEvents)
    .innerJoin(interviews, eq(interviews.id, interviewCalendarEvents.interviewId))
    .innerJoin(users, eq(users.id, interviewCalendarEvents.userId))
    .where(and(eq(interviewCalendarEvents.orgId, account.orgId), eq(interviewCalendarEvents.accountId, account.id), eq(interviews.status, 'scheduled'), gt(interviews.endsAt, new Date())))
    .limit(500);
  const answer = await calendarAdapter(ctx, account).changes(cursor, rows.map((r) => ({ ref: r.row.href, etag: r.row.etag, email: r.email, start: r.row.startsAt })));
  const result = { unchanged_calendar: answer.unchanged, read: 0, moved: 0, declined: 0, cursor: answer.cursor };
  for (const change of answer.changes) {
    const found = rows.find((r) => r.row.href === change.ref);
    if (!found) continue;
    const { row, email, name, startsAt, endsAt } = found;
    result.read++;
    const key = and(eq(interviewCalendarEvents.interviewId, row.interviewId), eq(interviewCalendarEvents.userId, row.userId));
    if (change.gone || change.declined) {
      if (!row.declinedAt) result.declined++;
      await ctx.db.update(interviewCalendarEvents).set({ declinedAt: row.declinedAt ?? new Date(), etag: change.etag, updatedAt: new Date() }).where(key);
      continue;
    }
    const moved = change.start.getTime() !== row.startsAt.getTime() || change.end.getTime() !== row.endsAt.getTime();
    await ctx.db.update(interviewCalendarEvents).set({ etag: change.etag, declinedAt: null, startsAt: change.start, endsAt: change.end, updatedAt: new Date() }).where(key);
    if (moved && change.end > change.start && (change.start.getTime() !== startsAt.getTime() || change.end.getTime() !== endsAt.getTime())) {
      result.moved++;
      await editInterview(ctx, { orgId: account.orgId, actorId: row.userId, actorName: name, actorEmail: email }, row.interviewId, { starts_at: change.start.toISOString(), ends_at: change.end.toISOString() });
    }
  }
  return result;
}

export type CalendarSyncOutcome = { state: 'stale' } | { state: 'synced'; result: CalendarSyncResult; next_in_seconds: number | null } | { state: 'failed'; error: string; next_in_seconds: number | null };

/** The job: syncs when it is the chain's expected run, then records the outcome and queues the next run. */
export async function runCalendarSync(ctx: AppContext, data: CalendarSyncJob): Promise<CalendarSyncOutcome> {
  const account = await accountById(ctx.db, data.org_id, data.account_id);
  const cursor = (account?.cursor ?? {}) as CalendarCursor;
  if (!account || !isCalendarProvider(account.provider) || account.status !== 'connected' || cursor.run !== data.run) return { state: 'stale' };
  let result: (CalendarSyncResult & { cursor: unknown }) | null = null;
  let error: string | null = null;
  let refused = false;
  let retryAfter: number | null = null;
  try {
    result = await syncCalendarAccount(ctx, account, cursor.provider);
  } catch (err) {
    const failure = failureOf(err, 'Sync failed');
    refused = failure.refused;
    retryAfter = failure.retryAfterSeconds;
    error = failure.message;
    ctx.log.warn({ err, account_id: account.id }, 'calendar sync failed');
  }
  const interval = ctx.env.integrations.syncIntervalMinutes * 60;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(integrationAccounts).where(eq(integrationAccounts.id, account.id)).for('update');
    const current = (row?.cursor ?? {}) as CalendarCursor;
    if (!row || current.run !== data.run) return { state: 'stale' as const };
    const failures = error ? (current.failures ?? 0) + 1 : 0;
    const backoff = Math.min(MAX_BACKOFF_SECONDS, Math.max(interval, 60) * 2 ** (failures - 1));
    const delay = refused ? null : error ? Math.max(backoff, retryAfter ?? 0) : interval > 0 ? interval : null;
    const run = newId();
    const cursorNext: CalendarCursor = { run, failures, provider: result ? result.cursor : (current.provider ?? null) };
    await tx
      .update(integrationAccounts)
      .set({ cursor: cursorNext, error, ...(refused ? { status: 'error' as const } : {}), ...(error ? {} : { lastSyncedAt: new Date() }), updatedAt: new Date() })
      .where(eq(integrationAccounts.id, account.id));
    if (delay !== null) await queueRun(tx, ctx, account, run, delay);
    if (error) return { state: 'failed' as const, error, next_in_seconds: delay };
    const { cursor: _cursor, ...summary } = result!;
    return { state: 'synced' as const, result: summary, next_in_seconds: delay };
  });
}

export async function startCalendarSyncWorker(ctx: AppContext) {
  await ctx.queue.createQueue(CALENDAR_SYNC_QUEUE, { name: CALENDAR_SYNC_QUEUE, ...CALENDAR_SYNC_OPTIONS });
  await ctx.queue.boss.work<CalendarSyncJob>(CALENDAR_SYNC_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs: PgBoss.Job<CalendarSyncJob>[]) => {
    for (const job of jobs) await ctx.queue.holdWhile(CALENDAR_SYNC_QUEUE, [job.id], CALENDAR_SYNC_OPTIONS.expireInSeconds, () => runCalendarSync(ctx, job.data));
  });
}
