import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@hirebase/shared';
import { notifications, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { startEventWorker } from '../../lib/events';
import { SUBSCRIBERS } from '../../subscribers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isPrivateAddress, RefusedAddress } from '../../lib/private-address';
import { safePost } from './safe-post';
import { attemptDelivery, nextAttemptAt, startWebhookWorker } from './webhooks.jobs';

const API = '/api/v1/recruiter';

type Received = { headers: http.IncomingHttpHeaders; body: string; path: string };

/** A receiver on loopback: records what it gets and answers with `answer(path)`. */
async function receiver(answer: (path: string) => { status: number; headers?: Record<string, string> } = () => ({ status: 200 }), host = '127.0.0.1') {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      got.push({ headers: req.headers, body, path: req.url ?? '' });
      const a = answer(req.url ?? '');
      res.writeHead(a.status, a.headers).end(a.status < 300 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { url, got, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The Standard Webhooks check, written from the specification: HMAC-SHA256 of "id.timestamp.body" keyed with the decoded secret. */
function verify(secret: string, headers: http.IncomingHttpHeaders, body: string, now = Date.now()): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = Number(headers['webhook-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return false;
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((part) => {
      const [version, sig] = part.split(',');
      const given = Buffer.from(sig ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' }, {}, { queue: true });
  await startWebhookWorker(t.ctx);
  await startEventWorker(t.ctx, SUBSCRIBERS);
});
afterAll(() => t.close());

describe('webhooks', () => {
  it('deliver each subscribed event once, signed the Standard Webhooks way, and log the request and answer', async () => {
    const admin = await t.newAdmin('hooks-admin@example.com');
    const rx = await receiver();
    const created = await t.call('POST', `${API}/webhooks`, { token: admin.token, body: { url: `${rx.url}/hooks`, events: ['candidate.created', 'application.stage_changed'] } });
    expect(created.status).toBe(201);
    const { id, secret } = created.json.data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect((await t.call('GET', `${API}/webhooks/${id}`, { token: admin.token })).text).not.toContain(secret);

    const key = (await t.call('POST', `${API}/api-keys`, { token: admin.token, body: { name: 'sync', scopes: { candidates: 'write' } } })).json.data.key;
    const cand = (await t.call('POST', `${API}/candidates`, { token: key, body: { first_name: 'Hooked', source: 'api' } })).json.data;
    const [got] = await until(() => rx.got, (g) => g.length === 1);
    expect(got!.path).toBe('/hooks');
    expect(verify(secret, got!.headers, got!.body)).toBe(true);
    expect(verify(secret, got!.headers, got!.body.replace('candidate.created', 'candidate.deleted'))).toBe(false);
    expect(verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, got!.headers, got!.body)).toBe(false);
    expect(JSON.parse(got!.body)).toMatchObject({ type: 'candidate.created', data: { candidate_id: cand.id, source: 'api' } });

    const log: WebhookDelivery[] = await until(
      async () => (await t.call('GET', `${API}/webhooks/${id}/deliveries`, { token: admin.token })).json.data as WebhookDelivery[],
      (d) => d[0]?.status === 'succeeded',
    );
    const entry = log[0]!;
    expect(log).toHaveLength(1);
    expect(entry).toMatchObject({ id: got!.headers['webhook-id'], event_type: 'candidate.created', attempts: 1, response_status: 200, response_body: 'ok' });
    expect(entry.duration_ms!).toBeGreaterThanOrEqual(0);
    expect(entry.request.body).toBe(got!.body);

    // Redelivered by hand: the same webhook-id, so the receiver can tell it is a repeat.
    const again = await t.call('POST', `${API}/webhooks/${id}/deliveries/${entry.id}/redeliver`, { token: admin.token });
    expect(again.status).toBe(200);
    await until(() => rx.got, (g) => g.length === 2);
    expect(rx.got[1]!.headers['webhook-id']).toBe(got!.headers['webhook-id']);
    expect(verify(secret, rx.got[1]!.headers, rx.got[1]!.body)).toBe(true);

    // Another organization sees none of it.
    const other = await t.newAdmin('hooks-other@example.com', 'Other Org');
    expect((await t.call('GET', `${API}/webhooks/${id}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `${API}/webhooks/${id}/deliveries/${entry.id}/redeliver`, { token: other.token })).status).toBe(404);
    expect((await t.call('PATCH', `${API}/webhooks/${id}`, { token: other.token, body: { enabled: false } })).status).toBe(404);
    expect((await t.call('GET', `${API}/webhooks`, { token: other.token })).json.data).toEqual([]);
    await rx.close();
  });

  it('tell a subscriber when an interview is scheduled or cancelled and when a candidate is hired', async () => {
    const admin = await t.newAdmin('hooks-hire@example.com', 'Hire Hooks');
    const rx = await receiver();
    const events = ['interview.scheduled', 'interview.cancelled', 'application.hired'];
    expect((await t.call('POST', `${API}/webhooks`, { token: admin.token, body: { url: rx.url, events } })).status).toBe(201);
    const job = (await t.call('POST', `${API}/jobs`, { token: admin.token, body: { title: 'Hooked role' } })).json.data;
    const cand = (await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Hana' } })).json.data;
    const app = (await t.call('POST', `${API}/jobs/${job.id}/applications`, { token: admin.token, body: { candidate_id: cand.id } })).json.data;
    const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const me = (await t.call('GET', `${API}/team/members`, { token: admin.token })).json.data[0].user_id as string;
    const interview = await t.call('POST', `${API}/interviews`, {
      token: admin.token,
      body: { application_id: app.id, title: 'Panel', type: 'video', starts_at: at(24), ends_at: at(25), timezone: 'UTC', interviewer_ids: [me] },
    });
    expect(interview.status).toBe(201);
    expect((await t.call('POST', `${API}/interviews/${interview.json.data.id}/cancel`, { token: admin.token })).status).toBe(200);
    const hired = job.stages.find((st: { kind: string }) => st.kind === 'hired');
    expect((await t.call('PATCH', `${API}/applications/${app.id}`, { token: admin.token, body: { stage_id: hired.id } })).status).toBe(200);
    const got = await until(() => rx.got, (g) => g.length === 3);
    const bodies = got.map((g) => JSON.parse(g.body) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((b) => b.type).sort()).toEqual([...events].sort());
    expect(bodies.find((b) => b.type === 'interview.scheduled')!.data).toMatchObject({ interview_id: interview.json.data.id, application_id: app.id, candidate_id: cand.id, job_id: job.id });
    expect(bodies.find((b) => b.type === 'application.hired')!.data).toMatchObject({ application_id: app.id, stage_id: hired.id });
    await rx.close();
  });

  it('retry with exponential back-off for 24 hours, then turn the endpoint off and tell the admins', async () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const schedule: number[] = [];
    let now = start;
    for (let failures = 1; ; failures++) {
      const next = nextAttemptAt(start, failures, now);
      if (!next) break;
      schedule.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(schedule.slice(0, 5)).toEqual([30, 60, 120, 240, 480]);
    expect(now.getTime() - start.getTime()).toBe(24 * 3600 * 1000);
    // Doubling from 30 s (the eleventh wait is 8.5 hours), the last attempt at the 24-hour mark.
    expect(schedule).toHaveLength(12);
    expect(schedule[10]).toBe(30 * 2 ** 10);

    const admin = await t.newAdmin('hooks-retry@example.com');
    let status = 503;
    const rx = await receiver(() => ({ status }));
    const endpoint = (await t.call('POST', `${API}/webhooks`, { token: admin.token, body: { url: rx.url, events: ['candidate.created'] } })).json.data;
    await t.call('POST', `${API}/candidates`, { token: admin.token, body: { first_name: 'Unlucky' } });
    // A change made in the app publishes too, not only one made with an API key.
    const first = await until(
      () => t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id)),
      (rows) => rows[0]?.attempts === 1,
    );
    const delivery = first[0]!;
    expect(delivery.status).toBe('pending');
    expect(delivery.responseStatus).toBe(503);
    const wait = delivery.nextAttemptAt!.getTime() - delivery.lastAttemptAt!.getTime();
    expect(wait).toBeGreaterThanOrEqual(29_000);
    expect(wait).toBeLessThanOrEqual(31_000);

    // A day later the last attempt fails too: the delivery fails, the endpoint is turned off, admins hear of it.
    await t.db.update(webhookDeliveries).set({ createdAt: new Date(Date.now() - 24 * 3600 * 1000 - 1000) }).where(eq(webhookDeliveries.id, delivery.id));
    await attemptDelivery(t.ctx, delivery.id);
    const [failed] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
    const [off] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(off).toMatchObject({ enabled: false, disabledReason: 'Deliveries kept failing for 24 hours' });
    const notes = await t.db.select().from(notifications).where(eq(notifications.orgId, admin.orgId));
    expect(notes.map((n) => n.kind)).toContain('webhook_disabled');

    // Redelivering while it is off is refused with the reason, and nothing is queued.
    const whileOff = await t.call('POST', `${API}/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`, { token: admin.token });
    expect(whileOff.status).toBe(409);
    expect(whileOff.json.error.message).toBe('Turn the endpoint on to redeliver');
    expect((await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)))[0]!.status).toBe('failed');
    // Turned back on and redelivered by hand once the receiver works.
    status = 200;
    expect((await t.call('PATCH', `${API}/webhooks/${endpoint.id}`, { token: admin.token, body: { enabled: true } })).json.data).toMatchObject({ enabled: true, disabled_reason: null });
    await t.call('POST', `${API}/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`, { token: admin.token });
    await until(async () => (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)))[0]!.status, (s) => s === 'succeeded');
    await rx.close();
  });

  it('refuse private, loopback, link-local and metadata addresses after resolving them, and on every redirect', async () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1', '::ffff:169.254.169.254']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);

    const admin = await t.newAdmin('hooks-ssrf@example.com');
    t.env.webhooks.allowPrivate = false;
    try {
      for (const url of ['http://127.0.0.1:9/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://localhost:9/', 'http://10.0.0.8/']) {
        const res = await t.call('POST', `${API}/webhooks`, { token: admin.token, body: { url, events: ['candidate.created'] } });
        expect(res.status, url).toBe(422);
        expect(res.json.error.details[0]).toEqual({ path: 'url', message: 'This address points inside a private network' });
      }
    } finally {
      t.env.webhooks.allowPrivate = true;
    }

    // A redirect is checked like the first address: here only 127.0.0.2 may be reached, and `localhost` resolves elsewhere.
    const target = await receiver();
    const port = new URL(target.url).port;
    const hop = await receiver((path) => ({ status: 307, headers: { location: path === '/meta' ? 'http://169.254.169.254/latest/meta-data' : `http://localhost:${port}/` } }), '127.0.0.2');
    const onlyLoopbackLiteral = (address: string) => address !== '127.0.0.2';
    await expect(safePost(`${hop.url}/meta`, {}, '{}', { refuse: onlyLoopbackLiteral, timeoutMs: 5000 })).rejects.toBeInstanceOf(RefusedAddress);
    await expect(safePost(`${hop.url}/name`, {}, '{}', { refuse: onlyLoopbackLiteral, timeoutMs: 5000 })).rejects.toBeInstanceOf(RefusedAddress);
    expect(target.got).toHaveLength(0);
    expect(hop.got).toHaveLength(2);
    // The same redirect is followed when the address is allowed.
    expect((await safePost(`${hop.url}/name`, {}, '{}', { refuse: () => false, timeoutMs: 5000 })).status).toBe(200);
    expect(target.got).toHaveLength(1);
    await hop.close();
    await target.close();
  });
});
