/**
 * Talent scout: outside sourcing partners an organization invites, the jobs it shares with each,
 * and the candidates they submit (records). Partners are not users or members: they sign in by a
 * magic link (capability link purpose 'scout_magic_link') into a session of their own kind
 * (purpose 'scout_session', subject = the partner).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ScoutDuplicate, ScoutPartnerStatus, ScoutRecordStatus } from '@hirebase/shared';
import { ts } from './columns';
import { applications, candidates, jobs } from './recruiting';
import { orgRef, userRef } from './refs';

export const scoutPartners = pgTable(
  'scout_partners',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    commissionTerms: text('commission_terms').notNull().default(''),
    status: text('status').$type<ScoutPartnerStatus>().notNull().default('invited'),
    invitedBy: userRef('invited_by'),
    lastActivityAt: ts('last_activity_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scout_partners_org_email_idx').on(t.orgId, t.email), index('scout_partners_email_idx').on(t.email)],
);

/** A job shared with a partner, with the organization's notes for partners about it. */
export const scoutPartnerJobs = pgTable(
  'scout_partner_jobs',
  {
    orgId: orgRef(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => scoutPartners.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    showSalary: boolean('show_salary').notNull().default(false),
    sharedAt: ts('shared_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.jobId] }), index('scout_partner_jobs_job_idx').on(t.orgId, t.jobId)],
);

/** One candidate a partner submitted for one job, with the resume as it arrived and what the organization decided. */
export const scoutRecords = pgTable(
  'scout_records',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => scoutPartners.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The phone as the duplicate check compares it (E.164 or digits). */
    phoneKey: text('phone_key'),
    note: text('note').notNull().default(''),
    resumeFileName: text('resume_file_name').notNull(),
    resumeKind: text('resume_kind').$type<'pdf' | 'docx'>().notNull(),
    resumeSize: integer('resume_size').notNull(),
    resumeSha256: text('resume_sha256').notNull(),
    resumeStorageKey: text('resume_storage_key').notNull(),
    resumeText: text('resume_text').notNull().default(''),
    resumeFields: jsonb('resume_fields').$type<Record<string, unknown> | null>(),
    duplicates: jsonb('duplicates').$type<ScoutDuplicate[]>().notNull().default([]),
    status: text('status').$type<ScoutRecordStatus>().notNull().default('submitted'),
    /** Shown to the partner: why it was rejected, or what more the organization asks for. */
    rejectionReason: text('rejection_reason'),
    infoRequest: text('info_request'),
    candidateId: text('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'set null' }),
    decidedBy: userRef('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('scout_records_org_idx').on(t.orgId, t.createdAt),
    index('scout_records_partner_idx').on(t.partnerId, t.createdAt),
    index('scout_records_email_idx').on(t.orgId, t.email),
    index('scout_records_phone_idx').on(t.orgId, t.phoneKey),
    index('scout_records_hash_idx').on(t.orgId, t.resumeSha256),
  ],
);
