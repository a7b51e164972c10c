// The real app serving the built web app, on a fresh embedded database with one job of N applications.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { createApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { ensureMembership, ensureUser } from '../../apps/server/src/features/users/users.service';
import { loadEnv } from '../../apps/server/src/lib/env';
import { buildContext } from '../../apps/server/src/lib/context';

const cards = Number(process.env.BOARD_CARDS ?? 500);
const port = Number(process.env.PORT);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-bench-web-'));
const env = loadEnv({ ...process.env, DATA_DIR: dataDir, BOT_CHALLENGE: 'off', SEED_DEMO: '0', LOG_LEVEL: 'silent', PUBLIC_URL: `http://localhost:${port}` });
const database = await openDatabase(env);
await database.migrate();
const { app, auth } = createApp(buildContext(env, database, pino({ level: 'silent' })));

const origin = env.publicUrl;
async function call(method: string, url: string, opts: { body?: unknown; token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin, 'content-type': 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await app.request(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  if (res.status >= 400) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return { json: (await res.json()) as any, headers: res.headers };
}

const email = `bench-web-${Date.now()}@example.com`;
const password = 'bench-password';
const { userId } = await ensureUser(auth, database.db, { email, password, firstName: 'Bench', lastName: 'Web' });
await ensureMembership(database.db, { userId, orgName: `Bench Web ${Date.now()}`, role: 'admin' });
const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password, turnstile_token: '' } });
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const token = (await call('POST', '/api/v1/recruiter/auth/token', { cookie, body: { org_id: null } })).json.data.token as string;
const job = (await call('POST', '/api/v1/recruiter/jobs', { token, body: { title: 'Board Benchmark', status: 'open' } })).json.data;
for (let i = 0; i < cards; i++) {
  const cand = await call('POST', '/api/v1/recruiter/candidates', {
    token,
    body: { first_name: `Card${i}`, last_name: 'Bench', email: `card${i}@bench.example`, current_title: 'Engineer', skills: ['TypeScript'] },
  });
  await call('POST', `/api/v1/recruiter/jobs/${job.id}/applications`, { token, body: { candidate_id: cand.json.data.id } });
}

serve({ fetch: app.fetch, port }, () => console.log(JSON.stringify({ ready: true, email, password, jobId: job.id, stage: job.stages[0].name })));
