import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';


/** Mail that was not sent through SMTP lands here; the app shows it (and tests read it). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    /** File names and content types of what was attached (the content is not kept). */
    attachments: jsonb('attachments').$type<{ file_name: string; content_type: string }[]>().notNull().default([]),
    status: text('status').$type<'stored' | 'sent' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_org_idx').on(t.orgId, t.createdAt), index('outbox_to_idx').on(t.to)],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
});

export const activityLog = pgTable(
  'activity_log',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_org_time_idx').on(t.orgId, t.createdAt),
    index('activity_entity_idx').on(t.orgId, t.entityType, t.entityId),
  ],
);
