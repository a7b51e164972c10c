/**
 * Billing: the plan an organization is on, its usage against the plan's limits, and plan changes.
 * Self-hosted mode has no payment provider: an operator sets the plan (`npm run admin -- set-plan`).
 * Hosted mode pays through the provider: Checkout starts a paid plan, an existing subscription
 * changes in place (seats are its quantity, prorated), and the provider's webhooks bring the result
 * back (billing-webhook.ts). The subscriptions row is the one state every gate reads.
 */
import { count, eq, or } from 'drizzle-orm';
import { PLANS, planChangeProblem, type Billing, type Invoice, type PlanChange, type PlanChangeResult, type PlanId, type Subscription } from '@hirebase/shared';
import type { Db } from '../../db/client';
import { candidates, jobs, organizations, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { BillingConfig } from '../../lib/env';
import { stripeClient, type Stripe } from '../../providers/stripe';
import { loadSubscription } from '../subscriptions/subscriptions.service';

const SELF_HOSTED_HINT = 'This installation has no payment provider: the operator sets the plan with `npm run admin -- set-plan --org <slug> --plan <plan>`.';

function hosted(ctx: AppContext): BillingConfig {
  if (!ctx.env.billing) throw new AppError('conflict', SELF_HOSTED_HINT);
  return ctx.env.billing;
}

async function subscriptionRow(db: Db, orgId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.orgId, orgId)).limit(1);
  return row;
}

export async function billingOverview(ctx: AppContext, orgId: string): Promise<Billing> {
  const { db } = ctx;
  const [subscription, row, [cands], [allJobs]] = await Promise.all([
    loadSubscription(db, orgId),
    subscriptionRow(db, orgId),
    db.select({ n: count() }).from(candidates).where(eq(candidates.orgId, orgId)),
    db.select({ n: count() }).from(jobs).where(eq(jobs.orgId, orgId)),
  ]);
  let invoices: Invoice[] = [];
  if (ctx.env.billing && row?.providerCustomerId) {
    const list = await stripeClient(ctx.env.billing).invoices.list({ customer: row.providerCustomerId, limit: 12 });
    invoices = list.data.map((inv) => ({
      id: inv.id ?? '',
      number: inv.number ?? null,
      status: inv.status ?? null,
      amount_due: inv.amount_due,
      currency: inv.currency,
      created_at: new Date(inv.created * 1000).toISOString(),
      url: inv.hosted_invoice_url ?? null,
    }));
  }
  return {
    mode: ctx.env.billing ? 'hosted' : 'self_hosted',
    subscription,
    has_provider_subscription: row?.providerSubscriptionId != null,
    usage: { candidates: Number(cands?.n ?? 0), jobs: Number(allJobs?.n ?? 0), open_jobs: subscription.open_jobs_used },
    invoices,
  };
}

/** The organization as it is must fit the plan asked for: downgrading past the seats or open jobs in use is refused, naming what to free. */
function assertFits(sub: Subscription, target: { plan: PlanId; seats?: number | null }) {
  const problem = planChangeProblem(target, sub);
  if (problem) throw new AppError('conflict', problem, { field: target.seats != null && PLANS[target.plan].seat_limit !== null && target.seats < PLANS[target.plan].seat_limit! ? 'seats' : 'plan' });
}

function priceOf(config: BillingConfig, plan: PlanId): string | null {
  return plan === 'starter' ? null : config.prices[plan];
}

function planOfPrice(config: BillingConfig, price: string | undefined): PlanId | null {
  if (price === config.prices.growth) return 'growth';
  if (price === config.prices.scale) return 'scale';
  return null;
}

async function ensureCustomer(ctx: AppContext, stripe: Stripe, orgId: string): Promise<string> {
  const row = await subscriptionRow(ctx.db, orgId);
  if (row?.providerCustomerId) return row.providerCustomerId;
  const [org] = await ctx.db.select({ name: organizations.name, slug: organizations.slug }).from(organizations).where(eq(organizations.id, orgId));
  const customer = await stripe.customers.create({ name: org?.name, metadata: { org_id: orgId, org_slug: org?.slug ?? '' } }, { idempotencyKey: `customer-${orgId}` });
  await ctx.db.update(subscriptions).set({ providerCustomerId: customer.id, updatedAt: new Date() }).where(eq(subscriptions.orgId, orgId));
  return customer.id;
}

/**
 * Hosted: a paid plan without a subscription goes through Checkout (the answer is its address);
 * with one, the subscription's price and quantity change in place with proration; Starter, the free
 * plan, ends the paid subscription at the period's end.
 */
export async function changePlan(ctx: AppContext, orgId: string, input: PlanChange): Promise<PlanChangeResult> {
  const config = hosted(ctx);
  const sub = await loadSubscription(ctx.db, orgId);
  const seats = input.plan === 'starter' ? null : (input.seats ?? Math.max(1, sub.seats_used + sub.pending_invitations));
  assertFits(sub, { plan: input.plan, seats });
  const stripe = stripeClient(config);
  const row = await subscriptionRow(ctx.db, orgId);
  const price = priceOf(config, input.plan);

  if (!price) {
    if (row?.providerSubscriptionId) return setCancelAtPeriodEnd(ctx, orgId, true);
    // Nothing is paid: the free plan starts now (a trial ends early).
    await ctx.db
      .update(subscriptions)
      .set({ plan: 'starter', status: 'active', seats: null, trialEndsAt: null, pastDueSince: null, updatedAt: new Date() })
      .where(eq(subscriptions.orgId, orgId));
    return { subscription: await loadSubscription(ctx.db, orgId) };
  }
  if (row?.providerSubscriptionId) {
    const current = await stripe.subscriptions.retrieve(row.providerSubscriptionId);
    const item = current.items.data[0];
    const updated = await stripe.subscriptions.update(current.id, {
      items: [{ ...(item ? { id: item.id } : {}), price, quantity: seats! }],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
    });
    await applyProviderSubscription(ctx.db, config, orgId, updated);
    return { subscription: await loadSubscription(ctx.db, orgId) };
  }
  const customer = await ensureCustomer(ctx, stripe, orgId);
  const back = `${ctx.env.publicUrl}/settings/billing`;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: orgId,
    line_items: [{ price, quantity: seats! }],
    subscription_data: { metadata: { org_id: orgId } },
    success_url: `${back}?checkout=success`,
    cancel_url: `${back}?checkout=canceled`,
  });
  if (!session.url) throw new AppError('internal', 'The payment provider did not return a checkout address');
  return { checkout_url: session.url };
}

export async function setCancelAtPeriodEnd(ctx: AppContext, orgId: string, cancel: boolean): Promise<PlanChangeResult> {
  const config = hosted(ctx);
  const row = await subscriptionRow(ctx.db, orgId);
  if (!row?.providerSubscriptionId) throw new AppError('conflict', 'There is no paid subscription to cancel: the organization is on the free plan or a trial.');
  const updated = await stripeClient(config).subscriptions.update(row.providerSubscriptionId, { cancel_at_period_end: cancel });
  await applyProviderSubscription(ctx.db, config, orgId, updated);
  return { subscription: await loadSubscription(ctx.db, orgId) };
}

/** The provider's customer portal, where cards and invoices are managed. */
export async function portalUrl(ctx: AppContext, orgId: string): Promise<{ url: string }> {
  const config = hosted(ctx);
  const stripe = stripeClient(config);
  const customer = await ensureCustomer(ctx, stripe, orgId);
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${ctx.env.publicUrl}/settings/billing` });
  return { url: session.url };
}

/**
 * Writes the provider subscription's current state onto the organization. Every caller passes a
 * subscription just read from the provider, so an event that arrives late still applies what is
 * true now; the end of a subscription the organization has since replaced changes nothing.
 */
export async function applyProviderSubscription(db: Db, config: BillingConfig, orgId: string, remote: Stripe.Subscription): Promise<void> {
  const row = await subscriptionRow(db, orgId);
  if (!row) return;
  const customer = typeof remote.customer === 'string' ? remote.customer : remote.customer.id;
  const ended = remote.status === 'canceled' || remote.status === 'incomplete_expired';
  if (ended) {
    if (row.providerSubscriptionId && row.providerSubscriptionId !== remote.id) return;
    if (!row.providerSubscriptionId && row.status === 'trialing') return;
    await db
      .update(subscriptions)
      .set({ plan: 'starter', status: 'active', seats: null, trialEndsAt: null, providerSubscriptionId: null, cancelAtPeriodEnd: false, currentPeriodEnd: null, pastDueSince: null, updatedAt: new Date() })
      .where(eq(subscriptions.orgId, orgId));
    return;
  }
  if (remote.status === 'incomplete' || remote.status === 'paused') return;
  const item = remote.items.data[0];
  const plan = planOfPrice(config, item?.price.id) ?? row.plan;
  const pastDue = remote.status === 'past_due' || remote.status === 'unpaid';
  await db
    .update(subscriptions)
    .set({
      plan,
      status: pastDue ? 'past_due' : 'active',
      seats: item?.quantity ?? null,
      trialEndsAt: null,
      providerCustomerId: customer,
      providerSubscriptionId: remote.id,
      cancelAtPeriodEnd: remote.cancel_at_period_end,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      pastDueSince: pastDue ? (row.pastDueSince ?? new Date()) : null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.orgId, orgId));
}

/** Self-hosted: the operator's `set-plan` (an organization given by slug or id). Limits are checked like any downgrade. */
export async function setPlanByOperator(db: Db, input: { org: string; plan: PlanId; seats: number | null }): Promise<{ orgName: string; subscription: Subscription }> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(or(eq(organizations.slug, input.org), eq(organizations.id, input.org)))
    .limit(1);
  if (!org) throw new AppError('not_found', `No organization with slug or id ${input.org}.`);
  const sub = await loadSubscription(db, org.id);
  assertFits(sub, { plan: input.plan, seats: input.seats });
  const values = { plan: input.plan, status: 'active' as const, seats: input.seats, trialEndsAt: null, pastDueSince: null, cancelAtPeriodEnd: false, updatedAt: new Date() };
  await db
    .insert(subscriptions)
    .values({ orgId: org.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.orgId, set: values });
  return { orgName: org.name, subscription: await loadSubscription(db, org.id) };
}
