/** Email templates and sent emails, stage triggers and their runs, in-app notifications. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { applications, candidates, jobStages, jobs } from './recruiting';
import { ts } from './columns';
import { integrationAccounts } from './integrations';
import { orgRef, userRef } from './refs';


export const emailTemplates = pgTable(
  'email_templates',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** Plain text with {{merge.fields}}; rendered as text, never as HTML. */
    body: text('body').notNull(),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_templates_org_name_idx').on(t.orgId, sql`lower(${t.name})`)],
);

export type EmailStatus = 'queued' | 'sent' | 'failed' | 'skipped' | 'bounced';

/** A file that came with a synced message, kept in storage. */
export type EmailAttachment = { file_key: string; filename: string; content_type: string; size: number };

/** One email to one candidate: queued in the same transaction as the request, sent by the queue. */
export const emails = pgTable(
  'emails',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    candidateId: text('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    templateId: text('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    /** Emails sent together (one bulk send) share a batch id. */
    batchId: text('batch_id'),
    toEmail: text('to_email'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    sentBy: userRef('sent_by'),
    /** What sent it: a person, or a stage trigger. */
    origin: text('origin').$type<'user' | 'trigger'>().notNull().default('user'),
    sentAt: ts('sent_at'),
    /** outbound: the user wrote to the candidate; inbound: the candidate wrote (synced from a mailbox). */
    direction: text('direction').$type<'outbound' | 'inbound'>().notNull().default('outbound'),
    /** The RFC 5322 Message-ID with its angle brackets: one row per message per organization. */
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    /** The References header: the thread's earlier Message-IDs, space-separated. */
    threadRefs: text('thread_refs'),
    fromEmail: text('from_email'),
    /** The HTML part as received; sanitized whenever it is shown. */
    htmlBody: text('html_body'),
    /** The connected mailbox it was synced from or sent through. */
    integrationAccountId: text('integration_account_id').references(() => integrationAccounts.id, { onDelete: 'set null' }),
    /** The mailbox's own id of the message (Gmail id, Graph id, IMAP UIDVALIDITY:UID). */
    providerMessageId: text('provider_message_id'),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /** When a mailbox sync brought it in (null: written in Hirebase). */
    syncedAt: ts('synced_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('emails_candidate_idx').on(t.orgId, t.candidateId, t.createdAt),
    index('emails_org_created_idx').on(t.orgId, t.createdAt),
    uniqueIndex('emails_org_message_id_idx').on(t.orgId, t.messageId),
  ],
);

export type TriggerAction = 'send_email' | 'notify' | 'move_after_days' | 'send_assessment';

/** "When an application enters this stage, do this." */
export const jobTriggers = pgTable(
  'job_triggers',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: text('stage_id')
      .notNull()
      .references(() => jobStages.id, { onDelete: 'cascade' }),
    action: text('action').$type<TriggerAction>().notNull(),
    /** send_email {template_id}; notify {user_ids}; move_after_days {days, to_stage_id}; send_assessment {assessment_id}. */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('job_triggers_job_stage_idx').on(t.orgId, t.jobId, t.stageId)],
);

export type TriggerRunStatus = 'pending' | 'succeeded' | 'failed' | 'skipped';

/** One run per (trigger, event): the unique key makes a retried job run the trigger at most once. */
export const triggerRuns = pgTable(
  'trigger_runs',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    triggerId: text('trigger_id')
      .notNull()
      .references(() => jobTriggers.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The event that fired it: the stage-history row of the move. */
    eventId: text('event_id').notNull(),
    status: text('status').$type<TriggerRunStatus>().notNull().default('pending'),
    outcome: text('outcome'),
    runAfter: ts('run_after'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('trigger_runs_trigger_event_idx').on(t.triggerId, t.eventId),
    index('trigger_runs_org_created_idx').on(t.orgId, t.createdAt),
  ],
);

export type NotificationKind = 'mention' | 'interview_assigned' | 'feedback_due' | 'operation_finished' | 'trigger' | 'submission' | 'assessment_completed' | 'support_reply' | 'webhook_disabled' | 'interview_self_scheduled';

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** An in-app path, e.g. /interviews?id=…; never an external URL. */
    link: text('link'),
    /** Same key, same user: one notification (e.g. feedback due once per interview). */
    dedupeKey: text('dedupe_key'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.orgId, t.userId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);
