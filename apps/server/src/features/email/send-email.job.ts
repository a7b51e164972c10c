/**
 * The email worker: at-least-once from pg-boss, never twice in effect for an email already marked
 * sent. A send that fails is retried; after the last retry the email is failed with the reason.
 * The mail goes out outside any transaction, so a slow SMTP server never holds the database.
 */
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { emails, memberships, organizations, users } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import type { AppContext } from '../../lib/context';
import { addressOf } from '../../lib/mailer';
import { connectedMailbox, sendThroughMailbox } from '../integrations/mailbox.service';
import { messageIdFor, threadFor } from './threading';
import { EMAIL_QUEUE, ensureEmailQueue, type EmailJobData } from './send-email.queue';

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'done';

export async function startEmailWorker(ctx: AppContext, opts: { batchSize?: number } = {}) {
  await ensureEmailQueue(ctx);
  await ctx.queue.boss.work<EmailJobData>(
    EMAIL_QUEUE,
    { batchSize: opts.batchSize ?? 4, includeMetadata: true, pollingIntervalSeconds: 0.5 },
    async (jobs) => {
      for (const job of jobs as PgBoss.JobWithMetadata<EmailJobData>[]) {
        const outcome = await deliverEmail(ctx, { orgId: job.data.org_id, emailId: job.data.email_id, lastAttempt: job.retryCount >= job.retryLimit });
        // Failing only this job lets pg-boss retry it while the rest of the batch completes.
        if (outcome === 'retry') await ctx.queue.boss.fail(EMAIL_QUEUE, job.id, { message: 'send failed, will retry' });
      }
    },
  );
  return { stop: async () => undefined };
}

/** Sends one queued email with the sender's name and signature; `lastAttempt` turns a failure final. */
export async function deliverEmail(ctx: AppContext, { orgId, emailId, lastAttempt }: { orgId: string; emailId: string; lastAttempt: boolean }): Promise<DeliveryOutcome> {
  const { db } = ctx;
  const [row] = await db
    .select({ email: emails, orgName: organizations.name })
    .from(emails)
    .innerJoin(organizations, eq(organizations.id, emails.orgId))
    .where(and(eq(emails.orgId, orgId), eq(emails.id, emailId)));
  if (!row || row.email.status !== 'queued' || !row.email.toEmail) return 'done';
  const email = row.email;
  const [sender] = email.sentBy
    ? await db
        .select({ name: users.name, address: users.email, signature: memberships.emailSignature })
        .from(users)
        .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, orgId)))
        .where(eq(users.id, email.sentBy))
    : [];
  const signature = sender?.signature?.trim();
  const text = signature ? `${email.body}\n\n-- \n${signature}` : email.body;

  // A sender with a connected mailbox sends from it, so the mail and its replies are in their inbox.
  const mailbox = email.sentBy ? await connectedMailbox(ctx, { orgId, userId: email.sentBy }) : null;
  const fromName = sender ? `${sender.name} (${row.orgName})` : row.orgName;
  const messageId = email.messageId ?? messageIdFor(email.id, mailbox?.address ?? addressOf(ctx.env.mailFrom));
  const thread = await threadFor(db, { orgId, candidateId: email.candidateId, subject: email.subject, exceptId: email.id });
  const headers = { messageId, inReplyTo: thread?.inReplyTo, references: thread?.references };
  let error: string | null = null;
  try {
    if (mailbox) await sendThroughMailbox(ctx, mailbox, { to: email.toEmail!, subject: email.subject, text, fromName, ...headers });
    else await ctx.mailer.send(db, { to: email.toEmail!, subject: email.subject, text, kind: 'candidate_email', orgId, fromName, replyTo: sender?.address, ...headers });
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }

  const attempts = email.attempts + 1;
  if (error && !lastAttempt) {
    await db.update(emails).set({ attempts, error, updatedAt: new Date() }).where(and(eq(emails.id, email.id), eq(emails.status, 'queued')));
    return 'retry';
  }
  const status = error ? ('failed' as const) : ('sent' as const);
  await db.transaction(async (tx) => {
    const now = new Date();
    const done = await tx
      .update(emails)
      .set({
        status,
        attempts,
        error,
        sentAt: error ? null : now,
        body: text,
        updatedAt: now,
        ...(error
          ? {}
          : { messageId, inReplyTo: thread?.inReplyTo ?? null, threadRefs: thread?.references ?? null, fromEmail: mailbox?.address ?? null, integrationAccountId: mailbox?.account.id ?? null }),
      })
      .where(and(eq(emails.id, email.id), eq(emails.status, 'queued')))
      .returning({ id: emails.id });
    if (done.length === 0) return;
    await logActivity(tx, {
      orgId,
      actorId: email.sentBy,
      action: 'send',
      entityType: 'candidate',
      entityId: email.candidateId,
      changes: {
        subject: { before: null, after: email.subject },
        status: { before: null, after: status },
        ...(error ? { reason: { before: null, after: error } } : {}),
        ...(email.origin === 'trigger' ? { origin: { before: null, after: 'automation' } } : {}),
      },
    });
  });
  return status;
}
