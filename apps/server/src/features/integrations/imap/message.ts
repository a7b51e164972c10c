/**
 * One synced message as an `emails` row: parsed from its source, the HTML part sanitized for display
 * (no script, no styles, no images, so nothing remote loads), attachments stored as files. The row is
 * unique on organization + Message-ID: storing a message already there does nothing and says so.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import { emails, type EmailAttachment } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { logActivity } from '../../../lib/activity';
import { sanitizeMailHtml } from '../../../lib/mail-html';
import type { AppContext } from '../../../lib/context';
import { newId } from '../../../lib/ids';
import { storageKey } from '../../../providers/storage';

/** Attachments above this are listed by name only. */
const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;
const MAX_BODY_CHARS = 200_000;

/** The message's own Message-ID, or a stable one made from where it lives when it has none. */
export function messageIdOf(raw: string | null | undefined, where: string): string {
  const id = raw?.trim();
  if (id) return id.startsWith('<') ? id : `<${id}>`;
  return `<${createHash('sha256').update(where).digest('hex').slice(0, 32)}@imap.hirebase.invalid>`;
}

const firstAddress = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a[0] : a)?.value[0]?.address?.toLowerCase() ?? null;

export type SyncedMessage = {
  orgId: string;
  accountId: string;
  userId: string | null;
  candidateId: string;
  direction: 'inbound' | 'outbound';
  messageId: string;
  providerMessageId: string;
  candidateAddress: string;
};

/**
 * Parses and stores one message. Returns false when the organization already has it (a rerun, a crash
 * between storing and the cursor moving, or the same message in a colleague's mailbox).
 */
export async function storeSyncedMessage(ctx: Pick<AppContext, 'db' | 'storage'>, tx: Db, m: SyncedMessage, source: Buffer): Promise<boolean> {
  const parsed = await simpleParser(source, { skipImageLinks: true });
  const attachments: EmailAttachment[] = [];
  for (const a of parsed.attachments) {
    if (a.related || a.size > MAX_ATTACHMENT_BYTES) continue;
    const key = storageKey(m.orgId, 'mail');
    await ctx.storage.put(key, a.content);
    attachments.push({ file_key: key, filename: (a.filename || 'attachment').slice(0, 200), content_type: a.contentType || 'application/octet-stream', size: a.size });
  }
  const own = m.direction === 'outbound';
  const subject = (parsed.subject ?? '').slice(0, 998) || '(no subject)';
  const references = Array.isArray(parsed.references) ? parsed.references.join(' ') : (parsed.references ?? null);
  const at = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date();
  const id = newId();
  const [row] = await tx
    .insert(emails)
    .values({
      id,
      orgId: m.orgId,
      candidateId: m.candidateId,
      toEmail: own ? m.candidateAddress : firstAddress(parsed.to),
      fromEmail: own ? firstAddress(parsed.from) : m.candidateAddress,
      subject,
      body: (parsed.text ?? '').slice(0, MAX_BODY_CHARS),
      htmlBody: parsed.html ? sanitizeMailHtml(parsed.html).slice(0, MAX_BODY_CHARS * 2) : null,
      status: 'sent',
      sentBy: own ? m.userId : null,
      sentAt: at,
      direction: m.direction,
      messageId: m.messageId,
      inReplyTo: parsed.inReplyTo ?? null,
      threadRefs: references,
      integrationAccountId: m.accountId,
      providerMessageId: m.providerMessageId,
      attachments,
      syncedAt: new Date(),
      createdAt: at,
    })
    .onConflictDoNothing({ target: [emails.orgId, emails.messageId] })
    .returning({ id: emails.id });
  if (!row) {
    await Promise.all(attachments.map((a) => ctx.storage.remove(a.file_key)));
    return false;
  }
  await logActivity(tx, {
    orgId: m.orgId,
    actorId: own ? m.userId : null,
    action: 'send',
    entityType: 'candidate',
    entityId: m.candidateId,
    changes: { email: { before: null, after: id }, subject: { before: null, after: subject }, direction: { before: null, after: m.direction }, status: { before: null, after: own ? 'sent' : 'received' } },
  });
  return true;
}
