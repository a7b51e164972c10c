/** Long-running operations (uploads, imports, exports), their per-file items, and stored resumes. */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OperationItemResult } from '@hirebase/shared';
import { users } from './auth';
import { candidates, jobs } from './recruiting';
import { ts } from './columns';
import { orgRef } from './refs';


export type OperationStatus = 'queued' | 'running' | 'completed' | 'failed';
export type ItemStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export const operations = pgTable(
  'operations',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    kind: text('kind').$type<'resume_upload' | 'import' | 'export'>().notNull(),
    status: text('status').$type<OperationStatus>().notNull().default('queued'),
    target: text('target').$type<'job' | 'resdb' | null>(),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    total: integer('total').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the operation was asked to do (an import's column mapping, an export's fields and filters). */
    params: jsonb('params').$type<Record<string, unknown>>(),
    /** A file the operation produced (an export), kept in storage and downloaded by its creator. */
    resultFileKey: text('result_file_key'),
    resultFileName: text('result_file_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('operations_org_created_idx').on(t.orgId, t.createdAt)],
);

export const operationItems = pgTable(
  'operation_items',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    operationId: text('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<ItemStatus>().notNull().default('queued'),
    /** What happened to a succeeded item. */
    result: text('result').$type<OperationItemResult>(),
    error: text('error'),
    sha256: text('sha256'),
    storageKey: text('storage_key'),
    candidateId: text('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('operation_items_operation_idx').on(t.operationId, t.position)],
);

/** One stored resume file per (organization, content hash): the idempotency key of parsing. */
export const resumes = pgTable(
  'resumes',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    candidateId: text('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status').$type<'parsed' | 'no_text' | 'failed'>().notNull(),
    text: text('text').notNull().default(''),
    parsed: jsonb('parsed').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resumes_org_sha_idx').on(t.orgId, t.sha256),
    index('resumes_candidate_idx').on(t.orgId, t.candidateId),
  ],
);

/** A user's saved candidate searches (query text and filters). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.orgId, t.userId)],
);
