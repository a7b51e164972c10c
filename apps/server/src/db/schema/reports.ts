/** Saved reports: a report with its filters, mailed every week to chosen members. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
