/**
 * The real app in a bench process: its default database (PGlite in a temporary folder unless
 * DATABASE_URL is set), one admin signed in, and a job with `cards` applications.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { ensureMembership, ensureUser } from '../../apps/server/src/features/users/users.service';
import { buildContext } from '../../apps/server/src/lib/context';
import { loadEnv } from '../../apps/server/src/lib/env';

type Json = { data: Record<string, unknown> & { id: string } };

export async function benchApp(opts: { port: number; cards: number; jobTitle: string }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-bench-'));
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, BOT_CHALLENGE: 'off', SEED_DEMO: '0', LOG_LEVEL: 'silent', PUBLIC_URL: `http://localhost:${opts.port}` });
  const database = await openDatabase(env);
  await database.migrate();
  const { app, auth } = createApp(buildContext(env, database, pino({ level: 'silent' })));

  async function call(method: string, url: string, o: { body?: unknown; token?: string; cookie?: string } = {}) {
    const headers: Record<string, string> = { origin: env.publicUrl, 'content-type': 'application/json' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.cookie) headers.cookie = o.cookie;
    const res = await app.request(url, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    if (res.status >= 400) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
    return { json: (await res.json()) as Json, headers: res.headers };
  }

  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  const { userId } = await ensureUser(auth, database.db, { email, password, firstName: 'Bench', lastName: 'Mark' });
  await ensureMembership(database.db, { userId, orgName: `Bench ${Date.now()}`, role: 'admin' });
  const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password, turnstile_token: '' } });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const token = (await call('POST', '/api/v1/recruiter/auth/token', { cookie, body: { org_id: null } })).json.data.token as string;
  const job = (await call('POST', '/api/v1/recruiter/jobs', { token, body: { title: opts.jobTitle, status: 'open' } })).json.data;
  for (let i = 0; i < opts.cards; i++) {
    const cand = await call('POST', '/api/v1/recruiter/candidates', {
      token,
      body: { first_name: `Cand${i}`, last_name: 'Bench', email: `cand${i}@bench.example`, current_title: 'Engineer', skills: ['TypeScript'] },
    });
    await call('POST', `/api/v1/recruiter/jobs/${job.id}/applications`, { token, body: { candidate_id: cand.json.data.id } });
  }
  const stages = job.stages as { name: string }[];
  return { app, database, email, password, token, jobId: job.id, firstStage: stages[0]!.name };
}
