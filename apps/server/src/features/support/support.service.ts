/**
 * Support tickets: a member files one from the organization they work in (the page they came from
 * attached), follows the thread, and adds to it; operators answer with `npm run admin -- support-reply`.
 * A new ticket and each member message is mailed to SUPPORT_EMAIL when it is set (through the outbox,
 * in the same transaction as the message).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  SUPPORT_CATEGORY_LABELS,
  supportMessageInputSchema,
  supportTicketInputSchema,
  type SupportCategory,
  type SupportMessage,
  type SupportStatus,
  type SupportTicket,
  type SupportTicketSummary,
} from '@hirebase/shared';
import type { Db } from '../../db/client';
import { organizations, supportMessages, supportTickets, users, type SupportAttachment } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { validate } from '../../lib/http';
import { newId } from '../../lib/ids';
import { ensureOutboxQueue, queueMailInTx } from '../../lib/mailer';
import { notify } from '../notifications/notifications.service';

export type Member = { orgId: string; userId: string; name: string; email: string };

/** Written out in full: inside a select from support_tickets, drizzle would leave the outer column unqualified. */
const messageCount = sql<number>`(SELECT count(*)::int FROM support_messages m WHERE m.ticket_id = support_tickets.id)`;

function toSummary(t: typeof supportTickets.$inferSelect, messages: number): SupportTicketSummary {
  return {
    id: t.id,
    subject: t.subject,
    category: t.category as SupportCategory,
    status: t.status,
    page: t.page,
    messages,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

const toMessage = (m: typeof supportMessages.$inferSelect): SupportMessage => ({
  id: m.id,
  author: m.author,
  author_name: m.authorName,
  body: m.body,
  attachments: m.attachments.map(({ id, file_name, content_type, size }) => ({ id, file_name, content_type, size })),
  created_at: m.createdAt.toISOString(),
});

/** The member's own tickets in this organization, latest activity first. */
export async function listTickets(db: Db, member: Member): Promise<SupportTicketSummary[]> {
  const rows = await db
    .select({ t: supportTickets, messages: messageCount })
    .from(supportTickets)
    .where(and(eq(supportTickets.orgId, member.orgId), eq(supportTickets.userId, member.userId)))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id));
  return rows.map((r) => toSummary(r.t, Number(r.messages)));
}

async function ownTicket(db: Db, member: Member, id: string) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(
      and(eq(supportTickets.id, id), eq(supportTickets.orgId, member.orgId), eq(supportTickets.userId, member.userId)),
    );
  if (!row) throw notFound('Ticket');
  return row;
}

export async function getTicket(db: Db, member: Member, id: string): Promise<SupportTicket> {
  const t = await ownTicket(db, member, id);
  return readTicket(db, t);
}

async function readTicket(db: Db, t: typeof supportTickets.$inferSelect): Promise<SupportTicket> {
  const [thread, [org]] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, t.id))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id)),
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, t.orgId)),
  ]);
  return { ...toSummary(t, thread.length), org_name: org?.name ?? '', thread: thread.map(toMessage) };
}

type MailDeps = Pick<AppContext, 'env' | 'mailer' | 'queue'>;

async function mailSupport(
  tx: Db,
  deps: MailDeps,
  member: Member,
  ticket: typeof supportTickets.$inferSelect,
  orgName: string,
  body: string,
  attachments: SupportAttachment[],
  isNew: boolean,
) {
  if (!deps.env.supportEmail) return;
  const lines = [
    `${isNew ? 'New ticket' : 'New message on ticket'} ${ticket.id}`,
    `From: ${member.name} <${member.email}>`,
    `Organization: ${orgName} (${ticket.orgId})`,
    `Category: ${SUPPORT_CATEGORY_LABELS[ticket.category as SupportCategory] ?? ticket.category}`,
    `Page: ${ticket.page ?? 'not given'}`,
    attachments.length ? `Attachments: ${attachments.map((a) => a.file_name).join(', ')} (in the ticket)` : null,
    '',
    body,
    '',
    `Reply with: npm run admin -- support-reply --ticket ${ticket.id} --name "Your name" --message "…"`,
  ].filter((l) => l !== null);
  await queueMailInTx(tx, deps, {
    to: deps.env.supportEmail,
    subject: `[Support] ${ticket.subject}`,
    text: lines.join('\n'),
    kind: 'support_ticket',
    orgId: ticket.orgId,
  });
}

async function organizationName(tx: Db, orgId: string): Promise<string> {
  const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId));
  return org?.name ?? '';
}

/** A message from the member into their ticket's thread. */
async function insertMemberMessage(tx: Db, member: Member, ticketId: string, body: string, attachments: SupportAttachment[]) {
  await tx.insert(supportMessages).values({ id: newId(), orgId: member.orgId, ticketId, author: 'member', authorUserId: member.userId, authorName: member.name, body, attachments });
}

export async function createTicket(
  ctx: AppContext,
  member: Member,
  raw: Record<string, unknown>,
  attachments: SupportAttachment[],
): Promise<SupportTicket> {
  const input = validate(supportTicketInputSchema, raw);
  if (ctx.env.supportEmail && ctx.mailer.smtp) await ensureOutboxQueue(ctx);
  const id = newId();
  const ticket = await ctx.db.transaction(async (tx) => {
    const orgName = await organizationName(tx, member.orgId);
    const [row] = await tx
      .insert(supportTickets)
      .values({
        id,
        orgId: member.orgId,
        userId: member.userId,
        subject: input.subject,
        category: input.category,
        page: input.page ?? null,
      })
      .returning();
    await insertMemberMessage(tx, member, id, input.message, attachments);
    await mailSupport(tx, ctx, member, row!, orgName, input.message, attachments, true);
    return row!;
  });
  return readTicket(ctx.db, ticket);
}

export async function addMemberMessage(
  ctx: AppContext,
  member: Member,
  id: string,
  raw: Record<string, unknown>,
  attachments: SupportAttachment[],
): Promise<SupportTicket> {
  const t = await ownTicket(ctx.db, member, id);
  const { message } = validate(supportMessageInputSchema, raw);
  if (ctx.env.supportEmail && ctx.mailer.smtp) await ensureOutboxQueue(ctx);
  await ctx.db.transaction(async (tx) => {
    const orgName = await organizationName(tx, member.orgId);
    await insertMemberMessage(tx, member, id, message, attachments);
    // A member writing again reopens a ticket that was answered or closed.
    await tx.update(supportTickets).set({ status: 'open', updatedAt: new Date() }).where(eq(supportTickets.id, id));
    await mailSupport(tx, ctx, member, t, orgName, message, attachments, false);
  });
  return getTicket(ctx.db, member, id);
}

/** One attachment of the member's own ticket, for download. */
export async function findAttachment(
  db: Db,
  member: Member,
  ticketId: string,
  attachmentId: string,
): Promise<SupportAttachment> {
  await ownTicket(db, member, ticketId);
  const thread = await db
    .select({ attachments: supportMessages.attachments })
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId));
  const found = thread.flatMap((m) => m.attachments).find((a) => a.id === attachmentId);
  if (!found) throw notFound('Attachment');
  return found;
}

/** Operator side (admin CLI): the tickets waiting for an answer, oldest first, or all of one status. */
export async function operatorTickets(db: Db, status: SupportStatus | 'all' = 'open') {
  return db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      status: supportTickets.status,
      category: supportTickets.category,
      org: organizations.name,
      email: users.email,
      updatedAt: supportTickets.updatedAt,
      messages: messageCount,
    })
    .from(supportTickets)
    .innerJoin(organizations, eq(organizations.id, supportTickets.orgId))
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(status === 'all' ? undefined : eq(supportTickets.status, status))
    .orderBy(asc(supportTickets.updatedAt));
}

/** An operator's reply: added to the thread, the ticket marked answered (or closed), the member notified in the app. */
export async function operatorReply(
  db: Db,
  input: { ticketId: string; name: string; message: string; close?: boolean },
): Promise<SupportTicket> {
  const message = input.message.trim();
  if (!message) throw new AppError('validation_failed', 'The reply is empty');
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(supportTickets).where(eq(supportTickets.id, input.ticketId));
    if (!t) throw notFound('Ticket');
    await tx
      .insert(supportMessages)
      .values({
        id: newId(),
        orgId: t.orgId,
        ticketId: t.id,
        author: 'operator',
        authorName: input.name,
        body: message,
      });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: input.close ? 'closed' : 'answered', updatedAt: new Date() })
      .where(eq(supportTickets.id, t.id))
      .returning();
    if (t.userId) {
      await notify(tx, {
        orgId: t.orgId,
        userIds: [t.userId],
        kind: 'support_reply',
        title: `Support answered: ${t.subject}`,
        body: message.slice(0, 300),
        link: `/support?ticket=${t.id}`,
      });
    }
    return readTicket(tx, updated!);
  });
}
