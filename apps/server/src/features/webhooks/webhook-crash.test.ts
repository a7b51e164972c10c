/**
 * The server is SIGKILLed after a change committed and before its webhook went out, then started again
 * on the same database: the receiver gets the event exactly once.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, createUser, emptyPostgresDatabase, signIn, startServer, type Server } from '../../test/server-process';

let server: Server | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
const received: { id: string; body: string }[] = [];
const rx = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ id: String(req.headers['webhook-id']), body });
    res.writeHead(200).end();
  });
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await dropDatabase?.();
  await new Promise<void>((r) => rx.close(() => r()));
});

describe('a crash between a change and its webhook', () => {
  it('delivers the event once after a restart', { timeout: 240_000 }, async () => {
    await new Promise<void>((r) => rx.listen(0, '127.0.0.1', r));
    const hook = `http://127.0.0.1:${(rx.address() as AddressInfo).port}/in`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-hook-crash-'));
    const env: Record<string, string> = { WEBHOOKS_ALLOW_PRIVATE: '1' };
    if (process.env.TEST_DB === 'postgres') {
      const database = await emptyPostgresDatabase('hb_hook_crash');
      dropDatabase = database.drop;
      env.DATABASE_URL = database.url;
    }
    createUser(dataDir, 'hook-crash@example.com', 'hook-crash-password', env);
    server = await startServer(dataDir, 3540 + Math.floor(Math.random() * 30), env);
    const token = await signIn(server.url, 'hook-crash@example.com', 'hook-crash-password');
    const json = { 'content-type': 'application/json' };
    await api(server.url, token, '/webhooks', { method: 'POST', headers: json, body: JSON.stringify({ url: hook, events: ['candidate.created'] }) });

    const cand = await api(server.url, token, '/candidates', { method: 'POST', headers: json, body: JSON.stringify({ first_name: 'Survivor' }) });
    // Killed as soon as the change has committed: the worker polls each second, so nothing has gone out yet.
    await server.stop('SIGKILL');
    expect(received).toHaveLength(0);

    server = await startServer(dataDir, 3570 + Math.floor(Math.random() * 30), env);
    const end = Date.now() + 60_000;
    while (received.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'candidate.created', data: { candidate_id: cand.data.id } });
    // Nothing more comes: the delivery was recorded.
    await new Promise((r) => setTimeout(r, 4000));
    expect(received).toHaveLength(1);
    const again = await signIn(server.url, 'hook-crash@example.com', 'hook-crash-password');
    const endpoints = await api(server.url, again, '/webhooks');
    const log = await api(server.url, again, `/webhooks/${endpoints.data[0].id}/deliveries`);
    expect(log.data).toMatchObject([{ id: received[0]!.id, status: 'succeeded', attempts: 1 }]);
  });
});
