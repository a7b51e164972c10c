/** Mail goes through SMTP when SMTP_URL is set, otherwise into the outbox table. Both are recorded. */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import { newId } from './ids';

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  orgId?: string | null;
  /** Sent as they are; the outbox keeps only their names and content types. */
  attachments?: MailAttachment[];
  /** Shown as the sender's name, e.g. the recruiter sending a candidate email. */
  fromName?: string;
  replyTo?: string;
};
export type Mailer = { send: (db: Db, mail: Mail) => Promise<void> };

export function createMailer(smtpUrl: string | null, from: string, log?: (mail: Mail) => void): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(db, mail) {
      let status: 'stored' | 'sent' | 'failed' = 'stored';
      let error: string | null = null;
      if (!transport) log?.(mail);
      if (transport) {
        try {
          await transport.sendMail({
            from: mail.fromName ? { name: mail.fromName, address: addressOf(from) } : from,
            replyTo: mail.replyTo,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
          });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
        }
      }
      await db.insert(outboxMessages).values({
        id: newId(),
        orgId: mail.orgId ?? null,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        kind: mail.kind,
        attachments: (mail.attachments ?? []).map((a) => ({ file_name: a.filename, content_type: a.contentType })),
        status,
        error,
      });
      if (status === 'failed') throw new Error(`Mail to ${mail.to} failed: ${error}`);
    },
  };
}

/** The bare address of `Name <address>` or of a bare address. */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain transactional mail: a greeting, a paragraph, one button. Every value is escaped. */
export function actionMail(opts: { heading: string; body: string; action: string; url: string }) {
  const text = `${opts.heading}\n\n${opts.body}\n\n${opts.action}: ${opts.url}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<h1 style="font-size:20px">${escapeHtml(opts.heading)}</h1>
<p>${escapeHtml(opts.body)}</p>
<p><a href="${escapeHtml(opts.url)}" style="display:inline-block;background:#111;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action)}</a></p>
<p style="color:#555;font-size:12px">Or paste this link into your browser: ${escapeHtml(opts.url)}</p>
</body></html>`;
  return { text, html };
}
