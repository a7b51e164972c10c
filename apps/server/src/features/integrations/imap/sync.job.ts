/**
 * Mailbox syncs as durable jobs. Each account has one chain of jobs: its cursor names the run token of
 * the job expected next, and only that job syncs and queues the next one (in the transaction that
 * records the outcome). Connecting or reconnecting starts a new chain, so an older job that wakes up
 * finds a stale token and does nothing. A job lost with its process comes back when its lease lapses
 * and runs again; a rerun stores nothing twice (sync.ts). Errors back off, doubling up to six hours, and
 * show on the /apps card; a refused password (or OAuth access) stops the chain until the user reconnects,
 * and a provider's 429 waits exactly its Retry-After. IMAP, Gmail and Outlook accounts share the chain.
 */
import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db } from '../../../db/client';
import { integrationAccounts } from '../../../db/schema';
import type { AppContext } from '../../../lib/context';
import { newId } from '../../../lib/ids';
import { ImapAuthError } from '../../../providers/mail/imap';
import { accountById, type IntegrationAccount } from '../accounts';
import { syncMailbox, type MailSyncCursor, type SyncOptions, type SyncResult } from '../mail/sync';
import { ProviderHttpError, ReconnectNeeded } from '../oauth';

/** The providers whose accounts are mailboxes, synced by this chain. */
const MAILBOX_PROVIDERS = new Set(['imap', 'google_mail', 'microsoft_mail']);

export const MAIL_SYNC_QUEUE = 'mail-sync';
export type MailSyncJob = { org_id: string; account_id: string; run: string };

/** A short lease renewed while the sync runs; retries only for a job whose process died or threw unexpectedly. */
export const MAIL_SYNC_JOB_OPTIONS = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 } as const;

const MAX_BACKOFF_SECONDS = 6 * 60 * 60;

export async function ensureMailSyncQueue(ctx: Pick<AppContext, 'queue'>) {
  await ctx.queue.createQueue(MAIL_SYNC_QUEUE, { name: MAIL_SYNC_QUEUE, ...MAIL_SYNC_JOB_OPTIONS });
}

async function queueRun(tx: Db, ctx: Pick<AppContext, 'queue'>, account: Pick<IntegrationAccount, 'id' | 'orgId'>, run: string, delaySeconds: number) {
  await ctx.queue.sendInTx(tx, MAIL_SYNC_QUEUE, { org_id: account.orgId, account_id: account.id, run } satisfies MailSyncJob, { ...MAIL_SYNC_JOB_OPTIONS, startAfter: delaySeconds });
}

const setRun = (run: string, failures: number) =>
  sql`jsonb_set(jsonb_set(${integrationAccounts.cursor}, '{run}', ${JSON.stringify(run)}::jsonb), '{failures}', ${String(failures)}::jsonb)`;

/** Starts the account's chain afresh with a sync now (after connecting, reconnecting or "sync now"). */
export async function startMailSync(ctx: AppContext, account: Pick<IntegrationAccount, 'id' | 'orgId'>): Promise<string> {
  await ensureMailSyncQueue(ctx);
  const run = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.update(integrationAccounts).set({ cursor: setRun(run, 0) }).where(eq(integrationAccounts.id, account.id));
    await queueRun(tx, ctx, account, run, 0);
  });
  return run;
}

export type SyncOutcome = { state: 'stale' } | { state: 'synced'; result: SyncResult; next_in_seconds: number | null } | { state: 'failed'; error: string; next_in_seconds: number | null };

/** The job: syncs when it is the chain's expected run, then records the outcome and queues the next run. */
export async function runMailSync(ctx: AppContext, data: MailSyncJob, opts: SyncOptions = {}): Promise<SyncOutcome> {
  const account = await accountById(ctx.db, data.org_id, data.account_id);
  if (!account || !MAILBOX_PROVIDERS.has(account.provider) || (account.cursor as MailSyncCursor).run !== data.run) return { state: 'stale' };
  let result: SyncResult | null = null;
  let error: string | null = null;
  let refused = false;
  /** The provider's own Retry-After on a 429, which the next run waits for. */
  let retryAfter: number | null = null;
  try {
    result = await syncMailbox(ctx, account, opts);
  } catch (err) {
    refused = err instanceof ImapAuthError || err instanceof ReconnectNeeded;
    if (err instanceof ImapAuthError) error = 'The mail server refused the password; reconnect the mailbox';
    else if (err instanceof ReconnectNeeded) error = err.message;
    else if (err instanceof ProviderHttpError && err.status === 429) {
      retryAfter = err.retryAfterSeconds ?? 60;
      error = `The provider asked to slow down; the sync goes on in ${retryAfter} s`;
    } else error = `Sync failed: ${(err as Error).message}`;
    ctx.log.warn({ err, account_id: account.id }, 'mail sync failed');
  }
  const interval = ctx.env.integrations.syncIntervalMinutes * 60;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(integrationAccounts).where(eq(integrationAccounts.id, account.id)).for('update');
    if (!row || (row.cursor as MailSyncCursor).run !== data.run) return { state: 'stale' as const };
    const previous = (row.cursor as MailSyncCursor).failures ?? 0;
    const failures = retryAfter !== null ? previous : error ? previous + 1 : 0;
    let delay: number | null;
    if (refused) delay = null;
    else if (retryAfter !== null) delay = Math.max(1, Math.ceil(retryAfter));
    else if (error) delay = Math.min(MAX_BACKOFF_SECONDS, Math.max(interval, 60) * 2 ** (failures - 1));
    else if (result!.more) delay = 0;
    else delay = interval > 0 ? interval : null;
    const run = newId();
    await tx
      .update(integrationAccounts)
      .set({
        cursor: setRun(run, failures),
        error,
        ...(refused ? { status: 'error' as const } : {}),
        // A rate limit is not a failure to show: the card keeps its last sync and no error.
        ...(retryAfter !== null ? { error: null } : {}),
        ...(error ? {} : { lastSyncedAt: new Date() }),
        updatedAt: new Date(),
      })
      .where(eq(integrationAccounts.id, account.id));
    if (delay !== null) await queueRun(tx, ctx, account, run, delay);
    return error ? { state: 'failed' as const, error, next_in_seconds: delay } : { state: 'synced' as const, result: result!, next_in_seconds: delay };
  });
}

export async function startMailSyncWorker(ctx: AppContext) {
  await ensureMailSyncQueue(ctx);
  await ctx.queue.boss.work<MailSyncJob>(MAIL_SYNC_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs: PgBoss.Job<MailSyncJob>[]) => {
    for (const job of jobs) await ctx.queue.holdWhile(MAIL_SYNC_QUEUE, [job.id], MAIL_SYNC_JOB_OPTIONS.expireInSeconds, () => runMailSync(ctx, job.data));
  });
}
