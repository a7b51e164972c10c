/**
 * Webhook endpoints and their deliveries. An event becomes one delivery per subscribed endpoint (in the
 * event's delivery transaction, webhooks.subscribers.ts); each delivery is sent by the worker
 * (webhooks.jobs.ts), signed the Standard Webhooks way, and retried with exponential back-off for 24
 * hours, after which the endpoint is turned off and the organization's admins are told.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret, webhookEndpointInputSchema, webhookEndpointPatchSchema } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { newId } from '../../lib/ids';
import { RefusedAddress } from '../../lib/private-address';
import { addressPolicy, assertPublicUrl } from './safe-post';
import { newWebhookSecret, signedHeaders } from './signing';
import { ensureDeliveryQueue, queueDelivery } from './queue';

type Actor = { orgId: string; actorId: string };
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  enabled: r.enabled,
  disabled_reason: r.disabledReason,
  created_at: r.createdAt.toISOString(),
});

export function toDelivery(r: DeliveryRow, secret: string): WebhookDelivery {
  const headers = signedHeaders(secret, r.id, r.body, r.lastAttemptAt ?? r.createdAt);
  // The log shows which signature was sent, never enough to forge another.
  headers['webhook-signature'] = `${headers['webhook-signature']!.slice(0, 12)}…`;
  return {
    id: r.id,
    event_type: r.eventType,
    status: r.status,
    attempts: r.attempts,
    next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
    request: { body: r.body, headers },
    response_status: r.responseStatus,
    response_body: r.responseBody,
    error: r.error,
    duration_ms: r.durationMs,
    created_at: r.createdAt.toISOString(),
    last_attempt_at: r.lastAttemptAt?.toISOString() ?? null,
  };
}

async function refusePrivate(ctx: AppContext, url: string) {
  try {
    await assertPublicUrl(url, addressPolicy(ctx.env.webhooks.allowPrivate));
  } catch (err) {
    const message = err instanceof RefusedAddress ? 'This address points inside a private network' : 'This address could not be found';
    throw new AppError('validation_failed', message, [{ path: 'url', message }]);
  }
}

export async function listEndpoints(db: Db, { orgId }: { orgId: string }): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.orgId, orgId)).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(toEndpoint);
}

export async function endpointRow(db: Db, { orgId, id }: { orgId: string; id: string }): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id))).limit(1);
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function createEndpoint(ctx: AppContext, actor: Actor, input: z.output<typeof webhookEndpointInputSchema>): Promise<WebhookEndpointWithSecret> {
  await refusePrivate(ctx, input.url);
  const id = newId();
  const secret = newWebhookSecret();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(webhookEndpoints).values({ id, orgId: actor.orgId, url: input.url, description: input.description, events: [...new Set(input.events)], secret, createdBy: actor.actorId });
    await logActivity(tx, { ...actor, action: 'create', entityType: 'webhook_endpoint', entityId: id, changes: { url: { before: null, after: input.url } } });
  });
  return { ...toEndpoint(await endpointRow(ctx.db, { orgId: actor.orgId, id })), secret };
}

export async function editEndpoint(ctx: AppContext, actor: Actor, id: string, patch: z.output<typeof webhookEndpointPatchSchema>): Promise<WebhookEndpoint> {
  const before = await endpointRow(ctx.db, { orgId: actor.orgId, id });
  if (patch.url !== undefined && patch.url !== before.url) await refusePrivate(ctx, patch.url);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({
        ...(patch.url !== undefined && { url: patch.url }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.events !== undefined && { events: [...new Set(patch.events)] }),
        ...(patch.enabled !== undefined && { enabled: patch.enabled, disabledReason: null }),
      })
      .where(and(eq(webhookEndpoints.orgId, actor.orgId), eq(webhookEndpoints.id, id)));
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (patch.url !== undefined && patch.url !== before.url) changes.url = { before: before.url, after: patch.url };
    if (patch.enabled !== undefined && patch.enabled !== before.enabled) changes.enabled = { before: before.enabled, after: patch.enabled };
    if (patch.events !== undefined) changes.events = { before: before.events, after: patch.events };
    if (Object.keys(changes).length) await logActivity(tx, { ...actor, action: 'update', entityType: 'webhook_endpoint', entityId: id, changes });
  });
  return toEndpoint(await endpointRow(ctx.db, { orgId: actor.orgId, id }));
}

/** A new secret, shown once; the old one stops signing at once. */
export async function rotateSecret(db: Db, actor: Actor, id: string): Promise<WebhookEndpointWithSecret> {
  await endpointRow(db, { orgId: actor.orgId, id });
  const secret = newWebhookSecret();
  await db.transaction(async (tx) => {
    await tx.update(webhookEndpoints).set({ secret }).where(and(eq(webhookEndpoints.orgId, actor.orgId), eq(webhookEndpoints.id, id)));
    await logActivity(tx, { ...actor, action: 'update', entityType: 'webhook_endpoint', entityId: id, changes: { secret: { before: 'rotated', after: 'rotated' } } });
  });
  return { ...toEndpoint(await endpointRow(db, { orgId: actor.orgId, id })), secret };
}

export async function removeEndpoint(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(and(eq(webhookEndpoints.orgId, actor.orgId), eq(webhookEndpoints.id, id))).returning({ url: webhookEndpoints.url });
    if (!row) throw notFound('Webhook endpoint');
    await logActivity(tx, { ...actor, action: 'delete', entityType: 'webhook_endpoint', entityId: id, changes: { url: { before: row.url, after: null } } });
  });
}

export const DELIVERY_PAGE_SIZE = 50;

/** An endpoint's deliveries, newest first, 50 at a time; `before` is the `created_at` of the last one seen. */
export async function listDeliveries(db: Db, { orgId, endpointId, before }: { orgId: string; endpointId: string; before?: string | undefined }) {
  const endpoint = await endpointRow(db, { orgId, id: endpointId });
  const beforeDate = before ? new Date(before) : null;
  if (beforeDate && Number.isNaN(beforeDate.getTime())) throw new AppError('validation_failed', 'Not a date', [{ path: 'before', message: 'Not a date' }]);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.endpointId, endpointId), beforeDate ? lt(webhookDeliveries.createdAt, beforeDate) : undefined))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(DELIVERY_PAGE_SIZE + 1);
  const page = rows.slice(0, DELIVERY_PAGE_SIZE);
  return {
    data: page.map((r) => toDelivery(r, endpoint.secret)),
    next_before: rows.length > DELIVERY_PAGE_SIZE ? page.at(-1)!.createdAt.toISOString() : null,
  };
}

/** Sends a delivery again now, whatever became of it, with the same `webhook-id`. */
export async function redeliver(ctx: AppContext, actor: Actor, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const endpoint = await endpointRow(ctx.db, { orgId: actor.orgId, id: endpointId });
  // An attempt to an endpoint that is off fails at once, so say so rather than queue it.
  if (!endpoint.enabled) throw new AppError('conflict', 'Turn the endpoint on to redeliver');
  await ensureDeliveryQueue(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date() })
      .where(and(eq(webhookDeliveries.orgId, actor.orgId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)))
      .returning({ id: webhookDeliveries.id });
    if (!row) throw notFound('Delivery');
    await queueDelivery(tx, ctx, deliveryId, null);
  });
  const [row] = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return toDelivery(row!, endpoint.secret);
}
