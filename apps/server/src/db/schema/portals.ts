/** Job portals (Naukri…): which jobs an organization publishes to each portal, and the applicants taken in from it. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { applications, candidates, jobs } from './recruiting';
import { orgRef, userRef } from './refs';

/**
 * A job on one portal: published or not, and the values of the portal's own fields that a job has no
 * column for (industry, functional area…), keyed by the portal field's key. The feed serves the
 * published rows of open jobs whose required fields are all filled.
 */
export const portalPostings = pgTable(
  'portal_postings',
  {
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    portal: text('portal').notNull(),
    published: boolean('published').notNull().default(false),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    publishedAt: ts('published_at'),
    unpublishedAt: ts('unpublished_at'),
    updatedBy: userRef('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.portal] }), index('portal_postings_org_idx').on(t.orgId, t.portal, t.published)],
);

export type PortalChannel = 'file' | 'email';
export type PortalOutcome = 'created' | 'matched' | 'skipped';

/**
 * One applicant a portal sent: from a row of its export or from one of its application emails, with
 * what became of it. An email is taken once (its Message-ID is the ref), whatever reruns the sync.
 */
export const portalApplicants = pgTable(
  'portal_applicants',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    portal: text('portal').notNull(),
    channel: text('channel').$type<PortalChannel>().notNull(),
    /** The email's Message-ID, or the file's name and row. */
    ref: text('ref').notNull(),
    outcome: text('outcome').$type<PortalOutcome>().notNull(),
    reason: text('reason'),
    name: text('name').notNull().default(''),
    email: text('email'),
    candidateId: text('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'set null' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portal_applicants_email_idx').on(t.orgId, t.portal, t.ref).where(sql`${t.channel} = 'email'`),
    index('portal_applicants_recent_idx').on(t.orgId, t.portal, t.createdAt),
  ],
);
