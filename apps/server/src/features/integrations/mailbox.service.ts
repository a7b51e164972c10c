/**
 * A member's connected mailbox, for the features that send mail as them: candidate email goes out
 * through the member's own mailbox adapter (so it is in their mail and the reply comes back to them):
 * IMAP over the mailbox's SMTP server with a copy in Sent, Gmail through users.messages.send in the
 * thread of the message it answers, Outlook through /me/sendMail with the MIME message. Either way the
 * next sync finds it already stored under its Message-ID.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { emails } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { composeMail, type OutgoingMail } from '../../providers/mail/smtp';
import { findAccount, type IntegrationAccount } from './accounts';
import { mailAdapter } from './mail/adapters';

export type ConnectedMailbox = { account: IntegrationAccount; address: string };

/** The mailbox providers a member's candidate email goes out through, the first connected one winning. */
const SENDING_PROVIDERS = ['google_mail', 'microsoft_mail', 'imap'] as const;

/** The member's connected and usable mailbox; null sends the usual way. */
export async function connectedMailbox(ctx: Pick<AppContext, 'db'>, { orgId, userId }: { orgId: string; userId: string }): Promise<ConnectedMailbox | null> {
  for (const provider of SENDING_PROVIDERS) {
    const account = await findAccount(ctx.db, orgId, userId, provider);
    if (!account || account.status !== 'connected') continue;
    const address = String((account.settings as { email?: string }).email ?? '');
    if (address) return { account, address };
  }
  return null;
}

/** The provider's id of the message this one answers, when this mailbox synced it. */
async function repliedRef(ctx: Pick<AppContext, 'db'>, account: IntegrationAccount, inReplyTo: string | null | undefined): Promise<string | null> {
  if (!inReplyTo) return null;
  const [row] = await ctx.db
    .select({ ref: emails.providerMessageId })
    .from(emails)
    .where(and(eq(emails.orgId, account.orgId), eq(emails.messageId, inReplyTo), eq(emails.integrationAccountId, account.id), isNotNull(emails.providerMessageId)))
    .limit(1);
  return row?.ref ?? null;
}

/** Sends through the mailbox; throws when the provider refuses. */
export async function sendThroughMailbox(ctx: AppContext, mailbox: ConnectedMailbox, mail: Omit<OutgoingMail, 'from'> & { fromName: string }): Promise<void> {
  const adapter = mailAdapter(ctx, mailbox.account);
  if (!adapter) throw new Error(`${mailbox.account.provider} does not send mail`);
  const raw = await composeMail({ ...mail, from: { name: mail.fromName, address: mailbox.address } });
  const ref = adapter.threadOf ? await repliedRef(ctx, mailbox.account, mail.inReplyTo) : null;
  const thread = ref && adapter.threadOf ? await adapter.threadOf(ref) : null;
  await adapter.send({ raw, to: [mail.to], from: mailbox.address, thread });
}
