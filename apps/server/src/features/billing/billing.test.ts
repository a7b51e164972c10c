/**
 * Plans and billing: the seat and open-job limits, self-hosted plans set by the operator, read-only
 * after the past-due grace period, and hosted billing against a fake of the provider's API with
 * webhooks signed by the SDK's own helper.
 */
import { FEATURES, PLAN_IDS, PLANS, type Feature } from '@hirebase/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { subscriptions } from '../../db/schema';
import { BILLING_CHANGES_PER_MINUTE } from './billing.routes';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createTestApp, type TestApp } from '../../test/test-app';

const info = async (t: TestApp, token: string) => (await t.call('GET', '/api/v1/recruiter/subscriptions/info', { token })).json.data;
const setPlan = (t: TestApp, values: Record<string, string>) => runCommand({ auth: t.auth, db: t.db, env: t.env }, { command: 'set-plan', values });
const openJob = (t: TestApp, token: string, title: string, status = 'open') => t.call('POST', '/api/v1/recruiter/jobs', { token, body: { title, status } });

describe('self-hosted plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets only administrators reach billing, and sends plan changes to the operator', async () => {
    const admin = await t.newAdmin('billing-admin@example.com');
    const recruiter = await t.addMember(admin, 'billing-recruiter@example.com', 'recruiter');
    expect((await t.call('GET', '/api/v1/recruiter/billing', { token: recruiter.token })).status).toBe(403);
    expect((await t.call('POST', '/api/v1/recruiter/billing/plan', { token: recruiter.token, body: { plan: 'growth' } })).status).toBe(403);

    const billing = await t.call('GET', '/api/v1/recruiter/billing', { token: admin.token });
    expect(billing.json.data).toMatchObject({ mode: 'self_hosted', invoices: [], subscription: { plan: 'scale', seats_used: 2 }, usage: { jobs: 0 } });
    const change = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'growth' } });
    expect(change.status).toBe(409);
    expect(change.json.error.message).toContain('npm run admin -- set-plan');
    const bad = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'gold' } });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details[0].path).toBe('plan');

    // Changes reach the payment provider, so an organization makes only a few a minute.
    for (let i = 2; i < BILLING_CHANGES_PER_MINUTE; i++) await t.call('POST', '/api/v1/recruiter/billing/cancel', { token: admin.token, body: { cancel_at_period_end: false } });
    const limited = await t.call('POST', '/api/v1/recruiter/billing/portal', { token: admin.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.json.error.message).toBe('Too many billing changes this minute. Please wait a moment and try again.');
  });

  it('set-plan puts an organization on a plan, and refuses a downgrade past the seats in use, naming how many to free', async () => {
    const admin = await t.newAdmin('seats@example.com', 'Seat Counters');
    await t.addMember(admin, 'seats-1@example.com', 'recruiter');
    await t.addMember(admin, 'seats-2@example.com', 'recruiter');
    await t.call('POST', '/api/v1/recruiter/team/invitations', { token: admin.token, body: { email: 'seats-3@example.com', role: 'recruiter' } });

    const refused = await setPlan(t, { org: admin.orgId, plan: 'starter' });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('Starter allows 3 seats and 4 are taken or invited: remove or revoke 1 seat first.');
    expect((await setPlan(t, { org: admin.orgId, plan: 'growth', seats: '0' })).stderr).toContain('--seats must be a whole number');
    expect((await setPlan(t, { org: 'no-such-org', plan: 'growth' })).stderr).toContain('No organization with slug or id no-such-org');

    const done = await setPlan(t, { org: admin.orgId, plan: 'growth', seats: '4' });
    expect(done).toMatchObject({ exitCode: 0, stdout: '"Seat Counters" is on Growth: 3 of 4 seats used, 0 of 50 open jobs.' });
    expect(await info(t, admin.token)).toMatchObject({ plan: 'growth', status: 'active', active: true, seat_limit: 4, seats_used: 3, pending_invitations: 1, trial_ends_at: null });

    // The fourth seat is held by the pending invitation: one more invite is refused with the limit named.
    const over = await t.call('POST', '/api/v1/recruiter/team/invitations', { token: admin.token, body: { email: 'seats-4@example.com', role: 'recruiter' } });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toBe('Your plan allows 4 seats and all are taken or invited. Revoke an invitation, remove a member, or add seats in Billing.');
  });

  it('refuses opening a job past the plan’s open-job limit, whether created open, reopened or restored', async () => {
    const admin = await t.newAdmin('jobs-limit@example.com');
    expect((await setPlan(t, { org: admin.orgId, plan: 'starter' })).exitCode).toBe(0);
    for (let i = 1; i <= 5; i++) expect((await openJob(t, admin.token, `Open ${i}`)).status).toBe(201);
    expect(await info(t, admin.token)).toMatchObject({ open_job_limit: 5, open_jobs_used: 5 });

    const sixth = await openJob(t, admin.token, 'Sixth');
    expect(sixth.status).toBe(409);
    expect(sixth.json.error).toMatchObject({
      message: 'Your Starter plan allows 5 open jobs. Close or archive one, or upgrade in Billing, to open another.',
      details: { field: 'status', limit: 'open_jobs' },
    });
    const draft = await openJob(t, admin.token, 'Draft', 'draft');
    expect(draft.status).toBe(201);
    expect((await t.call('PATCH', `/api/v1/recruiter/jobs/${draft.json.data.id}`, { token: admin.token, body: { status: 'open' } })).status).toBe(409);

    const jobs = (await t.call('GET', '/api/v1/recruiter/jobs?status=open', { token: admin.token })).json.data as { id: string }[];
    expect((await t.call('POST', `/api/v1/recruiter/jobs/${jobs[0]!.id}/archive`, { token: admin.token })).status).toBe(200);
    expect((await t.call('PATCH', `/api/v1/recruiter/jobs/${draft.json.data.id}`, { token: admin.token, body: { status: 'open' } })).status).toBe(200);
    const restore = await t.call('POST', `/api/v1/recruiter/jobs/${jobs[0]!.id}/restore`, { token: admin.token });
    expect(restore.status).toBe(409);
    // Editing an open job that is already counted is not opening another.
    expect((await t.call('PATCH', `/api/v1/recruiter/jobs/${jobs[1]!.id}`, { token: admin.token, body: { status: 'open', title: 'Renamed' } })).status).toBe(200);
  });

  /**
   * One call per plan flag into the feature it gates. Gmail and job portals exist as connected
   * accounts (the mailbox and portal cards under /apps): connecting one is what the flag gates.
   */
  const FLAG_CALLS: Record<Feature, (admin: { token: string }, jobId: string) => ReturnType<TestApp['call']>> = {
    ai_assessment: (a, jobId) => t.call('POST', '/api/v1/recruiter/assessments/generate', { token: a.token, body: { job_id: jobId } }),
    gmail: (a) => t.call('POST', '/api/v1/recruiter/integrations/google_mail/connect', { token: a.token, body: {} }),
    automation: (a, jobId) => t.call('GET', `/api/v1/recruiter/jobs/${jobId}/triggers`, { token: a.token }),
    talent_scout: (a) => t.call('GET', '/api/v1/recruiter/talent-scout/partners', { token: a.token }),
    career_pages: (a) => t.call('PUT', '/api/v1/recruiter/career-page', { token: a.token, body: {} }),
    job_portals: (a) => t.call('POST', '/api/v1/recruiter/integrations/naukri/connect', { token: a.token, body: {} }),
    recommendations: (a, jobId) => t.call('GET', `/api/v1/recruiter/jobs/${jobId}/recommendations`, { token: a.token }),
    api_access: (a) => t.call('GET', '/api/v1/recruiter/api-keys', { token: a.token }),
  };

  for (const flag of FEATURES) {
    it(`gates ${flag}: reachable on a plan with it, 403 feature_disabled without it`, async () => {
      const admin = await t.newAdmin(`flag-${flag}@example.com`);
      const job = (await openJob(t, admin.token, 'Flagged', 'draft')).json.data;
      const call = () => FLAG_CALLS[flag](admin, job.id);
      expect((await call()).json?.error?.code, `${flag} on Scale`).not.toBe('feature_disabled');

      const without = PLAN_IDS.find((p) => !PLANS[p].features[flag]);
      if (without) {
        expect((await setPlan(t, { org: admin.orgId, plan: without })).exitCode).toBe(0);
      } else {
        // Every plan has it: it goes off with the subscription (a trial that ended).
        await t.db.update(subscriptions).set({ status: 'trialing', trialEndsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.orgId, admin.orgId));
      }
      const res = await call();
      expect([res.status, res.json.error.code, res.json.error.details]).toEqual([403, 'feature_disabled', { feature: flag }]);
      if (flag === 'gmail' || flag === 'job_portals') {
        // The /apps cards read this to show an upgrade note instead of Connect.
        const cards = (await t.call('GET', '/api/v1/recruiter/integrations', { token: admin.token })).json.data as { plan_flag: string | null; plan_allows: boolean }[];
        const gated = cards.filter((p) => p.plan_flag === flag);
        expect(gated.length).toBeGreaterThan(0);
        expect(gated.every((p) => !p.plan_allows)).toBe(true);
      }
    });
  }

  it('turns a past-due organization read-only after the grace period, keeping reads, billing and data', async () => {
    const admin = await t.newAdmin('past-due@example.com');
    expect((await openJob(t, admin.token, 'Kept')).status).toBe(201);
    const since = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    await t.db.update(subscriptions).set({ status: 'past_due', pastDueSince: since(3) }).where(eq(subscriptions.orgId, admin.orgId));
    expect(await info(t, admin.token)).toMatchObject({ status: 'past_due', active: true, read_only: false });
    expect((await openJob(t, admin.token, 'Within grace', 'draft')).status).toBe(201);

    await t.db.update(subscriptions).set({ pastDueSince: since(8) }).where(eq(subscriptions.orgId, admin.orgId));
    expect(await info(t, admin.token)).toMatchObject({ read_only: true, active: false });
    const refused = await openJob(t, admin.token, 'After grace', 'draft');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: 'forbidden', details: { reason: 'read_only' } });
    expect(refused.json.error.message).toContain('no data has been deleted');
    expect((await t.call('GET', '/api/v1/recruiter/jobs', { token: admin.token })).json.meta.total).toBe(2);
    expect((await t.call('GET', '/api/v1/recruiter/billing', { token: admin.token })).status).toBe(200);
  });
});

describe('hosted billing', () => {
  let t: TestApp;
  let fake: FakeStripe;
  const secret = 'whsec_test_signing_secret';
  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: secret, prices: { price_growth: 4900, price_scale: 9900 } });
    t = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: fake.base,
      STRIPE_PRICE_GROWTH: 'price_growth',
      STRIPE_PRICE_SCALE: 'price_scale',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (event: { payload: string; header: string }) =>
    t.call('POST', '/api/v1/webhooks/stripe', { body: event.payload, headers: { 'stripe-signature': event.header } });

  /** An organization on the free plan that upgrades to Growth through Checkout. */
  async function upgraded(email: string) {
    const admin = await t.newAdmin(email);
    await t.db.update(subscriptions).set({ plan: 'starter', status: 'active', trialEndsAt: null }).where(eq(subscriptions.orgId, admin.orgId));
    const change = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'growth' } });
    expect(change.status).toBe(200);
    const sessionId = (change.json.data.checkout_url as string).split('/checkout/')[1]!;
    const { session, subscription } = fake.complete(sessionId);
    const delivered = await webhook(fake.signedEvent('checkout.session.completed', session));
    expect(delivered.status).toBe(200);
    return { admin, subscription };
  }

  it('upgrades through Checkout: the signed webhook turns the plan’s features on', async () => {
    const admin = await t.newAdmin('upgrade@example.com');
    await t.db.update(subscriptions).set({ plan: 'starter', status: 'active', trialEndsAt: null }).where(eq(subscriptions.orgId, admin.orgId));
    const triggers = () => t.call('GET', '/api/v1/recruiter/triggers/none', { token: admin.token });
    expect((await triggers()).json.error.code).toBe('feature_disabled');

    const change = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'growth', seats: 3 } });
    expect(change.json.data.checkout_url).toMatch(new RegExp(`^${fake.base}/checkout/cs_`));
    const sessionId = (change.json.data.checkout_url as string).split('/checkout/')[1]!;
    expect(fake.sessions.get(sessionId)).toMatchObject({ price: 'price_growth', quantity: 3, client_reference_id: admin.orgId, success_url: 'http://localhost:3000/settings/billing?checkout=success' });

    const { session } = fake.complete(sessionId);
    expect(await webhook(fake.signedEvent('checkout.session.completed', session))).toMatchObject({ status: 200, json: { received: true, duplicate: false } });
    const sub = await info(t, admin.token);
    expect(sub).toMatchObject({ plan: 'growth', status: 'active', seat_limit: 3, open_job_limit: 50 });
    expect(sub.features).toMatchObject({ automation: true, gmail: true, ai_assessment: false });
    expect((await triggers()).json.error?.code).not.toBe('feature_disabled');

    const billing = (await t.call('GET', '/api/v1/recruiter/billing', { token: admin.token })).json.data;
    expect(billing).toMatchObject({ mode: 'hosted', has_provider_subscription: true, invoices: [{ amount_due: 14700, currency: 'usd', status: 'paid' }] });
  });

  it('moves a trial to the free plan at once when nothing is paid', async () => {
    const admin = await t.newAdmin('to-free@example.com');
    const res = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'starter' } });
    expect(res.json.data.subscription).toMatchObject({ plan: 'starter', status: 'active', trial_ends_at: null, seat_limit: 3 });
    expect(fake.requests.some((r) => r.body.metadata && (r.body.metadata as Record<string, string>).org_id === admin.orgId)).toBe(false);
  });

  it('refuses a bad signature or a stale timestamp with 400 and changes nothing', async () => {
    const admin = await t.newAdmin('forged@example.com');
    const forged = fake.signedEvent('customer.subscription.deleted', { id: 'sub_x', object: 'subscription', customer: 'cus_x', status: 'canceled' }, { secret: 'whsec_wrong' });
    expect((await webhook(forged)).status).toBe(400);
    const stale = fake.signedEvent('customer.subscription.deleted', { id: 'sub_x', object: 'subscription', customer: 'cus_x' }, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect((await webhook(stale)).status).toBe(400);
    const tampered = fake.signedEvent('invoice.paid', { id: 'in_x', object: 'invoice', customer: 'cus_x' });
    expect((await webhook({ payload: tampered.payload.replace('in_x', 'in_y'), header: tampered.header })).status).toBe(400);
    expect((await t.call('POST', '/api/v1/webhooks/stripe', { body: tampered.payload })).status).toBe(400);
    expect(await info(t, admin.token)).toMatchObject({ plan: 'scale', status: 'trialing' });
  });

  it('processes an event once: a replay has no second effect', async () => {
    const { admin, subscription } = await upgraded('replay@example.com');
    subscription.items.data[0]!.quantity = 7;
    const event = fake.signedEvent('customer.subscription.updated', subscription, { eventId: 'evt_replayed_once' });
    expect((await webhook(event)).json).toEqual({ received: true, duplicate: false });
    expect((await info(t, admin.token)).seat_limit).toBe(7);

    // The same event again, after the seats were set back by hand: the replay does not redo its effect.
    await t.db.update(subscriptions).set({ seats: 2 }).where(eq(subscriptions.orgId, admin.orgId));
    expect((await webhook(event)).json).toEqual({ received: true, duplicate: true });
    expect((await info(t, admin.token)).seat_limit).toBe(2);
  });

  it('applies the subscription’s current state when events arrive out of order', async () => {
    const { admin, subscription } = await upgraded('order@example.com');
    const older = structuredClone(subscription);
    // The provider now has the subscription past due; the late event still carries the active state.
    subscription.status = 'past_due';
    expect((await webhook(fake.signedEvent('customer.subscription.updated', older))).status).toBe(200);
    expect(await info(t, admin.token)).toMatchObject({ status: 'past_due', active: true, read_only: false });
    expect((await info(t, admin.token)).past_due_since).not.toBeNull();

    subscription.status = 'active';
    expect((await webhook(fake.signedEvent('invoice.paid', { id: 'in_paid', object: 'invoice', customer: subscription.customer, parent: { subscription_details: { subscription: subscription.id } } }))).status).toBe(200);
    expect(await info(t, admin.token)).toMatchObject({ status: 'active', past_due_since: null });

    // The end of an older subscription the organization has since replaced changes nothing.
    const replaced = fake.createSubscription(subscription.customer, 'price_growth', 1, {});
    replaced.status = 'canceled';
    expect((await webhook(fake.signedEvent('customer.subscription.deleted', replaced))).status).toBe(200);
    expect((await info(t, admin.token)).plan).toBe('growth');
  });

  it('changes plan and seats in place with proration, refuses a downgrade past the seats in use, and cancels at period end', async () => {
    const { admin, subscription } = await upgraded('change@example.com');
    // Checkout bought the one seat in use; more seats come first, prorated, then the members.
    expect((await info(t, admin.token)).seat_limit).toBe(1);
    const seats = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'growth', seats: 3 } });
    expect(seats.json.data.subscription).toMatchObject({ plan: 'growth', seat_limit: 3 });
    await t.addMember(admin, 'change-1@example.com', 'recruiter');
    await t.addMember(admin, 'change-2@example.com', 'manager');

    const tooFew = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'growth', seats: 2 } });
    expect(tooFew.status).toBe(409);
    expect(tooFew.json.error.message).toBe('Growth allows 2 seats and 3 are taken or invited: remove or revoke 1 seat first.');

    const scale = await t.call('POST', '/api/v1/recruiter/billing/plan', { token: admin.token, body: { plan: 'scale', seats: 5 } });
    expect(scale.status).toBe(200);
    expect(scale.json.data.subscription).toMatchObject({ plan: 'scale', seat_limit: 5 });
    expect(scale.json.data.subscription.features.ai_assessment).toBe(true);
    const update = fake.requests.findLast((r) => r.path === `/v1/subscriptions/${subscription.id}` && r.method === 'POST');
    expect(update?.body).toMatchObject({ proration_behavior: 'create_prorations', items: { 0: { price: 'price_scale', quantity: '5' } } });

    const cancel = await t.call('POST', '/api/v1/recruiter/billing/cancel', { token: admin.token, body: { cancel_at_period_end: true } });
    expect(cancel.json.data.subscription).toMatchObject({ plan: 'scale', cancel_at_period_end: true });
    expect(cancel.json.data.subscription.current_period_end).not.toBeNull();

    // At the period's end the provider ends it: the organization falls to the free plan, and its data stays.
    subscription.status = 'canceled';
    expect((await webhook(fake.signedEvent('customer.subscription.deleted', subscription))).status).toBe(200);
    expect(await info(t, admin.token)).toMatchObject({ plan: 'starter', status: 'active', seat_limit: 3, seats_used: 3, cancel_at_period_end: false });
    expect((await t.call('POST', '/api/v1/recruiter/billing/portal', { token: admin.token })).json.data.url).toContain(`${fake.base}/portal`);
  });
});
