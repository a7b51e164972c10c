/** The recruiting loop: jobs and their stages, candidates, applications, clients, notes, tags. */
import { getTableColumns, sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import type { StageKind } from './pipelines';
import { ts, tsMs } from './columns';
import { orgRef, userRef } from './refs';

/** Maintained by a database trigger (migration 0003) from the candidate's fields and resume text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    name: text('name').notNull(),
    website: text('website'),
    industry: text('industry'),
    location: text('location'),
    phone: text('phone'),
    description: text('description'),
    status: text('status').$type<'prospect' | 'active' | 'inactive'>().notNull().default('active'),
    ownerId: userRef('owner_id'),
    createdBy: userRef('created_by'),
    /** Values of the organization's custom fields, keyed by field id (see custom-fields.ts). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('clients_org_name_idx').on(t.orgId, t.name)],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
    isPrimary: integer('is_primary').notNull().default(0),
    /** Values of the organization's custom fields, keyed by field id (see custom-fields.ts). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('client_contacts_client_idx').on(t.orgId, t.clientId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    title: text('title').notNull(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    department: text('department'),
    location: text('location'),
    workplace: text('workplace').$type<'onsite' | 'remote' | 'hybrid'>().notNull().default('onsite'),
    employmentType: text('employment_type')
      .$type<'full_time' | 'part_time' | 'contract' | 'temporary' | 'internship'>()
      .notNull()
      .default('full_time'),
    openings: integer('openings').notNull().default(1),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period').$type<'year' | 'month' | 'hour'>(),
    experienceMin: integer('experience_min'),
    experienceMax: integer('experience_max'),
    requiredSkills: text('required_skills').array().notNull().default(sql`'{}'::text[]`),
    niceToHaveSkills: text('nice_to_have_skills').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    status: text('status').$type<'draft' | 'open' | 'on_hold' | 'closed' | 'filled'>().notNull().default('draft'),
    ownerId: userRef('owner_id'),
    createdBy: userRef('created_by'),
    archivedAt: ts('archived_at'),
    /** Values of the organization's custom fields, keyed by field id (see custom-fields.ts). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_org_status_idx').on(t.orgId, t.status, t.updatedAt),
    index('jobs_org_client_idx').on(t.orgId, t.clientId),
  ],
);

export const jobHiringTeam = pgTable(
  'job_hiring_team',
  {
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] })],
);

/** A job's own stages, copied from a pipeline template when the job is created. */
export const jobStages = pgTable(
  'job_stages',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<StageKind>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('job_stages_job_idx').on(t.jobId, t.position)],
);

export const candidates = pgTable(
  'candidates',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    location: text('location'),
    currentTitle: text('current_title'),
    currentCompany: text('current_company'),
    yearsExperience: numeric('years_experience', { precision: 4, scale: 1, mode: 'number' }),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    links: jsonb('links').$type<{ kind: string; url: string }[]>().notNull().default([]),
    source: text('source'),
    /** The candidate asked not to receive bulk email. */
    emailOptOut: boolean('email_opt_out').notNull().default(false),
    ownerId: userRef('owner_id'),
    createdBy: userRef('created_by'),
    mergedIntoId: text('merged_into_id'),
    searchVector: tsvector('search_vector'),
    /** The vector's small part (name, title, skills, company, location, email, source, filter tokens), kept in the row. */
    searchHead: tsvector('search_head'),
    /** Adjacent lexeme pairs of the full vector (a chr(31) b), so a phrase is an index lookup (migration 0027). */
    searchPairs: tsvector('search_pairs'),
    /** Values of the organization's custom fields, keyed by field id (see custom-fields.ts). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: tsMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('candidates_org_updated_idx').on(t.orgId, t.updatedAt),
    // Search's recency order (updated_at, then id) over live candidates: deep pages walk this index.
    index('candidates_org_recent_idx').on(t.orgId, t.updatedAt, t.id).where(sql`${t.mergedIntoId} IS NULL`),
    index('candidates_search_idx').using('gin', t.searchVector),
    // Skill and source filters (tokens in the head) and words that hit name, title or skills.
    index('candidates_search_head_idx').using('gin', t.searchHead),
    index('candidates_search_pairs_idx').using('gin', t.searchPairs),
    index('candidates_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('candidates_org_name_idx').on(t.orgId, t.lastName, t.firstName),
    // Search's location filter is a substring match (ILIKE '%berlin%'): trigrams let it join the bitmap AND.
    index('candidates_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    // Custom-field filters (`custom_fields @> {...}`) join the search's bitmap AND.
    index('candidates_custom_fields_idx').using('gin', sql`${t.customFields} jsonb_path_ops`),
  ],
);

/** A candidate's columns without the search vectors, which only the search reads (the pairs alone are ~9 KB a row). */
const { searchVector: _vector, searchHead: _head, searchPairs: _pairs, ...candidateFields } = getTableColumns(candidates);
export const candidateColumns = candidateFields;

/**
 * Every email and phone of every candidate: the duplicate check. An email belongs to one candidate
 * of the organization; a phone may be shared (an agency's or a family's number), see decision 014.
 */
export const candidateIdentities = pgTable(
  'candidate_identities',
  {
    orgId: orgRef(),
    kind: text('kind').$type<'email' | 'phone'>().notNull(),
    value: text('value').notNull(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.kind, t.value, t.candidateId] }),
    uniqueIndex('candidate_identities_email_idx').on(t.orgId, t.value).where(sql`${t.kind} = 'email'`),
    index('candidate_identities_candidate_idx').on(t.candidateId),
  ],
);

/**
 * Two candidates who may be one person (a shared identity without the evidence to merge them), for a
 * recruiter to confirm (merge) or dismiss. The pair is stored once, lower id first; a dismissed
 * pair is never proposed again.
 */
export const candidateDuplicates = pgTable(
  'candidate_duplicates',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    otherId: text('other_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    /** The identity both hold ('phone', or 'email' under different names), and its value. */
    reason: text('reason').$type<'email' | 'phone'>().notNull(),
    value: text('value').notNull(),
    status: text('status').$type<'open' | 'confirmed' | 'dismissed'>().notNull().default('open'),
    decidedBy: userRef('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_duplicates_pair_idx').on(t.orgId, t.candidateId, t.otherId),
    index('candidate_duplicates_other_idx').on(t.orgId, t.otherId),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    stageId: text('stage_id')
      .notNull()
      .references(() => jobStages.id),
    status: text('status').$type<'active' | 'rejected' | 'withdrawn' | 'hired'>().notNull().default('active'),
    rejectionReason: text('rejection_reason'),
    /** Where the application came from: `careers_site`, a tracked apply link's source (`linkedin`…), or null when added in the app. */
    source: text('source'),
    stageEnteredAt: ts('stage_entered_at').notNull().defaultNow(),
    createdBy: userRef('created_by'),
    /** Values of the organization's custom fields, keyed by field id (see custom-fields.ts). */
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // Kept by database triggers (migration 0025), whatever writes the application, its candidate, interviews or
    // history: the candidate's source ('' when none), the first interview not canceled, the first entry into an
    // offer, and the last into hired while the application is hired — what the sources report counts.
    candidateSource: text('candidate_source'),
    interviewedAt: ts('interviewed_at'),
    offeredAt: ts('offered_at'),
    hiredAt: ts('hired_at'),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_idx').on(t.jobId, t.candidateId),
    index('applications_org_job_stage_idx').on(t.orgId, t.jobId, t.stageId),
    index('applications_candidate_idx').on(t.orgId, t.candidateId),
    index('applications_org_job_source_idx').on(t.orgId, t.jobId, t.source),
    // Reports read applications by when they were created.
    index('applications_org_created_idx').on(t.orgId, t.createdAt),
    // The pipeline counts the applications in each stage now from this index alone.
    index('applications_org_active_stage_idx').on(t.orgId, t.stageId).where(sql`status = 'active'`),
    // The sources report's days to hire and the team's hires read the hired applications from this index alone.
    index('applications_org_hired_idx')
      .on(t.orgId, t.createdAt, t.hiredAt, t.candidateSource, t.id)
      .where(sql`hired_at IS NOT NULL`),
  ],
);

export const applicationStageHistory = pgTable(
  'application_stage_history',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStageId: text('from_stage_id'),
    toStageId: text('to_stage_id').notNull(),
    toStageKind: text('to_stage_kind').$type<StageKind>().notNull(),
    movedBy: userRef('moved_by'),
    movedAt: ts('moved_at').notNull().defaultNow(),
    // Kept by a database trigger (migration 0023) from the application's entries, whatever writes them: when
    // this stay ended (the next entry), the furthest funnel stage reached from this entry on (1 = sourced …
    // 6 = hired), and when the application last entered this kind before (null: never).
    leftAt: ts('left_at'),
    furthest: smallint('furthest'),
    previousEntryAt: ts('previous_entry_at'),
    // Kept by database triggers (migration 0025): on an entry into 'rejected', the application's rejection reason
    // ('No reason given' when blank) while the application is still rejected; null otherwise (a reopened rejection
    // is no drop-off).
    standingRejection: text('standing_rejection'),
  },
  (t) => [
    index('stage_history_application_idx').on(t.applicationId, t.movedAt),
    index('stage_history_org_kind_idx').on(t.orgId, t.toStageKind, t.movedAt),
    // The pipeline report reads a period's entries and their stays from this index alone.
    index('stage_history_org_stays_idx').on(t.orgId, t.movedAt, t.toStageKind, t.furthest, t.leftAt, t.previousEntryAt),
    // Its medians and p90s of the stays that ended read them by kind, in the order they are grouped, without a sort.
    index('stage_history_org_kind_stays_idx').on(t.orgId, t.toStageKind, t.movedAt, t.leftAt).where(sql`left_at IS NOT NULL`),
    // The team report's hires: each member's entries into hired in a period.
    index('stage_history_org_hires_idx').on(t.orgId, t.movedAt, t.movedBy, t.applicationId).where(sql`to_stage_kind = 'hired'`),
    // Reports count each member's moves in a period.
    index('stage_history_org_mover_idx').on(t.orgId, t.movedBy, t.movedAt),
  ],
);

export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('rejection_reasons_org_idx').on(t.orgId, t.position)],
);

export const notes = pgTable(
  'notes',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    entityType: text('entity_type').$type<'candidate' | 'client' | 'job'>().notNull(),
    entityId: text('entity_id').notNull(),
    body: text('body').notNull(),
    mentions: text('mentions').array().notNull().default(sql`'{}'::text[]`),
    authorId: userRef('author_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notes_entity_idx').on(t.orgId, t.entityType, t.entityId, t.createdAt)],
);

export const tags = pgTable(
  'tags',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    name: text('name').notNull(),
    colorFg: text('color_fg').notNull(),
    colorBg: text('color_bg').notNull(),
    feature: text('feature').$type<'candidates' | 'jobs' | 'clients'>().notNull(),
    createdBy: userRef('created_by'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_org_feature_name_idx').on(t.orgId, t.feature, sql`lower(${t.name})`)],
);

export const entityTags = pgTable(
  'entity_tags',
  {
    orgId: orgRef(),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    entityId: text('entity_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.entityId] }), index('entity_tags_entity_idx').on(t.orgId, t.entityId)],
);
