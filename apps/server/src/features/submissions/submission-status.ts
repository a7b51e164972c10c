/**
 * The one way a submission's status changes, for a recruiter and for the client's answer alike: the
 * row, a history event, the activity entry, the mapped pipeline move (which fires the stage's
 * triggers) and the `submission.status_changed` domain event, all in the caller's transaction.
 */
import { CLOSED_SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS, type ClientVerdict, type SubmissionStatus } from '@hirebase/shared';
import type { Db } from '../../db/client';
import type { submissions } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { publishEvent } from '../../lib/events';
import { newId } from '../../lib/ids';
import { moveApplicationTo } from '../applications/applications.service';
import { insertEvent, stageMapRows, updateSubmission } from './submissions.repo';

type SubmissionRecord = typeof submissions.$inferSelect;
export type StatusChange = {
  to: SubmissionStatus;
  reason: string | null;
  /** null when the client answered through the report page. */
  actorId: string | null;
  verdict?: ClientVerdict | null;
  feedback?: string | null;
};

export function assertOpen(row: SubmissionRecord) {
  if (CLOSED_SUBMISSION_STATUSES.includes(row.status)) {
    throw new AppError('conflict', `This submission is closed (${SUBMISSION_STATUS_LABELS[row.status]})`, { status: row.status });
  }
}

/** Applies the change to a locked, open submission. */
export async function applyStatus(tx: Db, ctx: AppContext, row: SubmissionRecord, change: StatusChange) {
  const orgId = row.orgId;
  const now = new Date();
  const statusMoves = change.to !== row.status;
  const set: Partial<SubmissionRecord> = statusMoves ? { status: change.to, statusChangedAt: now } : {};
  if (change.verdict) Object.assign(set, { verdict: change.verdict, feedback: change.feedback || null, feedbackAt: now });
  await updateSubmission(tx, { orgId, id: row.id, set });
  const source = change.actorId ? ('recruiter' as const) : ('client' as const);
  await insertEvent(tx, {
    id: newId(),
    orgId,
    submissionId: row.id,
    fromStatus: row.status,
    toStatus: change.to,
    reason: change.verdict ? change.feedback || null : change.reason,
    source,
    actorId: change.actorId,
    verdict: change.verdict ?? null,
    createdAt: now,
  });
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  if (statusMoves) changes.status = { before: row.status, after: change.to };
  if (change.reason) changes.reason = { before: null, after: change.reason };
  if (change.verdict) changes.client_feedback = { before: row.verdict, after: change.verdict };
  if (change.feedback) changes.client_comment = { before: null, after: change.feedback };
  await logActivity(tx, { orgId, actorId: change.actorId, action: 'update', entityType: 'submission', entityId: row.id, changes });

  if (statusMoves) {
    const mapped = (await stageMapRows(tx, { orgId, jobId: row.jobId })).find((m) => m.status === change.to);
    if (mapped && row.applicationId) {
      await moveApplicationTo(tx, ctx.queue, { orgId, actorId: change.actorId }, { applicationId: row.applicationId, stageId: mapped.stageId });
    }
  }
  await publishEvent(ctx, tx, {
    orgId,
    type: 'submission.status_changed',
    actorId: change.actorId,
    payload: {
      submission_id: row.id,
      job_id: row.jobId,
      candidate_id: row.candidateId,
      client_id: row.clientId,
      recruiter_id: row.submittedBy,
      from: row.status,
      to: change.to,
      source,
      verdict: change.verdict ?? null,
    },
  });
}

/** The mapped stage of a new submission's first status, when the job maps one. */
export async function moveForNewSubmission(tx: Db, ctx: Pick<AppContext, 'queue'>, p: { orgId: string; actorId: string; jobId: string; applicationIds: string[] }) {
  const mapped = (await stageMapRows(tx, { orgId: p.orgId, jobId: p.jobId })).find((m) => m.status === 'submitted');
  if (!mapped) return;
  for (const applicationId of p.applicationIds) {
    await moveApplicationTo(tx, ctx.queue, { orgId: p.orgId, actorId: p.actorId }, { applicationId, stageId: mapped.stageId });
  }
}
