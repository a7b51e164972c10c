/** Reactions to submission events: the recruiter hears when someone else (the client, a colleague) moves their submission. */
import { SUBMISSION_STATUS_LABELS, CLIENT_VERDICT_LABELS } from '@hirebase/shared';
import { defineSubscriber } from '../../lib/events';
import { notify } from '../notifications/notifications.service';
import { findSubmissionRow } from './submissions.repo';

export const notifyRecruiterOfStatus = defineSubscriber({
  name: 'submissions.notify-recruiter',
  on: ['submission.status_changed'],
  handle: async (_ctx, event, tx) => {
    const p = event.payload;
    if (!p.recruiter_id || p.recruiter_id === event.actor_id) return;
    const row = await findSubmissionRow(tx, { orgId: event.org_id, id: p.submission_id });
    if (!row) return;
    const candidate = `${row.candidateFirst} ${row.candidateLast}`.trim();
    const title = p.verdict
      ? `${row.clientName} answered “${CLIENT_VERDICT_LABELS[p.verdict]}” for ${candidate}`
      : `${candidate} for ${row.jobTitle}: ${SUBMISSION_STATUS_LABELS[p.to]}`;
    await notify(tx, {
      orgId: event.org_id,
      userIds: [p.recruiter_id],
      kind: 'submission',
      title,
      body: row.submission.feedback && p.verdict ? row.submission.feedback : '',
      link: `/clients/${row.submission.clientId}/submission/${row.submission.id}`,
      // Delivery is at least once: one notification per event.
      dedupeKey: `submission-event:${event.id}`,
    });
  },
});

export const submissionSubscribers = [notifyRecruiterOfStatus];
