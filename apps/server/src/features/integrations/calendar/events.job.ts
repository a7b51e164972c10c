/**
 * Interviews written to the interviewers' connected calendars as durable jobs. A change to an
 * interview (scheduled, moved, edited, cancelled) queues one `calendar-write` job in its
 * transaction; the job brings every interviewer's calendar (CalDAV, Google or Outlook, through the
 * calendar adapter) to the interview's current state: the event written whole under the interview's
 * identity (so a rerun writes the same thing), removed where the interview was cancelled or the
 * person is no longer on it. What was written is kept per (interview, interviewer) in
 * `interview_calendar_events`, which the sync (sync.job.ts) reads back. The interview's video meeting
 * follows too (video.ts): a Meet or Teams meeting lives on its host's event, a Zoom one is moved or deleted.
 */
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../../db/client';
import { interviewCalendarEvents } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { contactsOf, findInterview, interviewerIdsOf } from '../../interviews/interviews.repo';
import { updateAccount, type IntegrationAccount } from '../accounts';
import { calendarAdapter, connectedCalendars, failureOf } from './calendars';
import { hostOf, syncVideoMeeting } from './video';

export const CALENDAR_WRITE_QUEUE = 'calendar-write';
export type CalendarWriteJob = { org_id: string; interview_id: string };
export const CALENDAR_WRITE_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } as const;

/** Queues the write in the caller's transaction; the job reads the interview as it is when it runs. */
export async function queueCalendarWrite(tx: Db, ctx: Pick<AppContext, 'queue'>, p: { orgId: string; interviewId: string; delaySeconds?: number }) {
  await ctx.queue.insertInTx(tx, [
    { name: CALENDAR_WRITE_QUEUE, data: { org_id: p.orgId, interview_id: p.interviewId } satisfies CalendarWriteJob, ...CALENDAR_WRITE_OPTIONS, ...(p.delaySeconds ? { startAfter: new Date(Date.now() + p.delaySeconds * 1000) } : {}) },
  ]);
}

export type WriteOutcome = { written: string[]; removed: string[]; unchanged: string[]; failed: { user_id: string; error: string }[]; retry_after_seconds?: number };

/** The job: every interviewer's calendar made to show the interview as it is now. Throws (for a retry) when a calendar failed. */
export async function runCalendarWrite(ctx: AppContext, data: CalendarWriteJob): Promise<WriteOutcome> {
  const out: WriteOutcome = { written: [], removed: [], unchanged: [], failed: [] };
  const found = await findInterview(ctx.db, { orgId: data.org_id, id: data.interview_id });
  const existing = await ctx.db.select().from(interviewCalendarEvents).where(and(eq(interviewCalendarEvents.orgId, data.org_id), eq(interviewCalendarEvents.interviewId, data.interview_id)));
  const assigned = found ? ((await interviewerIdsOf(ctx.db, { orgId: data.org_id, interviewIds: [data.interview_id] })).get(data.interview_id) ?? []) : [];
  const live = !!found && found.interview.status !== 'canceled';
  // A Meet or Teams meeting lives on its host's event: the host's calendar keeps it while the interview does.
  // A link replaced by hand (or a type no longer video) retires the meeting: its host event is not kept for it.
  const retired = !!found?.interview.videoMeeting && (found.interview.videoUrl !== found.interview.videoMeeting.url || found.interview.type !== 'video');
  const host = found && !retired ? hostOf(found.interview.videoMeeting) : null;
  const wanted = live ? [...new Set([...assigned, ...(host ? [host.userId] : [])])] : [];
  const accounts = await connectedCalendars(ctx.db, data.org_id, [...new Set([...wanted, ...existing.map((e) => e.userId), ...(host ? [host.userId] : [])])]);
  const fail = async (account: IntegrationAccount, userId: string, err: unknown) => {
    const failure = failureOf(err, 'Writing an interview failed');
    if (failure.retryAfterSeconds !== null) out.retry_after_seconds = Math.max(out.retry_after_seconds ?? 0, failure.retryAfterSeconds);
    else out.failed.push({ user_id: userId, error: failure.message });
    if (failure.refused) await updateAccount(ctx.db, account.id, { status: 'error', error: failure.message });
    else if (failure.retryAfterSeconds === null) await updateAccount(ctx.db, account.id, { error: failure.message });
    ctx.log.warn({ err, account_id: account.id, interview_id: data.interview_id }, 'calendar write failed');
  };

  // Removed: cancelled, or no longer an interviewer (or the calendar was disconnected: the row goes).
  for (const row of existing.filter((e) => !wanted.includes(e.userId))) {
    const account = accounts.get(row.userId);
    try {
      if (account && account.id === row.accountId) await calendarAdapter(ctx, account).remove(row.href);
      await ctx.db.delete(interviewCalendarEvents).where(and(eq(interviewCalendarEvents.interviewId, row.interviewId), eq(interviewCalendarEvents.userId, row.userId)));
      out.removed.push(row.userId);
    } catch (err) {
      if (!account) throw err;
      await fail(account, row.userId, err);
    }
  }
  // The host's event made at scheduling, with its meeting, goes with a cancelled interview even before any row was kept.
  if (!live && host && !existing.some((e) => e.userId === host.userId)) {
    const account = accounts.get(host.userId);
    if (account && account.id === host.accountId) {
      try {
        await calendarAdapter(ctx, account).remove(host.ref);
      } catch (err) {
        await fail(account, host.userId, err);
      }
    }
  }
  // A cancelled interview's link goes once its events are gone (a failed removal is retried first).
  if (found && (live || (!out.failed.length && out.retry_after_seconds === undefined))) {
    try {
      await syncVideoMeeting(ctx, found.interview, live && !retired);
    } catch (err) {
      const failure = failureOf(err, 'Updating the video meeting failed');
      if (failure.retryAfterSeconds !== null) out.retry_after_seconds = Math.max(out.retry_after_seconds ?? 0, failure.retryAfterSeconds);
      else out.failed.push({ user_id: found.interview.videoMeeting?.user_id ?? '', error: failure.message });
      ctx.log.warn({ err, interview_id: data.interview_id }, 'video meeting update failed');
    }
  }
  if (!found || !live) return finish(ctx, data, out);

  const i = found.interview;
  const people = await contactsOf(ctx.db, assigned);
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
    const isHost = !!host && host.userId === userId && host.accountId === account.id;
    try {
      const organizer = creator ?? people.find((p) => p.id === userId) ?? people[0]!;
      const written = await calendarAdapter(ctx, account).write(
        {
          interviewId: i.id,
          uid: i.icsUid,
          sequence: i.sequence,
          start: i.startsAt,
          end: i.endsAt,
          summary: `${i.title} — ${candidate}`,
          description: [`${found.jobTitle}`, i.videoUrl ? `Join: ${i.videoUrl}` : null, `${ctx.env.publicUrl}/interviews`].filter(Boolean).join('\n'),
          location: i.location ?? i.videoUrl,
          url: i.videoUrl,
          organizer: { name: organizer.name, email: organizer.email },
          attendees: people.map((p) => ({ name: p.name, email: p.email })),
          conference: isHost,
        },
        row?.href ?? (isHost ? host.ref : null),
      );
      const values = { orgId: data.org_id, interviewId: i.id, userId, accountId: account.id, href: written.ref, etag: written.etag, sequence: i.sequence, startsAt: i.startsAt, endsAt: i.endsAt, declinedAt: null, updatedAt: new Date() };
      await ctx.db
        .insert(interviewCalendarEvents)
        .values(values)
        .onConflictDoUpdate({ target: [interviewCalendarEvents.interviewId, interviewCalendarEvents.userId], set: values });
      out.written.push(userId);
    } catch (err) {
      await fail(account, userId, err);
    }
  }
  return finish(ctx, data, out);
}

async function finish(ctx: AppContext, data: CalendarWriteJob, out: WriteOutcome): Promise<WriteOutcome> {
  if (out.failed.length) throw Object.assign(new Error(out.failed.map((f) => f.error).join('; ')), { outcome: out });
  // Asked to slow down: the same write again once the provider's Retry-After has passed.
  if (out.retry_after_seconds !== undefined) await ctx.db.transaction((tx) => queueCalendarWrite(tx, ctx, { orgId: data.org_id, interviewId: data.interview_id, delaySeconds: out.retry_after_seconds }));
  return out;
}

export async function startCalendarWriteWorker(ctx: AppContext) {
  await ctx.queue.createQueue(CALENDAR_WRITE_QUEUE, { name: CALENDAR_WRITE_QUEUE, ...CALENDAR_WRITE_OPTIONS });
  await ctx.queue.boss.work<CalendarWriteJob>(CALENDAR_WRITE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs: PgBoss.Job<CalendarWriteJob>[]) => {
    for (const job of jobs) await runCalendarWrite(ctx, job.data);
  });
}
