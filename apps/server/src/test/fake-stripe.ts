/**
 * A fake of the few payment-provider endpoints hosted billing calls, on loopback, for the API and
 * browser tests (STRIPE_API_BASE points the SDK here). It keeps customers, Checkout sessions,
 * subscriptions and invoices in memory. Its Checkout address is a tiny page whose Pay button
 * creates the subscription, delivers a signed `checkout.session.completed` webhook to the app, and
 * redirects to the session's success address, as the real Checkout does after a payment.
 * Webhook payloads are signed with the SDK's own test-header helper.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;
type Sub = {
  id: string;
  object: 'subscription';
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; price: { id: string; object: 'price' }; quantity: number; current_period_end: number }[] };
};

export type FakeStripeOptions = {
  webhookSecret: string;
  /** Cents per seat per month, by price id. */
  prices: Record<string, number>;
  /** Where the Pay button delivers its webhook (the browser tests); API tests deliver events themselves. */
  webhookUrl?: string;
};

/** Form bodies as the SDK sends them (`items[0][price]=…`) into nested objects and arrays. */
export function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return out;
}

const list = (o: unknown) => Object.values((o ?? {}) as Obj) as Obj[];

export async function startFakeStripe(options: FakeStripeOptions) {
  const signer = new Stripe('sk_test_fake_signer');
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subs = new Map<string, Sub>();
  const invoices: Obj[] = [];
  const requests: { method: string; path: string; body: Obj }[] = [];
  let n = 0;
  const id = (prefix: string) => `${prefix}_fake${String(++n).padStart(6, '0')}`;
  const periodEnd = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

  function invoiceFor(sub: Sub, reason: string) {
    const item = sub.items.data[0]!;
    invoices.unshift({
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      number: `FAKE-${String(invoices.length + 1).padStart(4, '0')}`,
      status: 'paid',
      amount_due: (options.prices[item.price.id] ?? 0) * item.quantity,
      currency: 'usd',
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: `${base}/invoices/${invoices.length + 1}`,
      billing_reason: reason,
    });
  }

  function createSubscription(customer: string, price: string, quantity: number, metadata: Record<string, string>): Sub {
    const sub: Sub = {
      id: id('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata,
      items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price: { id: price, object: 'price' }, quantity, current_period_end: periodEnd() }] },
    };
    subs.set(sub.id, sub);
    invoiceFor(sub, 'subscription_create');
    return sub;
  }

  /** A signed event as the provider would deliver it: the raw payload and its Stripe-Signature header. */
  function signedEvent(type: string, object: unknown, opts: { eventId?: string; timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify({ id: opts.eventId ?? id('evt'), object: 'event', type, api_version: null, created: Math.floor(Date.now() / 1000), data: { object } });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? options.webhookSecret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });
    return { payload, header };
  }

  async function deliver(type: string, object: unknown) {
    if (!options.webhookUrl) return;
    const { payload, header } = signedEvent(type, object);
    await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
  }

  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const missing = (res: ServerResponse, what: string) => json(res, 404, { error: { type: 'invalid_request_error', message: `No such ${what}` } });
  const page = (res: ServerResponse, title: string, body: string) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const raw = await new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
    const body = url.pathname.startsWith('/v1/') ? parseForm(raw) : {};
    const path = url.pathname;
    if (path.startsWith('/v1/')) requests.push({ method: req.method ?? 'GET', path, body });
    if (path.startsWith('/v1/') && req.headers.authorization !== `Bearer ${secretKey}`) return json(res, 401, { error: { type: 'authentication_error', message: 'Invalid API key' } });

    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', name: body.name ?? null, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return json(res, 200, customer);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sid = id('cs');
      const item = list(body.line_items)[0] ?? {};
      const session = {
        id: sid,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        subscription: null as string | null,
        status: 'open',
        price: item.price,
        quantity: Number(item.quantity ?? 1),
        metadata: ((body.subscription_data as Obj | undefined)?.metadata ?? {}) as Record<string, string>,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/checkout/${sid}`,
      };
      sessions.set(sid, session);
      return json(res, 200, session);
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subs.get(m[1]!);
      if (!sub) return missing(res, 'subscription');
      if (req.method === 'POST') {
        const item = list(body.items)[0];
        if (item) {
          const current = sub.items.data[0]!;
          if (item.price) current.price = { id: String(item.price), object: 'price' };
          if (item.quantity) current.quantity = Number(item.quantity);
          if (body.proration_behavior !== 'none') invoiceFor(sub, 'subscription_update');
        }
        if (body.cancel_at_period_end != null) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      return json(res, 200, sub);
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return json(res, 200, { id: id('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `${base}/portal?return=${encodeURIComponent(String(body.return_url))}` });
    }
    if (req.method === 'GET' && path === '/v1/invoices') {
      const data = invoices.filter((i) => i.customer === url.searchParams.get('customer')).slice(0, Number(url.searchParams.get('limit') ?? 10));
      return json(res, 200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }

    // The hosted pages the browser visits.
    if ((m = /^\/checkout\/([^/]+)$/.exec(path)) && req.method === 'GET') {
      const session = sessions.get(m[1]!);
      if (!session) return missing(res, 'checkout session');
      const cents = (options.prices[String(session.price)] ?? 0) * Number(session.quantity);
      return page(res, 'Test checkout', `<p>${session.quantity} seats, $${(cents / 100).toFixed(2)} a month.</p><form method="post"><button type="submit">Pay and subscribe</button></form><p><a href="${String(session.cancel_url)}">Back</a></p>`);
    }
    if ((m = /^\/checkout\/([^/]+)$/.exec(path)) && req.method === 'POST') {
      const session = sessions.get(m[1]!);
      if (!session || session.status !== 'open') return missing(res, 'checkout session');
      const sub = createSubscription(String(session.customer), String(session.price), Number(session.quantity), session.metadata as Record<string, string>);
      Object.assign(session, { status: 'complete', subscription: sub.id });
      await deliver('checkout.session.completed', session);
      return res.writeHead(303, { location: String(session.success_url) }).end();
    }
    if (path === '/portal') {
      return page(res, 'Test billing portal', `<p>Cards and invoices are managed here.</p><a href="${url.searchParams.get('return') ?? '/'}">Return</a>`);
    }
    return missing(res, `route ${req.method} ${path}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => json(res, 500, { error: { type: 'api_error', message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const secretKey = 'sk_test_fake';
  return {
    base,
    secretKey,
    requests,
    subscriptions: subs,
    invoices,
    sessions,
    signedEvent,
    createSubscription,
    /** Completes a Checkout session as the Pay button does, without delivering the webhook. */
    complete(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const sub = createSubscription(String(session.customer), String(session.price), Number(session.quantity), session.metadata as Record<string, string>);
      Object.assign(session, { status: 'complete', subscription: sub.id });
      return { session, subscription: sub };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
