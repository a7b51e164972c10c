/** The mailbox adapter of a connected Gmail or Outlook account, its calls signed with the account's OAuth tokens. */
import type { AppContext } from '../../../lib/context';
import type { MailAdapter } from '../../../providers/mail/adapter';
import { GmailAdapter } from '../../../providers/mail/gmail';
import { GraphAdapter } from '../../../providers/mail/graph';
import type { IntegrationAccount } from '../accounts';
import { oauthFetch } from '../oauth';


export function oauthMailAdapter(ctx: AppContext, account: IntegrationAccount): MailAdapter<unknown> | null {
  const { google, microsoft } = ctx.env.integrations;
  if (account.provider === 'google_mail') return new GmailAdapter((url, init) => oauthFetch(ctx, 'google', account, url, init, 'Gmail refused the request'), google.apiBase);
  if (account.provider === 'microsoft_mail') return new GraphAdapter((url, init) => oauthFetch(ctx, 'microsoft', account, url, init, 'Microsoft Graph refused the request'), microsoft.apiBase);
  return null;
}
