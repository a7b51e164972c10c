/**
 * The one path every synced message takes, whichever mailbox it came from (IMAP, Gmail, Graph):
 * `wantedMessages` decides from headers alone which messages to download (mail between the user and a
 * live candidate of the organization, and delivery reports), and `ingestSyncedMessage` takes one
 * downloaded message: a delivery report marks the sent email it reports on as bounced and is not kept;
 * anything else is stored on the candidate's timeline (unique on organization + Message-ID). Threads the
 * user marked private are never taken, and `removePrivateThreads` takes back what was.
 */
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { Db } from '../../../db/client';
import { activityLog, candidateIdentities, candidates, emails } from '../../../db/schema';
import { logActivity } from '../../../lib/activity';
import type { AppContext } from '../../../lib/context';
import { messageIdsIn, type MailHeaders } from '../../../providers/mail/adapter';
import type { IntegrationAccount } from '../accounts';
import { messageIdOf, storeSyncedMessage } from '../imap/message';

export type CandidateMatch = { candidateId: string; address: string; direction: 'inbound' | 'outbound' };
export type Wanted = { headers: MailHeaders; match: CandidateMatch | null };

/** The organization's live candidates holding any of these addresses (one per address: identities are unique). */
export async function candidatesByAddress(db: Db, orgId: string, addresses: string[]): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .select({ value: candidateIdentities.value, candidateId: candidateIdentities.candidateId })
    .from(candidateIdentities)
    .innerJoin(candidates, and(eq(candidates.id, candidateIdentities.candidateId), eq(candidates.orgId, orgId), isNull(candidates.mergedIntoId)))
    .where(and(eq(candidateIdentities.orgId, orgId), eq(candidateIdentities.kind, 'email'), inArray(candidateIdentities.value, addresses)));
  return new Map(rows.map((r) => [r.value, r.candidateId]));
}

/** Which candidate a message is with, and which way it went: from the user to them, or from them. */
export function matchCandidate(h: Pick<MailHeaders, 'from' | 'to'>, own: string, found: Map<string, string>): CandidateMatch | null {
  if (h.from.includes(own)) {
    const address = h.to.find((a) => found.has(a));
    return address ? { candidateId: found.get(address)!, address, direction: 'outbound' } : null;
  }
  const address = h.from.find((a) => found.has(a));
  return address ? { candidateId: found.get(address)!, address, direction: 'inbound' } : null;
}

/** Whether the message is in a private thread: marked itself, or its thread or a Message-ID before it is. */
export function inPrivateThread(h: MailHeaders, privateThreads: PrivateThreads): boolean {
  if (h.private) return true;
  if (h.thread && privateThreads.threads.has(h.thread)) return true;
  return [h.messageId, ...h.related].some((id) => !!id && privateThreads.messageIds.has(id));
}

export type PrivateThreads = { threads: Set<string>; messageIds: Set<string> };
export const noPrivateThreads = (): PrivateThreads => ({ threads: new Set(), messageIds: new Set() });

/**
 * The messages of a page worth downloading, those the organization does not have yet: mail with a
 * candidate outside private threads, and delivery reports (they are read, never stored).
 */
export async function wantedMessages(ctx: Pick<AppContext, 'db'>, account: IntegrationAccount, own: string, items: MailHeaders[], privateThreads: PrivateThreads): Promise<Wanted[]> {
  const open = items.filter((h) => !inPrivateThread(h, privateThreads));
  const addresses = [...new Set(open.flatMap((h) => [...h.from, ...h.to]).filter((a) => a !== own))];
  const found = await candidatesByAddress(ctx.db, account.orgId, addresses);
  const wanted = open.flatMap((headers) => {
    const match = matchCandidate(headers, own, found);
    return match || headers.report ? [{ headers, match }] : [];
  });
  const ids = wanted.filter((w) => w.match && w.headers.messageId).map((w) => w.headers.messageId!);
  const known = new Set(ids.length ? (await ctx.db.select({ id: emails.messageId }).from(emails).where(and(eq(emails.orgId, account.orgId), inArray(emails.messageId, ids)))).map((r) => r.id) : []);
  return wanted.filter((w) => !w.match || !w.headers.messageId || !known.has(w.headers.messageId));
}

export type IngestResult = 'stored' | 'known' | 'bounce' | 'ignored';

/**
 * Takes one downloaded message from a connected mailbox. Every adapter's new message passes through
 * here (and so may any other reader of mailbox messages): a delivery report marks the bounced email,
 * mail with a candidate is stored once per organization. Call it in the transaction that also moves
 * the sync's cursor.
 */
export async function ingestSyncedMessage(ctx: Pick<AppContext, 'db' | 'storage'>, tx: Db, account: IntegrationAccount, message: Wanted, raw: Buffer): Promise<IngestResult> {
  const { headers, match } = message;
  if (headers.report && (await markBounce(tx, account, raw))) return 'bounce';
  if (!match) return 'ignored';
  const stored = await storeSyncedMessage(ctx, tx, {
    orgId: account.orgId,
    accountId: account.id,
    userId: account.userId,
    candidateId: match.candidateId,
    direction: match.direction,
    messageId: messageIdOf(headers.messageId, `${account.id}:${headers.ref}`),
    providerMessageId: headers.ref,
    candidateAddress: match.address,
  }, raw);
  return stored ? 'stored' : 'known';
}

/** Parts of a delivery report that carry the failed message's headers and the reason. */
const REPORT_PARTS = /^(message\/delivery-status|message\/global-delivery-status|message\/rfc822|text\/rfc822-headers|message\/rfc822-headers)$/i;

function bounceReason(statusText: string, text: string): string {
  const diagnostic = /^Diagnostic-Code:\s*(?:smtp;\s*)?(.+(?:\r?\n[ \t].+)*)/im.exec(statusText)?.[1];
  const status = /^Status:\s*(\S+)/im.exec(statusText)?.[1];
  const reason = diagnostic?.replace(/\s+/g, ' ').trim() || (status ? `Delivery status ${status}` : text.split(/\r?\n/).find((l) => l.trim())?.trim());
  return (reason || 'The message could not be delivered').slice(0, 500);
}

/**
 * A delivery report (multipart/report with message/delivery-status, or a mailer daemon's reply quoting
 * the message): the user's own sent email whose Message-ID it names is marked bounced with the reason.
 * Returns whether one was.
 */
async function markBounce(tx: Db, account: IntegrationAccount, raw: Buffer): Promise<boolean> {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  const parts = parsed.attachments.filter((a) => REPORT_PARTS.test(a.contentType));
  // mailparser may keep the status part as text or as an attachment; its fields are read from the source.
  const statusText = [...parts.filter((a) => /delivery-status/i.test(a.contentType)).map((a) => a.content.toString('utf8')), raw.toString('utf8')].join('\n');
  const quoted = [parsed.text ?? '', ...parts.map((a) => a.content.toString('utf8')), typeof parsed.inReplyTo === 'string' ? parsed.inReplyTo : '', [parsed.references ?? []].flat().join(' ')].join('\n');
  const own = parsed.messageId ? `<${parsed.messageId.replace(/^<|>$/g, '')}>` : null;
  const ids = [...new Set(messageIdsIn(quoted))].filter((id) => id !== own);
  if (ids.length === 0) return false;
  const sentByUser = account.userId ? or(eq(emails.integrationAccountId, account.id), eq(emails.sentBy, account.userId)) : eq(emails.integrationAccountId, account.id);
  const reason = bounceReason(statusText, parsed.text ?? '');
  const bounced = await tx
    .update(emails)
    .set({ status: 'bounced', error: reason, updatedAt: new Date() })
    .where(and(eq(emails.orgId, account.orgId), eq(emails.direction, 'outbound'), eq(emails.status, 'sent'), inArray(emails.messageId, ids), sentByUser))
    .returning({ id: emails.id, candidateId: emails.candidateId, subject: emails.subject, sentBy: emails.sentBy });
  for (const e of bounced) {
    await logActivity(tx, {
      orgId: account.orgId,
      actorId: e.sentBy,
      action: 'send',
      entityType: 'candidate',
      entityId: e.candidateId,
      changes: { subject: { before: null, after: e.subject }, status: { before: 'sent', after: 'bounced' }, reason: { before: null, after: reason } },
    });
  }
  return bounced.length > 0;
}

/**
 * Takes private threads back off the timelines: this mailbox's synced emails whose Message-ID is one of
 * the private threads' Message-IDs, or that answer or reference one, are deleted with their files and
 * their timeline entries. Mail written in Hirebase and mail another member's mailbox brought in stay.
 */
export async function removePrivateThreads(ctx: Pick<AppContext, 'db' | 'storage' | 'log'>, account: IntegrationAccount, messageIds: Iterable<string>): Promise<number> {
  const ids = [...new Set(messageIds)];
  if (ids.length === 0) return 0;
  const list = sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]`;
  const mine = and(eq(emails.orgId, account.orgId), eq(emails.integrationAccountId, account.id), isNotNull(emails.syncedAt));
  const gone = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(emails)
      .where(and(mine, or(sql`${emails.messageId} = ANY(${list})`, sql`${emails.inReplyTo} = ANY(${list})`, sql`string_to_array(coalesce(${emails.threadRefs}, ''), ' ') && ${list}`)))
      .returning({ id: emails.id, attachments: emails.attachments });
    if (rows.length) await tx.delete(activityLog).where(and(eq(activityLog.orgId, account.orgId), eq(activityLog.entityType, 'candidate'), inArray(sql<string>`${activityLog.changes}->'email'->>'after'`, rows.map((r) => r.id))));
    return rows;
  });
  for (const key of gone.flatMap((r) => r.attachments.map((a) => a.file_key))) await ctx.storage.remove(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'removing a private attachment failed'));
  return gone.length;
}
