/** Saved reports: a report with its filters, mailed every week to chosen members. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ReportName, SavedReportFilters } from '@hirebase/shared';
import { ts } from './columns';
import { orgRef, userRef } from './refs';

export const savedReports = pgTable(
  'saved_reports',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    name: text('name').notNull(),
    report: text('report').$type<ReportName>().notNull(),
    filters: jsonb('filters').$type<SavedReportFilters>().notNull(),
    /** Users (active members when mailed) who receive it. */
    recipientIds: text('recipient_ids').array().notNull().default(sql`'{}'::text[]`),
    /** 0 = Sunday … 6 = Saturday, in UTC. */
    weekday: integer('weekday').notNull(),
    /** When the next mail is due; the queued job carries it, so a job for an older time does nothing. */
    nextRunAt: ts('next_run_at').notNull(),
    lastSentAt: ts('last_sent_at'),
    /** The member whose view of the figures is mailed (a recruiter's own work). */
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_reports_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * Per-day counts of the stage history, kept by database triggers (migration 0025) in the transaction that writes
 * the history, whatever writes it, so the reports without a filter add a period's figures up from days instead of
 * reading every entry. Entries into each kind, by the UTC day of the entry and of the application's previous entry
 * into the same kind ('-infinity': none), whether it moved on (reached a further funnel stage) and its standing
 * rejection reason ('' when none): a period's "entered" is the entries whose previous day is before it.
 */
export const stageEntryDays = pgTable(
  'stage_entry_days',
  {
    orgId: orgRef(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    previousDay: date('previous_day', { mode: 'string' }).notNull(),
    movedOn: boolean('moved_on').notNull(),
    reason: text('reason').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ name: 'stage_entry_days_pk', columns: [t.orgId, t.day, t.kind, t.previousDay, t.movedOn, t.reason] })],
);

/** Per-day counts of each member's moves (entries with a from-stage), kept with stage_entry_days. */
export const stageMoveDays = pgTable(
  'stage_move_days',
  {
    orgId: orgRef(),
    day: date('day', { mode: 'string' }).notNull(),
    movedBy: text('moved_by').notNull(),
    moves: integer('moves').notNull(),
  },
  (t) => [primaryKey({ name: 'stage_move_days_pk', columns: [t.orgId, t.day, t.movedBy] })],
);

/**
 * Per-day counts of applications, kept by database triggers (migration 0025) from the columns the sources report
 * reads (applications.candidate_source … hired_at): by the UTC day of their creation, their candidate's source as
 * written (the channel is worked out when reading, from SOURCE_CHANNEL_PATTERNS) and how far they got.
 */
export const applicationDays = pgTable(
  'application_days',
  {
    orgId: orgRef(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    interviewed: boolean('interviewed').notNull(),
    offered: boolean('offered').notNull(),
    hired: boolean('hired').notNull(),
    applications: integer('applications').notNull(),
  },
  (t) => [primaryKey({ name: 'application_days_pk', columns: [t.orgId, t.day, t.source, t.interviewed, t.offered, t.hired] })],
);
