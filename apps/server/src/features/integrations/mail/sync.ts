/**
 * One sync of a connected mailbox (IMAP, Gmail, Outlook) through its adapter: private threads are taken back first,
 * then pages of changes are read from the cursor; of each page only the wanted messages are downloaded
 * and passed to the shared ingest (ingest.ts), and the cursor moves on after the page is stored. A
 * crash reads the page again, and the unique Message-ID keeps every message once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { candidateIdentities, candidates, integrationAccounts } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import type { MailAdapter } from '../../../providers/mail/adapter';
import type { IntegrationAccount } from '../accounts';
import { takePortalMail } from '../portals/mail-intake';
import { mailAdapter } from './adapters';
import { ingestSyncedMessage, removePrivateThreads, wantedMessages, type PrivateThreads } from './ingest';

/** Pages of changes per run (the next run goes on from there at once) and candidate addresses a first sync asks for. */
const PAGES_PER_RUN = 20;
const FIRST_SYNC_ADDRESSES = 1_000;

/** What one run did: messages stored and headers read, sent emails marked bounced, private ones taken back. */
export type SyncResult = { imported: number; scanned: number; more: boolean; bounces: number; removed: number };
export type SyncOptions = {
  /** Called after each stored message commits (tests stop the server here to crash a sync mid-way). */
  afterStored?: (count: number) => Promise<void> | void;
};

/** The account's cursor: the adapter's position (`mailbox`) beside the job chain's run token (sync.job.ts). */
export type MailSyncCursor = { mailbox?: unknown; run?: string; failures?: number };

async function saveMailboxCursor(db: Db, accountId: string, cursor: unknown) {
  // Only the mailbox position changes: the run token beside it belongs to the job chain (sync.job.ts).
  await db
    .update(integrationAccounts)
    .set({ cursor: sql`jsonb_set(${integrationAccounts.cursor}, '{mailbox}', ${JSON.stringify(cursor)}::jsonb)` })
    .where(eq(integrationAccounts.id, accountId));
}

/** The organization's candidate addresses a first sync looks for, newest candidates first. */
async function candidateAddresses(db: Db, orgId: string): Promise<string[]> {
  const rows = await db
    .select({ value: candidateIdentities.value })
    .from(candidateIdentities)
    .innerJoin(candidates, and(eq(candidates.id, candidateIdentities.candidateId), eq(candidates.orgId, orgId), isNull(candidates.mergedIntoId)))
    .where(and(eq(candidateIdentities.orgId, orgId), eq(candidateIdentities.kind, 'email')))
    .orderBy(sql`${candidates.createdAt} desc`)
    .limit(FIRST_SYNC_ADDRESSES);
  return rows.map((r) => r.value);
}

/** Runs one sync of the account; throws the provider's error (the job records it and backs off). */
export async function syncMailbox(ctx: AppContext, account: IntegrationAccount, opts: SyncOptions = {}): Promise<SyncResult> {
  const adapter = mailAdapter(ctx, account);
  if (!adapter) throw new Error(`${account.provider} is not a mailbox`);
  try {
    return await syncWith(ctx, account, adapter, opts);
  } finally {
    await adapter.close?.();
  }
}

async function syncWith(ctx: AppContext, account: IntegrationAccount, adapter: MailAdapter<unknown>, opts: SyncOptions): Promise<SyncResult> {
  const own = String((account.settings as { email?: string }).email ?? account.label).toLowerCase();
  const counts: SyncResult = { imported: 0, scanned: 0, more: false, bounces: 0, removed: 0 };
  const stored = account.cursor as MailSyncCursor & { folders?: unknown };
  // IMAP accounts synced before the adapters kept their folders at the top of the cursor.
  let cursor: unknown = stored.mailbox ?? (stored.folders ? { folders: stored.folders, folder: 0 } : null);

  const found = (await adapter.privateThreads?.(cursor)) ?? { threads: [], messageIds: [] };
  const privateThreads: PrivateThreads = { threads: new Set(found.threads), messageIds: new Set(found.messageIds) };
  counts.removed += await removePrivateThreads(ctx, account, privateThreads.messageIds);

  const addresses = await candidateAddresses(ctx.db, account.orgId);
  for (let page = 0; ; page++) {
    if (page === PAGES_PER_RUN) {
      counts.more = true;
      break;
    }
    const changes = await adapter.changes(cursor, { addresses });
    counts.scanned += changes.items.length;
    // A conversation marked private since the last sync: its messages come back off the timeline.
    for (const h of changes.items) {
      if (!h.private || !h.thread || privateThreads.threads.has(h.thread)) continue;
      privateThreads.threads.add(h.thread);
      const ids = (await adapter.threadMessageIds?.(h.thread)) ?? [];
      for (const id of [h.messageId, ...h.related, ...ids]) if (id) privateThreads.messageIds.add(id);
      counts.removed += await removePrivateThreads(ctx, account, privateThreads.messageIds);
    }
    const wanted = await wantedMessages(ctx, account, own, changes.items, privateThreads);
    // Application mail from a job portal, when this is the mailbox the organization chose for it.
    await takePortalMail(ctx, account, changes.items, (ref) => adapter.raw(ref));
    for (const w of wanted) {
      const raw = await adapter.raw(w.headers.ref);
      if (!raw) continue;
      const result = await ctx.db.transaction((tx) => ingestSyncedMessage(ctx, tx, account, w, raw));
      if (result === 'bounce') counts.bounces++;
      if (result === 'stored') {
        counts.imported++;
        await opts.afterStored?.(counts.imported);
      }
    }
    cursor = changes.cursor;
    await saveMailboxCursor(ctx.db, account.id, cursor);
    if (changes.done) break;
  }
  return counts;
}
