/** Reactions to a finished attempt: the people who care are notified, and a configured model proposes grades. */
import { and, eq } from 'drizzle-orm';
import { isFeatureOn } from '@hirebase/shared';
import { jobs } from '../../db/schema';
import { defineSubscriber } from '../../lib/events';
import { notify } from '../notifications/notifications.service';
import { loadPlanAccess } from '../subscriptions/subscriptions.service';
import { findAttempt } from './attempts.repo';
import { SUGGEST_QUEUE, type SuggestJob } from './queues';

/** The inviter and the job's owner hear of the result, once per event. */
export const notifyCompleted = defineSubscriber({
  name: 'assessments.notify-completed',
  on: ['assessment.completed'],
  handle: async (_ctx, event, tx) => {
    const p = event.payload;
    const found = await findAttempt(tx, { orgId: event.org_id, id: p.attempt_id });
    if (!found) return;
    const [job] = await tx.select({ ownerId: jobs.ownerId }).from(jobs).where(and(eq(jobs.orgId, event.org_id), eq(jobs.id, p.job_id))).limit(1);
    const name = `${found.firstName} ${found.lastName}`.trim();
    const result = p.needs_grading > 0 ? `${p.needs_grading} ${p.needs_grading === 1 ? 'answer' : 'answers'} to grade` : `${p.percent}% — ${p.passed ? 'passed' : 'failed'}`;
    await notify(tx, {
      orgId: event.org_id,
      userIds: [found.attempt.invitedBy, job?.ownerId].filter((u): u is string => !!u),
      kind: 'assessment_completed',
      title: `${name} completed ${found.title}`,
      body: `${found.jobTitle}: ${result}${p.timed_out ? ' (time ran out)' : ''}`,
      link: `/jobs/${p.job_id}/candidate/${p.candidate_id}`,
      dedupeKey: `assessment_completed:${event.id}`,
    });
  },
});

/** With a model configured and the plan's `ai_assessment`, text answers get suggested grades in the background. */
export const suggestOnCompletion = defineSubscriber({
  name: 'assessments.suggest-grades',
  on: ['assessment.completed'],
  handle: async (ctx, event, tx) => {
    if (!ctx.ai || event.payload.needs_grading === 0) return;
    if (!isFeatureOn(await loadPlanAccess(tx, event.org_id), 'ai_assessment')) return;
    await ctx.queue.insertInTx(tx, [{ name: SUGGEST_QUEUE, data: { org_id: event.org_id, attempt_id: event.payload.attempt_id } satisfies SuggestJob, retryLimit: 2, retryDelay: 60 }]);
  },
});

export const assessmentSubscribers = [notifyCompleted, suggestOnCompletion];
