/** The public REST API's keys and the webhooks that tell other systems about changes. */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScopes } from '@hirebase/shared';
import { ts } from './columns';
import { orgRef, userRef } from './refs';

/**
 * An organization's API key. Only the SHA-256 of the key is kept (the key is 256 random bits, shown
 * once); `prefix` is its first characters so people can tell keys apart. The key acts as its creator,
 * within its scopes.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<ApiKeyScopes>().notNull(),
    /** Requests per minute this key may make. */
    rateLimit: integer('rate_limit').notNull(),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('api_keys_org_idx').on(t.orgId, t.createdAt)],
);

/** Where an organization's events are sent, signed with the endpoint's secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    /** `whsec_` followed by the base64 of 32 random bytes. */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was turned off by the system (deliveries kept failing), null when on or turned off by hand. */
    disabledReason: text('disabled_reason'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.orgId)],
);

/**
 * One event sent to one endpoint: its id is the `webhook-id` every attempt carries, so a receiver
 * can drop a repeat. The row holds the request as sent and the last attempt's answer.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id'),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastAttemptAt: ts('last_attempt_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.orgId, t.endpointId, t.createdAt),
    uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventId),
  ],
);
