/**
 * The client's answer on a report page sent with a submission: Interested, Not a fit or Request
 * interview, with a comment. It moves the submission forward (never back), lands in its history and
 * on the candidate's timeline, and the status event tells the recruiter.
 */
import { SUBMISSION_FLOW, VERDICT_STATUS, type ClientVerdict, type SubmissionStatus } from '@hirebase/shared';
import { notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { applyStatus, assertOpen } from './submission-status';
import { submissionOfReport } from './reports.repo';
import { lockSubmission } from './submissions.repo';

const rank = (s: SubmissionStatus) => (SUBMISSION_FLOW as readonly string[]).indexOf(s);

/** Where an answer takes the submission: 'Not a fit' rejects; the others only ever move it forward. */
export function statusAfter(current: SubmissionStatus, verdict: ClientVerdict): SubmissionStatus {
  const to = VERDICT_STATUS[verdict];
  if (to === 'rejected') return to;
  return rank(to) > rank(current) ? to : current;
}

export async function recordClientFeedback(ctx: AppContext, p: { orgId: string; reportId: string; verdict: ClientVerdict; comment: string }) {
  await ctx.db.transaction(async (tx) => {
    const sent = await submissionOfReport(tx, { orgId: p.orgId, reportId: p.reportId });
    if (!sent) throw notFound('Submission');
    const row = (await lockSubmission(tx, { orgId: p.orgId, id: sent.id }))!;
    assertOpen(row);
    await applyStatus(tx, ctx, row, { to: statusAfter(row.status, p.verdict), reason: null, actorId: null, verdict: p.verdict, feedback: p.comment || null });
  });
}
