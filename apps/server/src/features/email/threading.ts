/**
 * Threading candidate email: each message carries its own Message-ID, and one that answers the
 * candidate's latest message on the same subject ("Re: …") names it in In-Reply-To and References,
 * so the candidate's mail program and the sender's mailbox show one conversation.
 */
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';

/** "Re: Fwd: AW: Interview" and "interview" are the same conversation. */
export function baseSubject(subject: string): string {
  let s = subject.trim();
  for (;;) {
    const next = s.replace(/^(re|fwd?|aw|wg|sv|antw)\s*(\[\d+\])?\s*:\s*/i, '');
    if (next === s) return s.toLowerCase();
    s = next;
  }
}

/** The Message-ID of an email written in Hirebase: stable per row, so a retried send keeps it. */
export function messageIdFor(emailId: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'hirebase.local';
  return `<${emailId}@${domain}>`;
}

export type Thread = { inReplyTo: string; references: string };

/** The latest message with the candidate on this subject that has a Message-ID, as the headers to answer it. */
export async function threadFor(db: Db, { orgId, candidateId, subject, exceptId }: { orgId: string; candidateId: string; subject: string; exceptId: string }): Promise<Thread | null> {
  const base = baseSubject(subject);
  const rows = await db
    .select({ messageId: emails.messageId, refs: emails.threadRefs, subject: emails.subject })
    .from(emails)
    .where(and(eq(emails.orgId, orgId), eq(emails.candidateId, candidateId), isNotNull(emails.messageId), ne(emails.id, exceptId)))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(50);
  const last = rows.find((r) => baseSubject(r.subject) === base);
  if (!last?.messageId) return null;
  const references = [...new Set([...(last.refs ?? '').split(/\s+/).filter(Boolean), last.messageId])].slice(-20).join(' ');
  return { inReplyTo: last.messageId, references };
}
