/** Matching: a job's requirement versions, each candidate's score for the job, and how far scoring has come. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BreakdownItem, JobRequirementsInput, MatchExplanation, RequirementsSource } from '@hirebase/shared';
import { ts } from './columns';
import { candidates, jobs } from './recruiting';
import { orgRef, userRef } from './refs';

/** Every saved version of a job's requirements; the highest version drives ranking. */
export const jobRequirements = pgTable(
  'job_requirements',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source').$type<RequirementsSource>().notNull(),
    requirements: jsonb('requirements').$type<JobRequirementsInput>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_requirements_job_version_idx').on(t.jobId, t.version)],
);

/** A candidate's score for a job under one requirements version, with the points of each factor. */
export const matchScores = pgTable(
  'match_scores',
  {
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    score: real('score').notNull(),
    breakdown: jsonb('breakdown').$type<{ items: BreakdownItem[]; why: MatchExplanation }>().notNull(),
    scoredAt: ts('scored_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.candidateId] }),
    // The first page of recommendations walks this index from the top score down.
    index('match_scores_rank_idx').on(t.jobId, t.version, sql`${t.score} DESC`, t.candidateId),
    index('match_scores_candidate_idx').on(t.orgId, t.candidateId),
  ],
);

/**
 * How far scoring of a job has come: every live candidate up to (updated_at, id) in that order has a
 * score under `version`. A candidate who changes moves past the mark and is scored again on its own.
 */
export const matchProgress = pgTable('match_progress', {
  jobId: text('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  orgId: orgRef(),
  version: integer('version').notNull(),
  throughUpdatedAt: ts('through_updated_at'),
  throughId: text('through_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
