/**
 * Domain events (ARCHITECTURE.md, "Mechanisms the features share"): a change that other features
 * react to is published as one of these, in the transaction of the change, and delivered to its
 * subscribers by the queue. The map names each event and the payload it carries; payloads hold ids
 * and the facts of the change, never whole records, so a subscriber reads what it needs.
 */
import type { ClientVerdict, SubmissionStatus } from './contracts/submissions';
import type { ScoutRecordStatus } from './contracts/talent-scout';

export type DomainEvents = {
  'candidate.created': { candidate_id: string; source: string | null };
  'application.created': { application_id: string; candidate_id: string; job_id: string; stage_id: string; source: string | null };
  'application.stage_changed': {
    application_id: string;
    candidate_id: string;
    job_id: string;
    from_stage_id: string | null;
    to_stage_id: string;
  };
  /** An application entered a stage of kind hired (by a move, a placement or an automation). */
  'application.hired': { application_id: string; candidate_id: string; job_id: string; stage_id: string };
  'interview.scheduled': {
    interview_id: string;
    application_id: string;
    candidate_id: string;
    job_id: string;
    starts_at: string;
    ends_at: string;
    interviewer_ids: string[];
  };
  'interview.cancelled': { interview_id: string; application_id: string; candidate_id: string; job_id: string; starts_at: string };
  /** A client submission changed status or took the client's answer (`source` 'client', `actor_id` null). */
  'submission.status_changed': {
    submission_id: string;
    job_id: string;
    candidate_id: string;
    client_id: string;
    recruiter_id: string | null;
    from: SubmissionStatus;
    to: SubmissionStatus;
    source: 'recruiter' | 'client';
    verdict: ClientVerdict | null;
  };
  'talent_scout.record_status_changed': ScoutRecordStatusChanged;
  /** A candidate's attempt ended (submitted, or timed out with what was saved); `passed` is null while answers wait for a grade. */
  'assessment.completed': {
    attempt_id: string;
    assessment_id: string;
    application_id: string;
    candidate_id: string;
    job_id: string;
    percent: number;
    passed: boolean | null;
    needs_grading: number;
    timed_out: boolean;
  };
  /** A message from a job portal reached a connected mailbox; the raw RFC 822 message is the stored file `raw_file_key`. */
  'mail.portal_message_received': { account_id: string; user_id: string; message_id: string; raw_file_key: string; from: string; subject: string; received_at: string };
};

/** A sourcing partner's record was accepted into the job, rejected, or sent back with a question. */
export type ScoutRecordStatusChanged = {
  record_id: string;
  partner_id: string;
  job_id: string;
  from: ScoutRecordStatus;
  to: ScoutRecordStatus;
  candidate_id: string | null;
  application_id: string | null;
};

export type DomainEventType = keyof DomainEvents;

export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: string; type: K; org_id: string; actor_id: string | null; occurred_at: string; payload: DomainEvents[K] };
}[T];
