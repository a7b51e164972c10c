/**
 * Interview background work on pg-boss: sending invites, and "feedback due" once an interview has
 * ended. Both are durable (queued in the change's transaction) and safe to run more than once.
 */
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { interviews } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { notify } from '../notifications/notifications.service';
import { findInterview, interviewerIdsOf, scorecardAuthors } from './interviews.repo';
import { INVITE_QUEUE, INVITE_QUEUE_OPTIONS, sendInvite, type InviteJobData } from './invites';

export const FEEDBACK_QUEUE = 'interview-feedback-due';
type FeedbackJobData = { org_id: string; interview_id: string };

/** Queues the "feedback due" check for when the interview ends (again after each reschedule). */
export async function queueFeedbackDue(tx: Db, ctx: AppContext, p: { orgId: string; interviewId: string; endsAt: Date }) {
  await ctx.queue.insertInTx(tx, [
    { name: FEEDBACK_QUEUE, data: { org_id: p.orgId, interview_id: p.interviewId } satisfies FeedbackJobData, startAfter: p.endsAt, retryLimit: 5, retryDelay: 30, retryBackoff: true },
  ]);
}

/**
 * Notifies each interviewer who has no scorecard yet, once per interview (the dedupe key). A job
 * that fires before the interview's current end (it was moved later) does nothing: the
 * reschedule queued its own.
 */
export async function runFeedbackDue(ctx: AppContext, data: FeedbackJobData, now = new Date()) {
  await ctx.db.transaction(async (tx) => {
    const found = await findInterview(tx, { orgId: data.org_id, id: data.interview_id, lock: true });
    if (!found) return;
    const i = found.interview;
    if (i.status === 'canceled' || i.endsAt.getTime() > now.getTime()) return;
    if (i.status === 'scheduled') {
      await tx.update(interviews).set({ status: 'completed', updatedAt: new Date() }).where(and(eq(interviews.orgId, i.orgId), eq(interviews.id, i.id)));
    }
    const [assigned, done] = await Promise.all([
      interviewerIdsOf(tx, { orgId: i.orgId, interviewIds: [i.id] }),
      scorecardAuthors(tx, { orgId: i.orgId, interviewIds: [i.id] }),
    ]);
    const submitted = new Set(done.get(i.id) ?? []);
    const due = (assigned.get(i.id) ?? []).filter((u) => !submitted.has(u));
    await notify(tx, {
      orgId: i.orgId,
      userIds: due,
      kind: 'feedback_due',
      title: `Scorecard due: ${i.title}`,
      body: `${`${found.candidateFirst} ${found.candidateLast}`.trim()} — ${found.jobTitle}`,
      link: `/interviews?tab=awaiting_feedback`,
      dedupeKey: `feedback_due:${i.id}`,
    });
  });
}

export async function startInterviewWorkers(ctx: AppContext) {
  await ctx.queue.createQueue(INVITE_QUEUE, INVITE_QUEUE_OPTIONS);
  await ctx.queue.createQueue(FEEDBACK_QUEUE, { name: FEEDBACK_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 });
  await ctx.queue.boss.work<InviteJobData>(INVITE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await sendInvite(ctx, job.data);
  });
  await ctx.queue.boss.work<FeedbackJobData>(FEEDBACK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5 }, async (jobs: PgBoss.Job<FeedbackJobData>[]) => {
    for (const job of jobs) await runFeedbackDue(ctx, job.data);
  });
}
