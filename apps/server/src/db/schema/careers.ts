/** The careers site: each organization's career page, its jobs' postings, and what applicants send with an application. */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApplicationAnswer, ScreeningQuestion } from '@hirebase/shared';
import { ts } from './columns';
import { emailTemplates } from './messaging';
import { organizations } from './orgs';
import { applications, candidates, jobs } from './recruiting';
import { orgRef, userRef } from './refs';

export const careerPages = pgTable('career_pages', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The path segment after company/; unique across organizations together with the old slugs. */
  slug: text('slug').notNull().unique(),
  logoUrl: text('logo_url'),
  brandColor: text('brand_color').notNull().default('#1d4ed8'),
  about: text('about').notNull().default(''),
  benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
  links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
  privacyNotice: text('privacy_notice').notNull(),
  /** The questions a newly published job starts with. */
  defaultQuestions: jsonb('default_questions').$type<ScreeningQuestion[]>().notNull().default([]),
  confirmationTemplateId: text('confirmation_template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Slugs an organization used before: their addresses redirect to the current one. */
export const careerSlugHistory = pgTable(
  'career_slug_history',
  {
    slug: text('slug').primaryKey(),
    orgId: orgRef(),
    retiredAt: ts('retired_at').notNull().defaultNow(),
  },
  (t) => [index('career_slug_history_org_idx').on(t.orgId)],
);

export const jobPostings = pgTable(
  'job_postings',
  {
    jobId: text('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    orgId: orgRef(),
    /** The readable path segment (title words and a piece of the id); the job id is accepted too. */
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    showSalary: boolean('show_salary').notNull().default(false),
    questions: jsonb('questions').$type<ScreeningQuestion[]>().notNull().default([]),
    publishedAt: ts('published_at'),
    unpublishedAt: ts('unpublished_at'),
    updatedBy: userRef('updated_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_postings_org_slug_idx').on(t.orgId, t.slug), index('job_postings_org_published_idx').on(t.orgId, t.published)],
);

/** What an applicant sent besides the resume: answers to the job's questions (as asked then), cover letter, consent. */
export const applicationForms = pgTable('application_forms', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  orgId: orgRef(),
  answers: jsonb('answers').$type<ApplicationAnswer[]>().notNull().default([]),
  coverLetter: text('cover_letter'),
  privacyNotice: text('privacy_notice').notNull(),
  consentedAt: ts('consented_at').notNull().defaultNow(),
});

/** A candidate's request, from their confirmation email, to have their data erased; an admin confirms it. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    candidateId: text('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    /** Kept after the erasure only as the name shown in the list: "Erased candidate". */
    candidateName: text('candidate_name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'dismissed'>().notNull().default('pending'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    decidedBy: userRef('decided_by'),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('deletion_requests_org_status_idx').on(t.orgId, t.status, t.requestedAt),
    uniqueIndex('deletion_requests_pending_idx').on(t.orgId, t.candidateId).where(sql`${t.status} = 'pending'`),
  ],
);
