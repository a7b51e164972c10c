/**
 * The SMTP side of a connected mailbox: the user's own server sends their candidate email, so it is in
 * their mail and the candidate's reply comes back to them. The connection goes to the checked address
 * (lib/private-address), the host name kept for TLS.
 */
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { connectableAddress } from '../../lib/private-address';

export type SmtpServer = { host: string; port: number; secure: boolean; username: string; password: string };

export type OutgoingMail = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  messageId: string;
  inReplyTo?: string | null;
  references?: string | null;
};

/** A sign-in the SMTP server refused, as opposed to one it could not be reached for. */
export class SmtpAuthError extends Error {}

async function transport(server: SmtpServer, allowPrivate: boolean) {
  const address = await connectableAddress(server.host, allowPrivate);
  return nodemailer.createTransport({
    host: address,
    port: server.port,
    secure: server.secure,
    name: 'hirebase',
    auth: server.username ? { user: server.username, pass: server.password } : undefined,
    tls: { servername: server.host },
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/** Signs in to the server (nodemailer's verify) without sending anything. */
export async function verifySmtp(server: SmtpServer, opts: { allowPrivate: boolean }): Promise<void> {
  const t = await transport(server, opts.allowPrivate);
  try {
    await t.verify();
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code === 'EAUTH') throw new SmtpAuthError(e.message ?? 'The SMTP server refused the user name or password');
    throw new Error(`The SMTP server could not be reached: ${e.message ?? String(err)}`);
  } finally {
    t.close();
  }
}

/** The message as it goes out, with its own Message-ID and threading headers (also appended to Sent). */
export function composeMail(mail: OutgoingMail): Promise<Buffer> {
  const node = new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    messageId: mail.messageId,
    inReplyTo: mail.inReplyTo ?? undefined,
    references: mail.references ?? undefined,
    date: new Date(),
  }).compile();
  node.keepBcc = false;
  return new Promise((resolve, reject) => node.build((err, raw) => (err ? reject(err) : resolve(raw))));
}

/** Sends the composed message through the user's server, to the envelope's recipients. */
export async function sendSmtp(server: SmtpServer, envelope: { from: string; to: string[] }, raw: Buffer, opts: { allowPrivate: boolean }): Promise<void> {
  const t = await transport(server, opts.allowPrivate);
  try {
    await t.sendMail({ envelope, raw });
  } finally {
    t.close();
  }
}
