/** The durable queue emails go through: one job per email, retried with backoff. */
import type { AppContext } from '../../lib/context';

export const EMAIL_QUEUE = 'send-email';
export type EmailJobData = { org_id: string; email_id: string };

/** pg-boss retries a failed send this many times (so up to four attempts), waiting 10 s, 20 s, 40 s. */
export const EMAIL_JOB_OPTIONS = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 } as const;

/** The queue must exist before a job is sent to it: the worker creates it at start, tests call this. */
export async function ensureEmailQueue(ctx: Pick<AppContext, 'queue'>) {
  await ctx.queue.createQueue(EMAIL_QUEUE, { name: EMAIL_QUEUE, ...EMAIL_JOB_OPTIONS });
}
