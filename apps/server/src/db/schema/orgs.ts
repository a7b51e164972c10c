import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanId, Role } from '@hirebase/shared';
import { users } from './auth';
import { ts } from './columns';


export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    status: text('status').$type<'active' | 'deactivated'>().notNull().default('active'),
    /** Appended to the emails this member sends from this organization. */
    emailSignature: text('email_signature').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('memberships_org_user_idx').on(t.orgId, t.userId), index('memberships_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').$type<'pending' | 'accepted' | 'revoked'>().notNull().default('pending'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('invitations_org_idx').on(t.orgId, t.status)],
);

export const subscriptions = pgTable('subscriptions', {
  orgId: text('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  plan: text('plan').$type<PlanId>().notNull(),
  status: text('status').$type<'trialing' | 'active' | 'past_due' | 'canceled'>().notNull(),
  trialEndsAt: ts('trial_ends_at'),
  currentPeriodEnd: ts('current_period_end'),
  seats: integer('seats'),
  /** Hosted billing: the payment provider's customer and subscription (null in self-hosted mode). */
  providerCustomerId: text('provider_customer_id').unique(),
  providerSubscriptionId: text('provider_subscription_id'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** When the subscription first went past due; read-only starts a grace period later. */
  pastDueSince: ts('past_due_since'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Payment-provider webhook events already processed, by the provider's event id: each takes effect once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orgId: text('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
  processedAt: ts('processed_at').notNull().defaultNow(),
});
