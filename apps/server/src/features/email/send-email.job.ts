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

  let error: string | null = null;
  try {
    await ctx.mailer.send(db, {
      to: email.toEmail!,
      subject: email.subject,
      text,
      kind: 'candidate_email',
      orgId,
      fromName: sender ? `${sender.name} (${row.orgName})` : row.orgName,
      replyTo: sender?.address,
    });
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
      .set({ status, attempts, error, sentAt: error ? null : now, body: text, updatedAt: now })
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
