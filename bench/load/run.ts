/**
 * bench/load (QUALITY Reliability): simulated recruiters on a mixed workload against the real app for a
 * fixed time — browse jobs, open boards, move cards between stages, search, open candidates, add notes —
 * each user pausing 0.5–3 s between actions as a person reading a screen does. Prints requests, 5xx,
 * p50/p95/p99 per action and overall, and the bar: 0 5xx and p99 ≤ 300 ms on PostgreSQL (200 users),
 * 0 5xx and p99 ≤ 500 ms on the embedded database (30 users).
 * Usage: npm run bench:load [-- --users 200 --seconds 60]; DATABASE_URL=… runs the app on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { users: { type: 'string' }, seconds: { type: 'string', default: '60' }, candidates: { type: 'string', default: '2000' } } });
const onPostgres = !!process.env.DATABASE_URL;
const userCount = Number(values.users ?? (onPostgres ? 200 : 30));
const seconds = Number(values.seconds);
const bar = onPostgres ? { p99: 300 } : { p99: 500 };
const PORT = 4220;
const base = `http://127.0.0.1:${PORT}/api/v1/recruiter`;

let child: ChildProcess | null = null;
process.on('exit', () => child?.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

type Seed = { database: string; tokens: string[]; jobIds: string[]; candidateIds: string[] };
function startServer(): Promise<Seed> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: { ...process.env, PORT: String(PORT), CANDIDATES: values.candidates },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').slice(0, -1).find((l) => l.includes('"ready"')); // whole lines only
      if (line) resolve(JSON.parse(line));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stopServer(): Promise<void> {
  return new Promise((resolve) => {
    const c = child;
    if (!c || c.exitCode !== null) return resolve();
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
  });
}

type Action = 'browse jobs' | 'open board' | 'move card' | 'search' | 'open candidate' | 'add note';
const stats = new Map<Action, { ms: number[]; status5xx: number; other: number }>();
function record(action: Action, ms: number, status: number) {
  let s = stats.get(action);
  if (!s) stats.set(action, (s = { ms: [], status5xx: 0, other: 0 }));
  s.ms.push(ms);
  if (status >= 500 || status === 0) s.status5xx++;
  else if (status >= 400) s.other++;
}

async function timed(action: Action, token: string, method: string, url: string, body?: unknown): Promise<unknown> {
  const started = performance.now();
  let status = 0;
  let json: unknown = null;
  try {
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json', origin: `http://localhost:${PORT}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    status = res.status;
    json = await res.json();
  } catch {
    status = 0; // a refused or dropped connection counts with the server errors
  }
  record(action, performance.now() - started, status);
  return json;
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TERMS = ['engineer', 'Turing', 'python', 'Berlin', 'nurse', 'sales', 'Hopper', 'designer', 'SQL', 'analyst'];
const NOTES = ['Strong phone screen; move to onsite.', 'Asked about relocation, open to it.', 'Salary expectation above the range.'];

type Card = { id: string; stage_id: string };
type Stage = { stage_id: string; kind: string };

async function simulate(token: string, seed: Seed, until: number) {
  const jobStages = new Map<string, Stage[]>();
  let board: { jobId: string; cards: Card[] } | null = null;
  await sleep(Math.random() * 5000); // people do not all arrive in the same second
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.15) {
      const res = (await timed('browse jobs', token, 'GET', `${base}/jobs`)) as { data?: { id: string; stage_counts: Stage[] }[] };
      for (const j of res?.data ?? []) jobStages.set(j.id, j.stage_counts);
    } else if (roll < 0.4) {
      const jobId = pick(seed.jobIds);
      const res = (await timed('open board', token, 'GET', `${base}/jobs/${jobId}/applications?page_size=100`)) as { data?: Card[] };
      board = { jobId, cards: res?.data ?? [] };
    } else if (roll < 0.5 && board && board.cards.length > 0 && jobStages.has(board.jobId)) {
      const stages = jobStages.get(board.jobId)!.filter((s) => s.kind !== 'hired' && s.kind !== 'rejected');
      const card = pick(board.cards);
      const to = pick(stages.filter((s) => s.stage_id !== card.stage_id));
      if (to) {
        await timed('move card', token, 'PATCH', `${base}/applications/${card.id}`, { stage_id: to.stage_id });
        card.stage_id = to.stage_id;
      }
    } else if (roll < 0.7) {
      await timed('search', token, 'GET', `${base}/candidates/search?q=${encodeURIComponent(pick(TERMS))}`);
    } else if (roll < 0.92) {
      await timed('open candidate', token, 'GET', `${base}/candidates/${pick(seed.candidateIds)}`);
    } else {
      await timed('add note', token, 'POST', `${base}/candidates/${pick(seed.candidateIds)}/notes`, { body: pick(NOTES) });
    }
    await sleep(500 + Math.random() * 2500);
  }
}

function quantile(sorted: number[], q: number) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

try {
  const seeding = performance.now();
  const seed = await startServer();
  console.log(`seeded ${seed.database}: 30 users, ${seed.jobIds.length} jobs, ${seed.candidateIds.length} candidates in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const until = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: userCount }, (_, i) => simulate(seed.tokens[i % seed.tokens.length]!, seed, until)));
  await stopServer();

  const all = [...stats.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
  const errors5xx = [...stats.values()].reduce((n, s) => n + s.status5xx, 0);
  const line = (name: string, ms: number[], e5: number, other: number) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const f = (q: number) => `${quantile(sorted, q).toFixed(0).padStart(5)} ms`;
    return `  ${name.padEnd(16)} ${String(ms.length).padStart(7)}   5xx ${String(e5).padStart(3)}   4xx ${String(other).padStart(3)}   p50 ${f(0.5)}   p95 ${f(0.95)}   p99 ${f(0.99)}`;
  };
  console.log(`\nbench/load — ${os.cpus().length} cores, Node ${process.version}, ${seed.database}, ${userCount} users, ${seconds} s, think time 0.5–3 s`);
  console.log(`  ${'action'.padEnd(16)} requests`);
  for (const [name, s] of stats) console.log(line(name, s.ms, s.status5xx, s.other));
  console.log(line('overall', all, errors5xx, [...stats.values()].reduce((n, s) => n + s.other, 0)));
  const p99 = quantile(all, 0.99);
  const pass = errors5xx === 0 && p99 <= bar.p99;
  console.log(`  ${(all.length / seconds).toFixed(0)} req/s; bar: 0 5xx and p99 ≤ ${bar.p99} ms → ${errors5xx} 5xx, p99 ${p99.toFixed(0)} ms   ${pass ? 'PASS' : 'FAIL'}\n`);
  process.exit(0);
} catch (err) {
  console.error(err);
  await stopServer();
  process.exit(1);
}
