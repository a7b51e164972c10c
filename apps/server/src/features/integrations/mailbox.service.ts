/**
 * A member's connected mailbox, for the features that send mail as them: candidate email goes out
 * through the member's own SMTP server (so it is in their mail and the reply comes back to them) and a
 * copy is kept in their Sent folder, where the next sync finds it already stored under its Message-ID.
 */
import type { AppContext } from '../../lib/context';
import { appendToSent, withImap } from '../../providers/mail/imap';
import { composeMail, sendSmtp, type OutgoingMail } from '../../providers/mail/smtp';
import { findAccount, type IntegrationAccount } from './accounts';
import { mailboxOf } from './imap/connect';

export type ConnectedMailbox = { account: IntegrationAccount; address: string };

/** The member's IMAP/SMTP mailbox when it is connected and usable; null sends the usual way. */
export async function connectedMailbox(ctx: Pick<AppContext, 'db'>, { orgId, userId }: { orgId: string; userId: string }): Promise<ConnectedMailbox | null> {
  const account = await findAccount(ctx.db, orgId, userId, 'imap');
  if (!account || account.status !== 'connected') return null;
  const address = String((account.settings as { email?: string }).email ?? '');
  return address ? { account, address } : null;
}

/** Sends through the mailbox's SMTP server; throws when the server refuses. The Sent copy is best effort. */
export async function sendThroughMailbox(ctx: AppContext, mailbox: ConnectedMailbox, mail: Omit<OutgoingMail, 'from'> & { fromName: string }): Promise<void> {
  const { smtp, imap } = mailboxOf(ctx, mailbox.account);
  const outgoing: OutgoingMail = { ...mail, from: { name: mail.fromName, address: mailbox.address } };
  const raw = await composeMail(outgoing);
  const allowPrivate = ctx.env.integrations.allowPrivate;
  await sendSmtp(smtp, outgoing, raw, { allowPrivate });
  await withImap(imap, { allowPrivate }, (client) => appendToSent(client, raw)).catch((err: unknown) => ctx.log.warn({ err, account_id: mailbox.account.id }, 'keeping a copy in Sent failed'));
}
