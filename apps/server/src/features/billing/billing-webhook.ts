/**
 * The payment provider's webhook (`/api/v1/webhooks/stripe`). The signature is checked over the raw
 * body with the signing secret (HMAC-SHA256, constant-time compare, 300 s tolerance) by the official
 * SDK. Each event id is stored in the same transaction as its effect, so a replayed or concurrent
 * delivery changes nothing twice. Events carry no state we trust: the subscription they name is read
 * from the provider again, so events arriving out of order still leave its current state.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { billingEvents, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { clientIp } from '../../lib/client-ip';
import type { HonoEnv } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { stripeClient, type Stripe } from '../../providers/stripe';
import { applyProviderSubscription } from './billing.service';

export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Per sending address: far above what the provider sends, low enough that a flood of forged posts stops early. */
export const WEBHOOK_DELIVERIES_PER_MINUTE = 600;

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

/** The organization (through the provider customer, or Checkout's reference) and the subscription an event is about. */
function subjectOf(event: Stripe.Event): { customer: string | null; subscription: string | null; orgRef: string | null } {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    return { customer: idOf(session.customer), subscription: idOf(session.subscription), orgRef: session.client_reference_id };
  }
  if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    return { customer: idOf(sub.customer), subscription: sub.id, orgRef: sub.metadata?.org_id ?? null };
  }
  if (event.type.startsWith('invoice.')) {
    const invoice = event.data.object as Stripe.Invoice;
    return { customer: idOf(invoice.customer), subscription: idOf(invoice.parent?.subscription_details?.subscription), orgRef: null };
  }
  return { customer: typeof object.customer === 'string' ? object.customer : null, subscription: null, orgRef: null };
}

export function billingWebhookRoutes(ctx: AppContext) {
  const { db, log } = ctx;
  return new Hono<HonoEnv>().post('/stripe', async (c) => {
    const config = ctx.env.billing;
    if (!config) throw new AppError('not_found', 'Hosted billing is not configured');
    await enforceRateLimit(c, db, `stripe-webhook:${clientIp(c, ctx.env.trustProxy)}`, WEBHOOK_DELIVERIES_PER_MINUTE, 60, 'Too many webhook deliveries this minute.');
    const raw = await c.req.text();
    const stripe = stripeClient(config);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, c.req.header('stripe-signature') ?? '', config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new AppError('bad_request', 'Invalid webhook signature');
    }
    const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, event.id)).limit(1);
    if (seen) return c.json({ received: true, duplicate: true });

    const subject = subjectOf(event);
    const [byCustomer] = subject.customer
      ? await db.select({ orgId: subscriptions.orgId }).from(subscriptions).where(eq(subscriptions.providerCustomerId, subject.customer)).limit(1)
      : [];
    const [byRef] = !byCustomer && subject.orgRef ? await db.select({ orgId: subscriptions.orgId }).from(subscriptions).where(eq(subscriptions.orgId, subject.orgRef)).limit(1) : [];
    const orgId = byCustomer?.orgId ?? byRef?.orgId ?? null;
    // Read before the transaction: if the provider cannot answer, the event is not marked and its retry applies it.
    const current = orgId && subject.subscription ? await stripe.subscriptions.retrieve(subject.subscription) : null;

    let duplicate = false;
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(billingEvents).values({ id: event.id, type: event.type, orgId }).onConflictDoNothing().returning({ id: billingEvents.id });
      if (inserted.length === 0) {
        duplicate = true;
        return;
      }
      if (orgId && current) await applyProviderSubscription(tx, config, orgId, current);
    });
    if (!orgId) log.warn({ eventId: event.id, type: event.type }, 'billing event for no known organization');
    return c.json({ received: true, duplicate });
  });
}
