/** Reading what was sent: emails per candidate or batch, and the organization's outbox. */
import type { Email, OutboxMessage } from '@hirebase/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, emails, jobs, outboxMessages } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { sanitizeMailHtml } from '../../lib/mail-html';
import { userRefs } from '../users/users.service';

type EmailRow = typeof emails.$inferSelect;
export type EmailFilters = { candidate_id?: string; batch_id?: string; status?: EmailRow['status'] };

async function toEmails(db: Db, orgId: string, rows: EmailRow[]): Promise<Email[]> {
  const candidateIds = [...new Set(rows.map((r) => r.candidateId))];
  const jobIds = [...new Set(rows.map((r) => r.jobId).filter((id): id is string => !!id))];
  const [people, jobRows, senders] = await Promise.all([
    candidateIds.length
      ? db.select({ id: candidates.id, first: candidates.firstName, last: candidates.lastName }).from(candidates).where(and(eq(candidates.orgId, orgId), inArray(candidates.id, candidateIds)))
      : [],
    jobIds.length ? db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(and(eq(jobs.orgId, orgId), inArray(jobs.id, jobIds))) : [],
    userRefs(db, rows.map((r) => r.sentBy)),
  ]);
  const names = new Map(people.map((p) => [p.id, `${p.first} ${p.last}`.trim()]));
  const titles = new Map(jobRows.map((j) => [j.id, j.title]));
  return rows.map((r) => ({
    id: r.id,
    candidate: { id: r.candidateId, name: names.get(r.candidateId) ?? '' },
    job: r.jobId && titles.has(r.jobId) ? { id: r.jobId, title: titles.get(r.jobId)! } : null,
    template_id: r.templateId,
    batch_id: r.batchId,
    to: r.toEmail,
    subject: r.subject,
    body: r.body,
    status: r.status,
    error: r.error,
    attempts: r.attempts,
    origin: r.origin,
    sent_by: (r.sentBy && senders.get(r.sentBy)) || null,
    sent_at: r.sentAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    direction: r.direction,
    from: r.fromEmail,
    synced_at: r.syncedAt?.toISOString() ?? null,
    has_html: !!r.htmlBody,
    attachments: r.attachments.map((a, index) => ({ index, filename: a.filename, content_type: a.content_type, size: a.size })),
  }));
}

export async function emailsPage(db: Db, { orgId, filters, limit, offset }: { orgId: string; filters: EmailFilters; limit: number; offset: number }) {
  const conditions: SQL[] = [eq(emails.orgId, orgId)];
  if (filters.candidate_id) conditions.push(eq(emails.candidateId, filters.candidate_id));
  if (filters.batch_id) conditions.push(eq(emails.batchId, filters.batch_id));
  if (filters.status) conditions.push(eq(emails.status, filters.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(emails).where(where).orderBy(desc(emails.createdAt), desc(emails.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(emails).where(where),
  ]);
  return { data: await toEmails(db, orgId, rows), total: Number(total?.n ?? 0) };
}

export async function getEmail(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<Email> {
  const [row] = await db.select().from(emails).where(and(eq(emails.orgId, orgId), eq(emails.id, id)));
  if (!row) throw notFound('Email');
  return (await toEmails(db, orgId, [row]))[0]!;
}

/** Every message the organization's mail went out as (or is kept as, without SMTP). */
export async function outboxPage(db: Db, { orgId, status, limit, offset }: { orgId: string; status?: 'stored' | 'sent' | 'failed'; limit: number; offset: number }) {
  const where = and(eq(outboxMessages.orgId, orgId), status ? eq(outboxMessages.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(outboxMessages).where(where).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  const data: OutboxMessage[] = rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    kind: r.kind,
    status: r.status,
    error: r.error,
    attachments: r.attachments,
    created_at: r.createdAt.toISOString(),
  }));
  return { data, total: Number(total?.n ?? 0) };
}

/** The email's HTML part, sanitized again as it is read (so a stricter sanitizer covers what is stored). */
export async function emailHtml(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<{ html: string }> {
  const [row] = await db.select({ html: emails.htmlBody }).from(emails).where(and(eq(emails.orgId, orgId), eq(emails.id, id)));
  if (!row) throw notFound('Email');
  if (!row.html) throw notFound('HTML part');
  return { html: sanitizeMailHtml(row.html) };
}

/** One stored attachment of a synced email, by its place in the list. */
export async function emailAttachment(db: Db, { orgId, id, index }: { orgId: string; id: string; index: number }) {
  const [row] = await db.select({ attachments: emails.attachments }).from(emails).where(and(eq(emails.orgId, orgId), eq(emails.id, id)));
  if (!row) throw notFound('Email');
  const file = Number.isInteger(index) ? row.attachments[index] : undefined;
  if (!file) throw notFound('Attachment');
  return file;
}
