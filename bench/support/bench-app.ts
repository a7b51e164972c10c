/**
 * The real app in a bench process: its default database (PGlite in a temporary folder unless
 * DATABASE_URL is set), one admin signed in, and a job with `cards` applications.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { ensureMembership, ensureUser } from '../../apps/server/src/features/users/users.service';
import { buildContext } from '../../apps/server/src/lib/context';
import { loadEnv } from '../../apps/server/src/lib/env';

type Json = { data: Record<string, unknown> & { id: string } };

/** The app on a fresh data folder with its queue started, and `call` to drive it in-process. */
export async function startBenchApp(port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-bench-'));
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, BOT_CHALLENGE: 'off', SEED_DEMO: '0', LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_IP: '1000', PUBLIC_URL: `http://localhost:${port}` });
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true })); // also when seeding fails
  const database = await openDatabase(env);
  await database.migrate();
  const ctx = buildContext(env, database, pino({ level: 'silent' }));
  await ctx.queue.start(); // scheduling an interview queues its invitations, as in the running server
  const { app, auth } = createApp(ctx);

  async function call(method: string, url: string, o: { body?: unknown; token?: string; cookie?: string } = {}) {
    const headers: Record<string, string> = { origin: env.publicUrl, 'content-type': 'application/json' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.cookie) headers.cookie = o.cookie;
    const res = await app.request(url, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    if (res.status >= 400) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
    return { json: (await res.json()) as Json, headers: res.headers };
  }

  /** A verified user with a membership of `orgName` (their only one), signed in: an organization token. */
  async function member(email: string, password: string, orgName: string, role: 'admin' | 'manager' | 'recruiter', name = { first: 'Bench', last: 'Mark' }) {
    const { userId } = await ensureUser(auth, database.db, { email, password, firstName: name.first, lastName: name.last });
    await ensureMembership(database.db, { userId, orgName, role });
    const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password, turnstile_token: '' } });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    // A member of one organization: the token names it without asking.
    const token = (await call('POST', '/api/v1/recruiter/auth/token', { cookie, body: { org_id: null } })).json.data.token as string;
    return { userId, token };
  }

  /** Closes the database and removes the data folder this run made. */
  async function close() {
    await ctx.queue.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { app, ctx, database, env, call, member, close };
}

export async function benchApp(opts: { port: number; cards: number; jobTitle: string; otherJobs?: number; interviews?: number }) {
  const { app, database, call, member, close } = await startBenchApp(opts.port);

  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  const { userId, token } = await member(email, password, `Bench ${Date.now()}`, 'admin');
  const job = (await call('POST', '/api/v1/recruiter/jobs', { token, body: { title: opts.jobTitle, status: 'open' } })).json.data;
  for (let i = 0; i < opts.cards; i++) {
    const cand = await call('POST', '/api/v1/recruiter/candidates', {
      token,
      body: { first_name: `Cand${i}`, last_name: 'Bench', email: `cand${i}@bench.example`, current_title: 'Engineer', skills: ['TypeScript'] },
    });
    await call('POST', `/api/v1/recruiter/jobs/${job.id}/applications`, { token, body: { candidate_id: cand.json.data.id } });
  }
  // The rest of a recruiter's screens: more jobs for the jobs list, interviews for the interviews list and dashboard.
  for (let i = 0; i < (opts.otherJobs ?? 0); i++) {
    await call('POST', '/api/v1/recruiter/jobs', { token, body: { title: `${opts.jobTitle} ${i + 2}`, status: i % 4 === 3 ? 'draft' : 'open' } });
  }
  const board = (await call('GET', `/api/v1/recruiter/jobs/${job.id}/applications?page_size=100`, { token })).json.data as unknown as { id: string }[];
  const start = Date.now() + 86_400_000;
  for (let i = 0; i < Math.min(opts.interviews ?? 0, board.length); i++) {
    const startsAt = new Date(start + i * 3_600_000);
    await call('POST', '/api/v1/recruiter/interviews', {
      token,
      body: {
        application_id: board[i]!.id,
        title: `Interview ${i + 1}`,
        type: 'video',
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 2_700_000).toISOString(),
        timezone: 'UTC',
        interviewer_ids: [userId],
      },
    });
  }
  const stages = job.stages as { name: string }[];
  return { app, database, close, email, password, token, userId, jobId: job.id, firstStage: stages[0]!.name };
}
