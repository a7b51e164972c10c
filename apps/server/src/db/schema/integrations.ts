/** Connected outside accounts: a user's mailbox or calendar, a video app, the organization's job portal. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';
import { orgRef } from './refs';

export type IntegrationProviderId = 'google_mail' | 'google_calendar' | 'microsoft_mail' | 'microsoft_calendar' | 'imap' | 'caldav' | 'zoom' | 'naukri';
export type IntegrationStatus = 'connected' | 'error' | 'revoked';

/**
 * One connection per (organization, provider, user); organization-level ones (the job portal) have no
 * user. `secret` is sealed by lib/secret-box (tokens, passwords) and never leaves the server;
 * `settings` is the non-secret configuration and `cursor` the sync state (history id, delta link,
 * UIDVALIDITY/UIDNEXT…). `error` is the reason shown to the user when the status is 'error'.
 */
export const integrationAccounts = pgTable(
  'integration_accounts',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<IntegrationProviderId>().notNull(),
    status: text('status').$type<IntegrationStatus>().notNull().default('connected'),
    /** What the user recognises the account by: its address, or the server's name. */
    label: text('label').notNull().default(''),
    secret: text('secret').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    cursor: jsonb('cursor').$type<Record<string, unknown>>().notNull().default({}),
    lastSyncedAt: ts('last_synced_at'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integration_accounts_owner_idx').on(t.orgId, t.provider, sql`coalesce(${t.userId}, '')`),
    index('integration_accounts_user_idx').on(t.userId),
  ],
);
