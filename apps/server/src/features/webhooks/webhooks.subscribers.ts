/**
 * Events to webhooks: each event becomes one delivery per enabled endpoint subscribed to its type, with
 * its attempt queued, all in the event's delivery transaction (decision 029) — an event is turned into
 * deliveries exactly once, and only for a change that committed.
 */
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_EVENTS, type WebhookPayload } from '@hirebase/shared';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { defineSubscriber } from '../../lib/events';
import { newId } from '../../lib/ids';
import { queueDelivery } from './queue';

export const sendWebhooks = defineSubscriber({
  name: 'webhooks.deliver',
  on: WEBHOOK_EVENTS,
  handle: async (ctx, event, tx) => {
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.orgId, event.org_id), eq(webhookEndpoints.enabled, true)));
    const body = JSON.stringify({ id: event.id, type: event.type, timestamp: event.occurred_at, data: event.payload } satisfies WebhookPayload);
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes(event.type)) continue;
      const id = `msg_${newId()}`;
      await tx.insert(webhookDeliveries).values({ id, orgId: event.org_id, endpointId: endpoint.id, eventId: event.id, eventType: event.type, body, status: 'pending', nextAttemptAt: new Date() });
      await queueDelivery(tx, ctx, id, null);
    }
  },
});

export const webhookSubscribers = [sendWebhooks];
