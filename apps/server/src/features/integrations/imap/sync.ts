/**
 * One sync of a connected IMAP mailbox: INBOX and the Sent folder through the IMAP adapter
 * (providers/mail/imap-adapter.ts) and the sync every mailbox shares (mail/sync.ts). Only envelopes are
 * read until a message is between the user and an address of a candidate of the user's organization;
 * only those are downloaded and stored, once per organization + Message-ID, so a rerun or a crash at
 * any point never doubles one.
 */
import type { AppContext } from '../../../lib/context';
import type { IntegrationAccount } from '../accounts';
import { syncMailbox, type MailSyncCursor, type SyncOptions, type SyncResult } from '../mail/sync';

export type { SyncOptions, SyncResult };
export type ImapCursor = MailSyncCursor;

export function syncImapAccount(ctx: AppContext, account: IntegrationAccount, opts: SyncOptions = {}): Promise<SyncResult> {
  return syncMailbox(ctx, account, opts);
}
