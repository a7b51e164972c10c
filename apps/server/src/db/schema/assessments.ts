/** Assessments (question sets), the jobs they belong to, and each candidate's attempt at one. */
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AttemptStatus, Grade, Question } from '@hirebase/shared';
import { applications, candidates, jobs } from './recruiting';
import { ts } from './columns';
import { orgRef, userRef } from './refs';

export const assessments = pgTable(
  'assessments',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    timeLimitMinutes: integer('time_limit_minutes'),
    /** Percent of the total points needed to pass. */
    passMark: integer('pass_mark').notNull().default(60),
    shuffle: boolean('shuffle').notNull().default(false),
    /** The question set, edited as a whole; each attempt keeps its own copy from the moment of the invitation. */
    questions: jsonb('questions').$type<Question[]>().notNull(),
    createdBy: userRef('created_by'),
    /** Deleted assessments stay for the attempts that were taken on them. */
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('assessments_org_updated_idx').on(t.orgId, t.updatedAt)],
);

export const assessmentJobs = pgTable(
  'assessment_jobs',
  {
    orgId: orgRef(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assessmentId, t.jobId] }), index('assessment_jobs_job_idx').on(t.orgId, t.jobId)],
);

export type StoredAnswer = { value: number | number[] | string | null; saved_at: string };
export type AttemptSignals = { tab_switches: number; pastes: Record<string, number>; time_ms: Record<string, number> };

/** One invitation and the one attempt it allows. */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The capability link the candidate opens (purpose `assessment_invitation`). */
    linkId: text('link_id').notNull(),
    status: text('status').$type<AttemptStatus>().notNull().default('invited'),
    /** The questions as they were at the invitation, in the order this candidate sees them. */
    questions: jsonb('questions').$type<Question[]>().notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    passMark: integer('pass_mark').notNull(),
    answers: jsonb('answers').$type<Record<string, StoredAnswer>>().notNull().default({}),
    grades: jsonb('grades').$type<Record<string, Grade>>().notNull().default({}),
    signals: jsonb('signals').$type<AttemptSignals>().notNull().default({ tab_switches: 0, pastes: {}, time_ms: {} }),
    score: numeric('score', { precision: 7, scale: 2, mode: 'number' }),
    maxScore: integer('max_score').notNull(),
    passed: boolean('passed'),
    needsGrading: integer('needs_grading').notNull().default(0),
    timedOut: boolean('timed_out').notNull().default(false),
    invitedBy: userRef('invited_by'),
    expiresAt: ts('expires_at'),
    startedAt: ts('started_at'),
    deadlineAt: ts('deadline_at'),
    submittedAt: ts('submitted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('assessment_attempts_assessment_idx').on(t.orgId, t.assessmentId, t.createdAt),
    index('assessment_attempts_application_idx').on(t.orgId, t.applicationId),
    index('assessment_attempts_job_idx').on(t.orgId, t.jobId),
    index('assessment_attempts_link_idx').on(t.linkId),
  ],
);
