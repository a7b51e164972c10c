/**
 * Interviews written to the interviewers' connected calendars as durable jobs. A change to an
 * interview (scheduled, moved, edited, cancelled) queues one `calendar-write` job in its
 * transaction; the job brings every interviewer's calendar to the interview's current state: the
 * event PUT whole under the interview's UID (so a rerun writes the same thing), removed where the
 * interview was cancelled or the person is no longer on it. What was written is kept per
 * (interview, interviewer) in `interview_calendar_events`, which the sync (sync.job.ts) reads back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../../db/client';
import { integrationAccounts, interviewCalendarEvents } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { CalDavAuthError, eventHref, putEvent, removeEvent } from '../../../providers/calendar/caldav';
import { buildCalendar } from '../../interviews/ics';
import { contactsOf, findInterview, interviewerIdsOf } from '../../interviews/interviews.repo';
import { updateAccount, type IntegrationAccount } from '../accounts';
import { calendarOf } from './connect';

export const CALENDAR_WRITE_QUEUE = 'calendar-write';
export type CalendarWriteJob = { org_id: string; interview_id: string };
export const CALENDAR_WRITE_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } as const;

/** Queues the write in the caller's transaction; the job reads the interview as it is when it runs. */
export async function queueCalendarWrite(tx: Db, ctx: Pick<AppContext, 'queue'>, p: { orgId: string; interviewId: string }) {
  await ctx.queue.insertInTx(tx, [{ name: CALENDAR_WRITE_QUEUE, data: { org_id: p.orgId, interview_id: p.interviewId } satisfies CalendarWriteJob, ...CALENDAR_WRITE_OPTIONS }]);
}

async function connectedCalendars(db: Db, orgId: string, userIds: string[]): Promise<Map<string, IntegrationAccount>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(integrationAccounts)
    .where(and(eq(integrationAccounts.orgId, orgId), eq(integrationAccounts.provider, 'caldav'), eq(integrationAccounts.status, 'connected'), inArray(integrationAccounts.userId, userIds)));
  return new Map(rows.map((r) => [r.userId!, r]));
}

export type WriteOutcome = { written: string[]; removed: string[]; unchanged: string[]; failed: { user_id: string; error: string }[] };

/** The job: every interviewer's calendar made to show the interview as it is now. Throws (for a retry) when a calendar failed. */
export async function runCalendarWrite(ctx: AppContext, data: CalendarWriteJob): Promise<WriteOutcome> {
  const out: WriteOutcome = { written: [], removed: [], unchanged: [], failed: [] };
  const found = await findInterview(ctx.db, { orgId: data.org_id, id: data.interview_id });
  const existing = await ctx.db.select().from(interviewCalendarEvents).where(and(eq(interviewCalendarEvents.orgId, data.org_id), eq(interviewCalendarEvents.interviewId, data.interview_id)));
  const assigned = found ? ((await interviewerIdsOf(ctx.db, { orgId: data.org_id, interviewIds: [data.interview_id] })).get(data.interview_id) ?? []) : [];
  const live = !!found && found.interview.status !== 'canceled';
  const wanted = live ? assigned : [];
  const accounts = await connectedCalendars(ctx.db, data.org_id, [...new Set([...wanted, ...existing.map((e) => e.userId)])]);
  const fail = async (account: IntegrationAccount, userId: string, err: unknown) => {
    const refused = err instanceof CalDavAuthError;
    const error = refused ? 'The CalDAV server refused the password; reconnect the calendar' : `Writing an interview failed: ${(err as Error).message}`;
    out.failed.push({ user_id: userId, error });
    await updateAccount(ctx.db, account.id, refused ? { status: 'error', error } : { error });
    ctx.log.warn({ err, account_id: account.id, interview_id: data.interview_id }, 'calendar write failed');
  };

  // Removed: cancelled, or no longer an interviewer (or the calendar was disconnected: the row goes).
  for (const row of existing.filter((e) => !wanted.includes(e.userId))) {
    const account = accounts.get(row.userId);
    try {
      if (account && account.id === row.accountId) {
        const { server, opts } = calendarOf(ctx, account);
        await removeEvent(server, row.href, opts);
      }
      await ctx.db.delete(interviewCalendarEvents).where(and(eq(interviewCalendarEvents.interviewId, row.interviewId), eq(interviewCalendarEvents.userId, row.userId)));
      out.removed.push(row.userId);
    } catch (err) {
      if (!account) throw err;
      await fail(account, row.userId, err);
    }
  }
  if (!found || !live) return finish(out);

  const i = found.interview;
  const people = await contactsOf(ctx.db, wanted);
  const creator = i.createdBy ? (await contactsOf(ctx.db, [i.createdBy]))[0] : undefined;
  const candidate = `${found.candidateFirst} ${found.candidateLast}`.trim();
  for (const userId of wanted) {
    const account = accounts.get(userId);
    if (!account) continue;
    const row = existing.find((e) => e.userId === userId && e.accountId === account.id);
    if (row && row.sequence === i.sequence && row.startsAt.getTime() === i.startsAt.getTime() && row.endsAt.getTime() === i.endsAt.getTime()) {
      out.unchanged.push(userId);
      continue;
    }
    try {
      const { server, calendar, opts } = calendarOf(ctx, account);
      const href = row?.href ?? eventHref(calendar, i.icsUid);
      const organizer = creator ?? people.find((p) => p.id === userId)!;
      const ics = buildCalendar({
        events: [
          {
            uid: i.icsUid,
            sequence: i.sequence,
            start: i.startsAt,
            end: i.endsAt,
            stamp: new Date(),
            summary: `${i.title} — ${candidate}`,
            description: [`${found.jobTitle}`, i.videoUrl ? `Join: ${i.videoUrl}` : null, `${ctx.env.publicUrl}/interviews`].filter(Boolean).join('\n'),
            location: i.location ?? i.videoUrl,
            url: i.videoUrl,
            organizer: { name: organizer.name, email: organizer.email },
            attendees: people.map((p) => ({ name: p.name, email: p.email })),
          },
        ],
        method: 'REQUEST',
      }).replace('METHOD:REQUEST\r\n', '');
      const etag = await putEvent(server, href, ics, opts);
      const values = { orgId: data.org_id, interviewId: i.id, userId, accountId: account.id, href, etag, sequence: i.sequence, startsAt: i.startsAt, endsAt: i.endsAt, declinedAt: null, updatedAt: new Date() };
      await ctx.db
        .insert(interviewCalendarEvents)
        .values(values)
        .onConflictDoUpdate({ target: [interviewCalendarEvents.interviewId, interviewCalendarEvents.userId], set: values });
      out.written.push(userId);
    } catch (err) {
      await fail(account, userId, err);
    }
  }
  return finish(out);
}

function finish(out: WriteOutcome): WriteOutcome {
  if (out.failed.length) throw Object.assign(new Error(out.failed.map((f) => f.error).join('; ')), { outcome: out });
  return out;
}

export async function startCalendarWriteWorker(ctx: AppContext) {
  await ctx.queue.createQueue(CALENDAR_WRITE_QUEUE, { name: CALENDAR_WRITE_QUEUE, ...CALENDAR_WRITE_OPTIONS });
  await ctx.queue.boss.work<CalendarWriteJob>(CALENDAR_WRITE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs: PgBoss.Job<CalendarWriteJob>[]) => {
    for (const job of jobs) await runCalendarWrite(ctx, job.data);
  });
}
