/**
 * Sending deliveries. One attempt per job: a 2xx answer ends it; anything else (an error status, a
 * timeout, a refused address) schedules the next attempt with exponential back-off — 30 s, 1 min, 2 min
 * … doubling — for 24 hours after the event, the last attempt at the 24-hour mark. When that one fails
 * too the endpoint is turned off and the organization's admins are notified.
 */
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { memberships, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { notify } from '../notifications/notifications.service';
import { addressPolicy, safePost } from './safe-post';
import { signedHeaders } from './signing';
import { DELIVERY_QUEUE, ensureDeliveryQueue, queueDelivery, type DeliveryJob } from './queue';

export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;

/** When to try again after `failures` failed attempts of a delivery made at `createdAt`; null when the 24 hours are over. */
export function nextAttemptAt(createdAt: Date, failures: number, now: Date): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const next = now.getTime() + FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1);
  return new Date(Math.min(next, end));
}

/** Makes one attempt of a delivery that is still pending. */
export async function attemptDelivery(ctx: AppContext, deliveryId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!row || row.delivery.status !== 'pending') return;
  const { delivery, endpoint } = row;
  if (!endpoint.enabled) {
    await ctx.db.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null, error: 'The endpoint is turned off' }).where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const startedAt = new Date();
  const started = performance.now();
  let status: number | null = null;
  let responseBody: string | null = null;
  let error: string | null = null;
  try {
    const res = await safePost(endpoint.url, signedHeaders(endpoint.secret, delivery.id, delivery.body, startedAt), delivery.body, {
      refuse: addressPolicy(ctx.env.webhooks.allowPrivate),
      timeoutMs: ctx.env.webhooks.timeoutMs,
    });
    status = res.status;
    responseBody = res.body;
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const durationMs = Math.round(performance.now() - started);
  const outcome = { attempts: delivery.attempts + 1, responseStatus: status, responseBody, error, durationMs, lastAttemptAt: startedAt };
  if (status != null && status >= 200 && status < 300) {
    await ctx.db.update(webhookDeliveries).set({ ...outcome, status: 'succeeded', nextAttemptAt: null }).where(eq(webhookDeliveries.id, deliveryId));
    return;
  }
  const next = nextAttemptAt(delivery.createdAt, outcome.attempts, new Date());
  await ctx.db.transaction(async (tx) => {
    if (next) {
      await tx.update(webhookDeliveries).set({ ...outcome, nextAttemptAt: next }).where(eq(webhookDeliveries.id, deliveryId));
      await queueDelivery(tx, ctx, deliveryId, next);
      return;
    }
    await tx.update(webhookDeliveries).set({ ...outcome, status: 'failed', nextAttemptAt: null }).where(eq(webhookDeliveries.id, deliveryId));
    const [turnedOff] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: 'Deliveries kept failing for 24 hours' })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id });
    if (!turnedOff) return;
    const admins = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.orgId, endpoint.orgId), eq(memberships.role, 'admin'), eq(memberships.status, 'active')));
    await notify(tx, {
      orgId: endpoint.orgId,
      userIds: admins.map((a) => a.userId),
      kind: 'webhook_disabled',
      title: `Webhook turned off: ${endpoint.url}`.slice(0, 300),
      body: 'Deliveries to this endpoint failed for 24 hours, so it was turned off. Fix the receiver, turn it back on and redeliver what it missed.',
      link: `/settings/webhooks?endpoint=${endpoint.id}`,
      dedupeKey: `webhook-disabled:${delivery.id}`,
    });
  });
}

export async function startWebhookWorker(ctx: AppContext): Promise<void> {
  await ensureDeliveryQueue(ctx);
  await ctx.queue.boss.work<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 5, pollingIntervalSeconds: 1 }, async (jobs: PgBoss.Job<DeliveryJob>[]) => {
    await Promise.all(jobs.map((job) => attemptDelivery(ctx, job.data.delivery_id)));
  });
}
