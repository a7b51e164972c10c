/**
 * One sync of a connected IMAP mailbox: INBOX and the Sent folder, each from where the last sync
 * stopped (its UIDVALIDITY and the next UID; a changed UIDVALIDITY starts the folder over, a folder
 * whose UIDNEXT and HIGHESTMODSEQ are unchanged is not fetched at all). Only envelopes are read until
 * a message is between the user and an address of a candidate of the user's organization; only those
 * are downloaded and stored. Each stored message and the folder's new position commit together, and
 * the row is unique on organization + Message-ID, so a rerun or a crash at any point never doubles one.
 */
import { eq, sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { Db } from '../../../db/client';
import { integrationAccounts } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { envelopes, headersOf, openFolder, privateEnvelopes, source, syncedFolders, withImap } from '../../../providers/mail/imap';
import type { IntegrationAccount } from '../accounts';
import { mailboxOf } from './connect';
import { ingestSyncedMessage, noPrivateThreads, removePrivateThreads, wantedMessages, type PrivateThreads } from '../mail/ingest';

export type FolderCursor = { uidvalidity: string; next_uid: number; modseq: string | null };
export type ImapCursor = { folders?: Record<string, FolderCursor>; run?: string; failures?: number };

/** UIDs read per FETCH of envelopes, and at most per folder per run (the next run goes on from there). */
const CHUNK = 200;
const PER_RUN = 2_000;

/** What one run did: messages stored and headers read, sent emails marked bounced, private ones taken back. */
export type SyncResult = { imported: number; scanned: number; more: boolean; bounces: number; removed: number };
export type SyncOptions = {
  /** Called after each stored message commits (tests stop the server here to crash a sync mid-way). */
  afterStored?: (count: number) => Promise<void> | void;
};

async function saveFolderCursor(db: Db, accountId: string, path: string, cursor: FolderCursor) {
  // Only this folder's entry changes: the run token beside it belongs to the job chain (sync.job.ts).
  await db
    .update(integrationAccounts)
    .set({ cursor: sql`jsonb_set(jsonb_set(${integrationAccounts.cursor}, '{folders}', coalesce(${integrationAccounts.cursor}->'folders', '{}'::jsonb)), ARRAY['folders', ${path}]::text[], ${JSON.stringify(cursor)}::jsonb)` })
    .where(eq(integrationAccounts.id, accountId));
}

async function syncFolder(ctx: AppContext, client: ImapFlow, account: IntegrationAccount, own: string, path: string, privateThreads: PrivateThreads, opts: SyncOptions, counts: SyncResult) {
  const cursors = (account.cursor as ImapCursor).folders ?? {};
  const state = await openFolder(client, path);
  const prev = cursors[path];
  const same = prev && prev.uidvalidity === state.uidValidity;
  let next = same ? prev.next_uid : 1;
  if (same && next >= state.uidNext && (state.highestModseq === null || state.highestModseq === prev.modseq)) return;
  const last = Math.min(state.uidNext - 1, next + PER_RUN - 1);
  for (let from = next; from <= last; from += CHUNK) {
    const to = Math.min(last, from + CHUNK - 1);
    const rows = await envelopes(client, from, to);
    counts.scanned += rows.length;
    const wanted = await wantedMessages(ctx, account, own, rows.map((env) => headersOf(env, `${path}:${state.uidValidity}:${env.uid}`)), privateThreads);
    for (const w of wanted) {
      const uid = Number(w.headers.ref.slice(w.headers.ref.lastIndexOf(':') + 1));
      const raw = await source(client, uid);
      if (!raw) continue;
      const result = await ctx.db.transaction(async (tx) => {
        const taken = await ingestSyncedMessage(ctx, tx, account, w, raw);
        await saveFolderCursor(tx, account.id, path, { uidvalidity: state.uidValidity, next_uid: uid + 1, modseq: null });
        return taken;
      });
      if (result === 'bounce') counts.bounces++;
      if (result === 'stored') {
        counts.imported++;
        await opts.afterStored?.(counts.imported);
      }
    }
    next = to + 1;
    // The modseq is kept only once the folder is read to its end, so an unfinished folder is read on.
    const done = next >= state.uidNext;
    await saveFolderCursor(ctx.db, account.id, path, { uidvalidity: state.uidValidity, next_uid: next, modseq: done ? state.highestModseq : null });
  }
  if (last < state.uidNext - 1) counts.more = true;
}

/** Runs one sync of the account; throws the server's error (the job records it and backs off). */
export async function syncImapAccount(ctx: AppContext, account: IntegrationAccount, opts: SyncOptions = {}): Promise<SyncResult> {
  const { settings, imap } = mailboxOf(ctx, account);
  const own = settings.email.toLowerCase();
  const counts: SyncResult = { imported: 0, scanned: 0, more: false, bounces: 0, removed: 0 };
  await withImap(imap, { allowPrivate: ctx.env.integrations.allowPrivate }, async (client) => {
    const folders = await syncedFolders(client);
    // Private threads first, over both folders: a keyword in Sent keeps the reply in INBOX out too.
    const privateThreads = noPrivateThreads();
    for (const folder of folders) {
      await openFolder(client, folder.path);
      for (const env of await privateEnvelopes(client)) for (const id of [env.messageId, ...env.related]) if (id) privateThreads.messageIds.add(id);
    }
    counts.removed = await removePrivateThreads(ctx, account, privateThreads.messageIds);
    for (const folder of folders) await syncFolder(ctx, client, account, own, folder.path, privateThreads, opts, counts);
  });
  return counts;
}
