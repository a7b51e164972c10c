/**
 * One sync of a connected IMAP mailbox: INBOX and the Sent folder, each from where the last sync
 * stopped (its UIDVALIDITY and the next UID; a changed UIDVALIDITY starts the folder over, a folder
 * whose UIDNEXT and HIGHESTMODSEQ are unchanged is not fetched at all). Only envelopes are read until
 * a message is between the user and an address of a candidate of the user's organization; only those
 * are downloaded and stored. Each stored message and the folder's new position commit together, and
 * the row is unique on organization + Message-ID, so a rerun or a crash at any point never doubles one.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { Db } from '../../../db/client';
import { candidateIdentities, candidates, emails, integrationAccounts } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { envelopes, openFolder, source, syncedFolders, withImap, type EnvelopeRow } from '../../../providers/mail/imap';
import type { IntegrationAccount } from '../accounts';
import { takePortalMail } from '../portals/mail-intake';
import { mailboxOf } from './connect';
import { messageIdOf, storeSyncedMessage } from './message';

export type FolderCursor = { uidvalidity: string; next_uid: number; modseq: string | null };
export type ImapCursor = { folders?: Record<string, FolderCursor>; run?: string; failures?: number };

/** UIDs read per FETCH of envelopes, and at most per folder per run (the next run goes on from there). */
const CHUNK = 200;
const PER_RUN = 2_000;

export type SyncResult = { imported: number; scanned: number; more: boolean };
export type SyncOptions = {
  /** Called after each stored message commits (tests stop the server here to crash a sync mid-way). */
  afterStored?: (count: number) => Promise<void> | void;
};

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
function match(env: EnvelopeRow, own: string, found: Map<string, string>): { candidateId: string; address: string; direction: 'inbound' | 'outbound' } | null {
  if (env.from.includes(own)) {
    const address = env.to.find((a) => found.has(a));
    return address ? { candidateId: found.get(address)!, address, direction: 'outbound' } : null;
  }
  const address = env.from.find((a) => found.has(a));
  return address ? { candidateId: found.get(address)!, address, direction: 'inbound' } : null;
}

async function saveFolderCursor(db: Db, accountId: string, path: string, cursor: FolderCursor) {
  // Only this folder's entry changes: the run token beside it belongs to the job chain (sync.job.ts).
  await db
    .update(integrationAccounts)
    .set({ cursor: sql`jsonb_set(jsonb_set(${integrationAccounts.cursor}, '{folders}', coalesce(${integrationAccounts.cursor}->'folders', '{}'::jsonb)), ARRAY['folders', ${path}]::text[], ${JSON.stringify(cursor)}::jsonb)` })
    .where(eq(integrationAccounts.id, accountId));
}

async function syncFolder(ctx: AppContext, client: ImapFlow, account: IntegrationAccount, own: string, path: string, opts: SyncOptions, counts: SyncResult) {
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
    const addresses = [...new Set(rows.flatMap((r) => [...r.from, ...r.to]).filter((a) => a !== own))];
    const found = await candidatesByAddress(ctx.db, account.orgId, addresses);
    const wanted = rows.flatMap((env) => {
      const m = match(env, own, found);
      return m ? [{ env, m, messageId: messageIdOf(env.messageId, `${account.id}:${path}:${state.uidValidity}:${env.uid}`) }] : [];
    });
    // Application mail from a job portal, when this is the mailbox the organization chose for it.
    await takePortalMail(ctx, account, rows, (uid) => source(client, uid));
    const ids = wanted.map((w) => w.messageId);
    const known = new Set(
      ids.length ? (await ctx.db.select({ id: emails.messageId }).from(emails).where(and(eq(emails.orgId, account.orgId), inArray(emails.messageId, ids)))).map((r) => r.id) : [],
    );
    for (const { env, m, messageId } of wanted) {
      if (known.has(messageId)) continue;
      const raw = await source(client, env.uid);
      if (!raw) continue;
      const stored = await ctx.db.transaction(async (tx) => {
        const inserted = await storeSyncedMessage(ctx, tx, { orgId: account.orgId, accountId: account.id, userId: account.userId, candidateId: m.candidateId, direction: m.direction, messageId, providerMessageId: `${path}:${state.uidValidity}:${env.uid}`, candidateAddress: m.address }, raw);
        await saveFolderCursor(tx, account.id, path, { uidvalidity: state.uidValidity, next_uid: env.uid + 1, modseq: null });
        return inserted;
      });
      if (stored) {
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
  const counts: SyncResult = { imported: 0, scanned: 0, more: false };
  await withImap(imap, { allowPrivate: ctx.env.integrations.allowPrivate }, async (client) => {
    for (const folder of await syncedFolders(client)) await syncFolder(ctx, client, account, own, folder.path, opts, counts);
  });
  return counts;
}
