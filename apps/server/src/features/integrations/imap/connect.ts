/**
 * Connecting an IMAP/SMTP mailbox: the body is validated, both hosts are checked against private
 * ranges, and the server must accept the sign-in over IMAP and over SMTP before anything is saved.
 * The password is kept only in the sealed secret; the settings (shown to the browser) hold the rest.
 */
import { imapConnectSchema, type ImapConnectInput } from '@hirebase/shared';
import { AppError } from '../../../lib/app-error';
import type { AppContext } from '../../../lib/context';
import { validate } from '../../../lib/http';
import { connectableAddress, RefusedAddress } from '../../../lib/private-address';
import { ImapAuthError, syncedFolders, withImap, type ImapServer } from '../../../providers/mail/imap';
import { SmtpAuthError, verifySmtp, type SmtpServer } from '../../../providers/mail/smtp';
import type { IntegrationAccount } from '../accounts';
import { accountSecret } from '../accounts';
import type { Owner, VerifiedConnection } from '../providers';

/** What is stored in the account's settings: everything but the password. */
export type ImapSettings = {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  /** The address the mailbox sends as (and the one that is "the user" in its mail). */
  email: string;
};
export type ImapSecret = { password: string };

const fieldError = (path: string, message: string) => new AppError('validation_failed', message, [{ path, message }]);

async function checkHost(host: string, field: string, allowPrivate: boolean) {
  try {
    await connectableAddress(host, allowPrivate);
  } catch (err) {
    if (err instanceof RefusedAddress && /resolved/.test(err.message)) throw fieldError(field, `${host} could not be found`);
    throw fieldError(field, `${host} points inside a private network; connect a mail server on the internet`);
  }
}

export function settingsOf(input: ImapConnectInput): ImapSettings {
  const email = input.email ?? (input.username.includes('@') ? input.username.toLowerCase() : '');
  return {
    host: input.host,
    port: input.port,
    secure: input.secure,
    username: input.username,
    smtp_host: input.smtp_host ?? input.host,
    smtp_port: input.smtp_port,
    smtp_secure: input.smtp_secure ?? input.smtp_port === 465,
    email,
  };
}

export const imapServerOf = (s: ImapSettings, secret: ImapSecret): ImapServer => ({ host: s.host, port: s.port, secure: s.secure, username: s.username, password: secret.password });
export const smtpServerOf = (s: ImapSettings, secret: ImapSecret): SmtpServer => ({ host: s.smtp_host, port: s.smtp_port, secure: s.smtp_secure, username: s.username, password: secret.password });

/** The connected mailbox's servers and password, opened from its row. */
export function mailboxOf(ctx: Pick<AppContext, 'env'>, account: IntegrationAccount) {
  const settings = account.settings as ImapSettings;
  const secret = accountSecret<ImapSecret>(ctx.env, account);
  return { settings, imap: imapServerOf(settings, secret), smtp: smtpServerOf(settings, secret) };
}

export async function verifyImap(ctx: AppContext, _owner: Owner, body: unknown): Promise<VerifiedConnection> {
  const input = validate(imapConnectSchema, body);
  const settings = settingsOf(input);
  if (!settings.email) throw fieldError('email', 'Enter the address this mailbox sends as');
  const allowPrivate = ctx.env.integrations.allowPrivate;
  await checkHost(settings.host, 'host', allowPrivate);
  await checkHost(settings.smtp_host, 'smtp_host', allowPrivate);
  const secret: ImapSecret = { password: input.password };
  try {
    const folders = await withImap(imapServerOf(settings, secret), { allowPrivate }, syncedFolders);
    if (!folders.some((f) => f.role === 'inbox')) throw fieldError('host', 'The IMAP server shows no INBOX for this user');
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof ImapAuthError) throw fieldError('password', 'The IMAP server refused this user name and password');
    throw fieldError('host', (err as Error).message);
  }
  try {
    await verifySmtp(smtpServerOf(settings, secret), { allowPrivate });
  } catch (err) {
    if (err instanceof SmtpAuthError) throw fieldError('password', 'The SMTP server refused this user name and password');
    throw fieldError('smtp_host', (err as Error).message);
  }
  return { label: settings.email, secret, settings };
}
