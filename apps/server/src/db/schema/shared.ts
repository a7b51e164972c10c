/** Tables of the mechanisms every feature shares: the domain-event outbox and capability links. */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { orgRef, userRef } from './refs';

/**
 * Every domain event, written in the transaction of the change it describes. The queue job that
 * delivers it is sent in the same transaction, so an event exists exactly when its change does.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    type: text('type').notNull(),
    actorId: text('actor_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('domain_events_org_type_idx').on(t.orgId, t.type, t.occurredAt)],
);

/** One row per (event, subscriber) that has handled it: a redelivered event finds its row and is skipped. */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    deliveredAt: ts('delivered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);

/**
 * A capability link: whoever holds the token may do the one thing its purpose names for its
 * subject, until it expires, is revoked or (single use) is used. Only the token's hash is kept.
 */
export const capabilityLinks = pgTable(
  'capability_links',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    purpose: text('purpose').notNull(),
    subjectId: text('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at'),
    singleUse: boolean('single_use').notNull().default(false),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: ts('last_viewed_at'),
  },
  (t) => [index('capability_links_subject_idx').on(t.orgId, t.purpose, t.subjectId)],
);

/** Who opened a capability link: time, a keyed hash of the address (never the address) and the browser. */
export const capabilityLinkViews = pgTable(
  'capability_link_views',
  {
    id: text('id').primaryKey(),
    linkId: text('link_id')
      .notNull()
      .references(() => capabilityLinks.id, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
    ipHash: text('ip_hash'),
    userAgent: text('user_agent'),
  },
  (t) => [index('capability_link_views_link_idx').on(t.linkId, t.viewedAt)],
);
