/**
 * bench/search (QUALITY Speed, candidate search at scale): seeds N realistic candidates (seed.ts:
 * resume text on every one, Zipf-like vocabulary, varied names, ~200 skills, ~110 cities), starts
 * the real server on that database, signs in, and times a mix of query shapes through
 * GET /api/v1/recruiter/candidates/search with a few requests in flight. Prints p50 / p95 per query
 * and overall against the bars; asserts nothing. The server runs with READ_CACHE=off: each query is timed
 * several times, and the search itself is what is measured, not a repeat answered from memory.
 *   npm run bench:search                                          → 100k on the embedded database
 *   npm run bench:search -- --postgres postgres://…/postgres --n 1000000   → 1M on PostgreSQL
 * Options: --reuse (keep and reuse the seeded database: hb_bench_search_<n> on PostgreSQL, a fixed
 * folder under the temp dir when embedded), --drop (remove it afterwards), --runs 40,
 * --concurrency 4, --port 4300, --workers 2 (seeding connections on PostgreSQL), --budget 30 (seconds
 * per query: a query that slow stops early and prints how many requests it timed), --db <name> (the
 * PostgreSQL database to seed and reuse instead of hb_bench_search_<n>).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { createUser, signIn, startServer } from '../../apps/server/src/test/server-process';
import { AUTHORIZATION_FIELD, seedCandidates } from './seed';
import { AGENCY_NEVER_SKILL, CITIES, SKILLS, vocabulary } from './vocabulary';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    postgres: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    drop: { type: 'boolean', default: false },
    runs: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '4' },
    port: { type: 'string', default: '4300' },
    batch: { type: 'string', default: '5000' },
    workers: { type: 'string', default: '2' },
    budget: { type: 'string', default: '30' },
    db: { type: 'string' },
  },
});
const n = Number(values.n);
const runs = Number(values.runs);
const concurrency = Number(values.concurrency);
const email = 'search-bench@example.com';
const password = 'search-bench-password';

// Where the data lives: a named PostgreSQL database or a folder for the embedded one.
const dbName = values.db ?? `hb_bench_search_${n}`;
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`--db ${dbName}: lower-case letters, digits and _ only`);
const dataDir = path.join(os.tmpdir(), values.postgres ? `hirebase-search-bench-pg-${n}` : `hirebase-search-bench-${n}`);
let databaseUrl: string | null = null;
async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: values.postgres });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
if (values.postgres) {
  const url = new URL(values.postgres);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const exists = values.postgres
  ? await admin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount === 1)
  : existsSync(path.join(dataDir, 'pglite'));
let seeded = false;
if (exists && !values.reuse) {
  if (values.postgres) await admin((c) => c.query(`DROP DATABASE "${dbName}" WITH (FORCE)`));
  rmSync(dataDir, { recursive: true, force: true });
}
if (values.postgres && !(exists && values.reuse)) await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
mkdirSync(dataDir, { recursive: true });
const extraEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
createUser(dataDir, email, password, extraEnv); // migrates; "Found" when reused

const database = await openDatabase({ databaseUrl, dataDir });
const { db } = database;
const orgRow = (await db.execute(sql`SELECT m.org_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = ${email}`)) as unknown as { rows: { org_id: string }[] };
const orgId = orgRow.rows[0]!.org_id;
const have = Number(((await db.execute(sql`SELECT count(*)::int AS n FROM candidates WHERE org_id = ${orgId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
let generation = 'reused';
if (have !== n) {
  if (have > 0) throw new Error(`${dbName}: ${have} candidates, expected ${n}; run without --reuse to seed again`);
  const timings = await seedCandidates(db, { orgId, n, batch: Number(values.batch), workers: values.postgres ? Number(values.workers) : 1, progress: (done) => process.stdout.write(`\r  seeded ${done.toLocaleString()} / ${n.toLocaleString()}`) });
  generation = `seeded in ${(timings.rows + timings.index).toFixed(0)} s: rows ${timings.rows.toFixed(0)} s, indexes + ANALYZE ${timings.index.toFixed(0)} s`;
  seeded = true;
}
const size = ((await db.execute(sql`SELECT pg_size_pretty(pg_database_size(current_database())) AS s`)) as unknown as { rows: { s: string }[] }).rows[0]!.s;
await database.close();

// The query mix. Rare terms are made-up words from the vocabulary's tail (a few hundred rows per
// million); the zero-result pair never co-occurs by construction.
const words = vocabulary();
const berlin = CITIES[0]!.split(',')[0]!;
const java = SKILLS[5]!;
const cf = AUTHORIZATION_FIELD.key;
const mix: [string, Record<string, string>][] = [
  ['engineer (about half the rows)', { q: 'engineer' }],
  ['customer (most resumes)', { q: 'customer' }],
  [`rare term (${words[30_000]})`, { q: words[30_000]! }],
  [`very rare term (${words[59_000]})`, { q: words[59_000]! }],
  ['no such word', { q: 'qwzzyxq' }],
  ['phrase "data engineer"', { q: '"data engineer"' }],
  ['kubernetes OR terraform', { q: 'kubernetes OR terraform' }],
  ['engineer -senior', { q: 'engineer -senior' }],
  ['name: okafor', { q: 'okafor' }],
  ['full name: priya okafor', { q: 'priya okafor' }],
  [`engineer + ${java} + ${berlin}`, { q: 'engineer', skills: java, location: berlin }],
  [`${AGENCY_NEVER_SKILL} + Agency (zero)`, { skills: AGENCY_NEVER_SKILL, source: 'Agency' }],
  [`engineer + ${AGENCY_NEVER_SKILL} + Agency (zero)`, { q: 'engineer', skills: AGENCY_NEVER_SKILL, source: 'Agency' }],
  ['filters only: SQL, 5–10 years', { skills: 'SQL', min_years: '5', max_years: '10' }],
  [`filters only: ${java} + ${berlin}`, { skills: java, location: berlin }],
  [`engineer + cf Citizen + ${berlin}`, { q: 'engineer', [`cf.${cf}`]: 'Citizen', location: berlin }],
  ['engineer + cf Citizen or Perm. resident', { q: 'engineer', [`cf.${cf}`]: 'Citizen,Permanent resident' }],
  ['filters only: cf Visa required', { [`cf.${cf}`]: 'Visa required' }],
  ['engineer, page 50', { q: 'engineer', page: '50' }],
  ['engineer, recent, page 60 (past window)', { q: 'engineer', sort: 'recent', page: '60', page_size: '50' }],
  ['everyone, recent, page 1000', { sort: 'recent', page: '1000' }],
  ['engineer, recent order', { q: 'engineer', sort: 'recent' }],
  ['everyone, recent order', { sort: 'recent' }],
];

const port = Number(values.port);
const server = await startServer(dataDir, port, { ...extraEnv, LOG_LEVEL: 'error', READ_CACHE: 'off' });
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
try {
  const token = await signIn(server.url, email, password);
  const get = async (params: Record<string, string>) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/v1/recruiter/candidates/search?${new URLSearchParams(params)}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { meta: { total: number; total_is_estimate: boolean }; data: unknown[] };
    if (!res.ok) throw new Error(`search ${JSON.stringify(params)} → ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };
  const kind = databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)';
  console.log(`\n\nbench/search — ${kind}, ${n.toLocaleString()} candidates with resume text (${generation}; database ${size}), ${os.cpus().length} cores`);
  console.log(`  over HTTP with a bearer token, ${runs} requests per query, ${concurrency} in flight\n`);
  const all: number[] = [];
  const bar = 50;
  for (const [label, params] of mix) {
    const first = await get(params); // warm
    const times: number[] = [];
    let next = 0;
    const until = performance.now() + Number(values.budget) * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < runs && performance.now() < until) {
          next++;
          times.push((await get(params)).ms);
        }
      }),
    );
    all.push(...times);
    const { total, total_is_estimate } = first.body.meta;
    const p95 = pct(times, 95);
    console.log(`  ${label.padEnd(44)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms ${p95 <= bar ? '  ' : ' ✗'}  matches ${total_is_estimate ? `${total.toLocaleString()}+` : total.toLocaleString()}, ${first.body.data.length} on the page${times.length < runs ? ` (${times.length} requests in the time budget)` : ''}`);
  }
  const target = databaseUrl ? `at 1M on PostgreSQL p95 ≤ ${bar} ms for every query` : `at 100k embedded p95 ≤ ${bar} ms`;
  console.log(`\n  overall p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms (bar: ${target})`);
} finally {
  await server.stop();
  if (values.drop || (!values.reuse && seeded && !values.postgres)) {
    if (values.postgres) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  } else {
    console.log(`  kept ${values.postgres ? `database ${dbName}` : dataDir}: --reuse runs again on it, --drop removes it\n`);
  }
}
process.exit(0);
