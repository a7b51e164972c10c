/**
 * Mail goes through SMTP when SMTP_URL is set, otherwise into the outbox table. Both are recorded.
 * Mail sent on behalf of a request that must not reveal what it found (reset, verification) is
 * queued instead (`queueMail`): the request only writes the outbox row and a job, and the outbox
 * worker talks to SMTP, so a real account and an unknown one answer alike however slow SMTP is.
 */
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import { newId } from './ids';
import type { Queue } from './queue';

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
  /** Threading: the message's own id and the ones it answers (candidate email). */
  messageId?: string;
  inReplyTo?: string;
  references?: string;
};
/** A mail the outbox can hold whole until the worker sends it (so no attachments). */
export type QueuedMail = Omit<Mail, 'attachments' | 'fromName' | 'replyTo' | 'messageId' | 'inReplyTo' | 'references'>;

export type Mailer = {
  /** Sends now (when SMTP is set) and records the mail in the outbox; throws when SMTP refuses it. */
  send: (db: Db, mail: Mail) => Promise<void>;
  /** Whether mail leaves through SMTP; without it mail stays in the outbox and nothing waits on the network. */
  smtp: boolean;
  /** Hands the mail to SMTP only (no outbox row); throws on failure. */
  deliver: (mail: Mail) => Promise<void>;
};

export function createMailer(smtpUrl: string | null, from: string, log?: (mail: Mail) => void): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  async function deliver(mail: Mail) {
    if (!transport) throw new Error('SMTP is not configured');
    await transport.sendMail({
      from: mail.fromName ? { name: mail.fromName, address: addressOf(from) } : from,
      replyTo: mail.replyTo,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      messageId: mail.messageId,
      inReplyTo: mail.inReplyTo,
      references: mail.references,
    });
  }
  return {
    smtp: transport !== null,
    deliver,
    async send(db, mail) {
      let status: 'stored' | 'sent' | 'failed' = 'stored';
      let error: string | null = null;
      if (!transport) log?.(mail);
      if (transport) {
        try {
          await deliver(mail);
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
        }
      }
      await db.insert(outboxMessages).values({ ...outboxRow(mail), status, error });
      if (status === 'failed') throw new Error(`Mail to ${mail.to} failed: ${error}`);
    },
  };
}

function outboxRow(mail: Mail) {
  return {
    id: newId(),
    orgId: mail.orgId ?? null,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    kind: mail.kind,
    attachments: (mail.attachments ?? []).map((a) => ({ file_name: a.filename, content_type: a.contentType })),
  };
}

export const OUTBOX_QUEUE = 'outbox-mail';
type OutboxJob = { outbox_id: string };
/** Up to six attempts over about half an hour: a reset link is worth little later than that. */
const OUTBOX_JOB_OPTIONS = { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 120 } as const;

type MailDeps = { db: Db; mailer: Mailer; queue: Queue };

/** The queue must exist before a job is sent to it (pg-boss); cheap after the first call. */
export async function ensureOutboxQueue(deps: Pick<MailDeps, 'queue'>) {
  await deps.queue.createQueue(OUTBOX_QUEUE, { name: OUTBOX_QUEUE, ...OUTBOX_JOB_OPTIONS });
}

/**
 * Records the mail in the outbox and, when SMTP is set, leaves the sending to the outbox worker:
 * the row (status "stored" until sent) and its job commit together, and no network is touched.
 */
export async function queueMail(deps: MailDeps, mail: QueuedMail): Promise<void> {
  if (!deps.mailer.smtp) return deps.mailer.send(deps.db, mail);
  await ensureOutboxQueue(deps);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(outboxMessages).values({ ...outboxRow(mail), status: 'stored' }).returning({ id: outboxMessages.id });
    await deps.queue.sendInTx(tx, OUTBOX_QUEUE, { outbox_id: row!.id } satisfies OutboxJob, OUTBOX_JOB_OPTIONS);
  });
}

/**
 * `queueMail` inside the caller's transaction: the mail exists exactly when the change that sends it
 * commits. The outbox queue must exist (`ensureOutboxQueue`) when SMTP is set.
 */
export async function queueMailInTx(tx: Db, deps: Pick<MailDeps, 'mailer' | 'queue'>, mail: QueuedMail): Promise<void> {
  if (!deps.mailer.smtp) return deps.mailer.send(tx, mail);
  const [row] = await tx.insert(outboxMessages).values({ ...outboxRow(mail), status: 'stored' }).returning({ id: outboxMessages.id });
  await deps.queue.sendInTx(tx, OUTBOX_QUEUE, { outbox_id: row!.id } satisfies OutboxJob, OUTBOX_JOB_OPTIONS);
}

/** Works the outbox queue: sends each stored mail once; a failure is retried, the last one recorded. */
export async function startOutboxWorker(deps: MailDeps) {
  await ensureOutboxQueue(deps);
  await deps.queue.boss.work<OutboxJob>(OUTBOX_QUEUE, { batchSize: 4, includeMetadata: true, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs as PgBoss.JobWithMetadata<OutboxJob>[]) {
      const sent = await deliverOutboxMessage(deps, job.data.outbox_id, job.retryCount >= job.retryLimit);
      if (!sent) await deps.queue.boss.fail(OUTBOX_QUEUE, job.id, { message: 'send failed, will retry' });
    }
  });
}

/** Sends one stored outbox mail; false when it should be tried again. A mail already sent or failed is left alone. */
export async function deliverOutboxMessage(deps: MailDeps, id: string, lastAttempt: boolean): Promise<boolean> {
  const [row] = await deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  if (!row || row.status !== 'stored') return true;
  try {
    await deps.mailer.deliver({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, kind: row.kind });
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    if (!lastAttempt) return false;
    await deps.db
      .update(outboxMessages)
      .set({ status: 'failed', error })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'stored')));
    return true;
  }
  await deps.db.update(outboxMessages).set({ status: 'sent', error: null }).where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'stored')));
  return true;
}

/** The bare address of `Name <address>` or of a bare address. */
export const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from;

export const escapeHtml = (s: string) =>
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
