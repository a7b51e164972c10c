/** Support tickets with their message threads, and each user's "was this helpful" answer per help article. */
import { boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';
import { orgRef, userRef } from './refs';

export type SupportTicketStatus = 'open' | 'answered' | 'closed';
export type SupportAttachment = { id: string; file_name: string; content_type: string; size: number; storage_key: string };

/** A question or problem one member sent to the operators, in the organization they were working in. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    /** Who filed it; the ticket stays with the organization if the account goes. */
    userId: userRef('user_id'),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    status: text('status').$type<SupportTicketStatus>().notNull().default('open'),
    /** The in-app path the member was on when they opened the form. */
    page: text('page'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('support_tickets_user_idx').on(t.orgId, t.userId, t.updatedAt), index('support_tickets_status_idx').on(t.status, t.updatedAt)],
);

/** One message of a ticket's thread: the member's own, or an operator's reply (through the admin CLI). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: text('id').primaryKey(),
    orgId: orgRef(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author').$type<'member' | 'operator'>().notNull(),
    authorUserId: userRef('author_user_id'),
    /** The name shown in the thread (an operator's name is given on the command line). */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<SupportAttachment[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** A user's latest "was this helpful" answer for one help-center article (articles are files, named by slug). */
export const helpFeedback = pgTable(
  'help_article_feedback',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    helpful: boolean('helpful').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] }), index('help_article_feedback_slug_idx').on(t.slug)],
);
