/** The mailbox adapter of a connected account: IMAP/SMTP with its sealed password, Gmail and Outlook with their OAuth tokens. */
import type { AppContext } from '../../../lib/context';
import type { MailAdapter } from '../../../providers/mail/adapter';
import { GmailAdapter } from '../../../providers/mail/gmail';
import { GraphAdapter } from '../../../providers/mail/graph';
import { ImapAdapter } from '../../../providers/mail/imap-adapter';
import type { IntegrationAccount } from '../accounts';
import { mailboxOf } from '../imap/connect';
import { oauthFetch } from '../oauth';

export function mailAdapter(ctx: AppContext, account: IntegrationAccount): MailAdapter<unknown> | null {
  const { google, microsoft, allowPrivate } = ctx.env.integrations;
  if (account.provider === 'google_mail') return new GmailAdapter((url, init) => oauthFetch(ctx, 'google', account, url, init, 'Gmail refused the request'), google.apiBase);
  if (account.provider === 'microsoft_mail') return new GraphAdapter((url, init) => oauthFetch(ctx, 'microsoft', account, url, init, 'Microsoft Graph refused the request'), microsoft.apiBase);
  if (account.provider === 'imap') {
    const { imap, smtp } = mailboxOf(ctx, account);
    return new ImapAdapter(imap, smtp, { allowPrivate, onSentCopyFailed: (err) => ctx.log.warn({ err, account_id: account.id }, 'keeping a copy in Sent failed') });
  }
  return null;
}
