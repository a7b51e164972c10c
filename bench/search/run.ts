/**
 * bench/search (QUALITY Speed, candidate search): generates N candidates in one organization and
 * times a fixed query mix through the search service — p50 / p95 per query and overall.
 *   npm run bench:search                       → 100k on the embedded database (PGlite)
 *   npm run bench:search -- --postgres URL --n 1000000   → 1M on PostgreSQL (a fresh database is created)
 * The mix includes "engineer", which matches half the rows. Prints figures; asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { candidateSearchQuerySchema } from '@hirebase/shared';
import { fromPglite, fromPostgres, pgliteExtensions, type Database } from '../../apps/server/src/db/client';
import { search } from '../../apps/server/src/features/search/search.service';

const { values } = parseArgs({ options: { n: { type: 'string', default: '100000' }, postgres: { type: 'string' }, runs: { type: 'string', default: '20' } } });
const n = Number(values.n);
const runs = Number(values.runs);

async function open(): Promise<Database> {
  if (!values.postgres) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-search-'));
    return fromPglite(await PGlite.create({ dataDir: dir, extensions: pgliteExtensions() }));
  }
  const name = `hb_bench_search_${Date.now()}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  return fromPostgres(url.toString());
}

const database = await open();
await database.migrate();
const { db } = database;
const orgId = 'bench-org';
await db.execute(sql`INSERT INTO organizations (id, name, slug) VALUES (${orgId}, 'Bench', 'bench')`);

const t0 = performance.now();
const batch = 20_000;
for (let start = 0; start < n; start += batch) {
  const count = Math.min(batch, n - start);
  await db.execute(sql`
    INSERT INTO candidates (id, org_id, first_name, last_name, email, current_title, current_company, location, years_experience, skills, source, updated_at)
    SELECT 'c' || g, ${orgId},
      (ARRAY['Ada','Grace','Linus','Priya','Mateo','Wei','Amara','Jonas','Sofia','Omar','Hana','Ivan'])[1 + g % 12],
      (ARRAY['Lovelace','Hopper','Torvalds','Patel','Garcia','Zhang','Okafor','Berg','Rossi','Haddad','Tanaka','Petrov','Silva','Kim'])[1 + (g / 12) % 14] || ' ' || g,
      'person' || g || '@example.com',
      CASE WHEN g % 2 = 0 THEN (ARRAY['Software Engineer','Data Engineer','Senior Engineer','DevOps Engineer'])[1 + (g / 2) % 4]
           ELSE (ARRAY['Product Designer','Account Executive','Data Analyst','Registered Nurse','Financial Analyst','Recruiter'])[1 + (g / 2) % 6] END,
      (ARRAY['Acme','Globex','Initech','Hooli','Umbrella','Stark'])[1 + g % 6],
      (ARRAY['Berlin, Germany','London, United Kingdom','Bengaluru, India','Austin, TX','Toronto, Canada','Remote'])[1 + (g / 7) % 6],
      (g % 25),
      ARRAY[(ARRAY['Python','TypeScript','Go','SQL','React','Kubernetes','Figma','Salesforce','Excel','Java'])[1 + g % 10],
            (ARRAY['AWS','Docker','PostgreSQL','Tableau','Spark','Node.js','Rust'])[1 + (g / 10) % 7]],
      (ARRAY['LinkedIn','Referral','Careers page','Job board'])[1 + g % 4],
      now() - make_interval(mins => g % 100000)
    FROM generate_series(${start}::int, ${start + count - 1}::int) g`);
  process.stdout.write(`\r  generated ${start + count} / ${n}`);
}
await db.execute(sql`ANALYZE candidates`);
const generated = (performance.now() - t0) / 1000;

const mix: Record<string, Record<string, string>> = {
  'engineer (half the rows)': { q: 'engineer' },
  python: { q: 'python' },
  '"data engineer"': { q: '"data engineer"' },
  'golang OR rust': { q: 'go OR rust' },
  'engineer -senior': { q: 'engineer -senior' },
  'name: hopper': { q: 'hopper' },
  'python + skills filter + location': { q: 'python', skills: 'Python', location: 'Berlin' },
  'engineer, recent order': { q: 'engineer', sort: 'recent' },
  'filters only (5–10 years, SQL)': { skills: 'SQL', min_years: '5', max_years: '10' },
};

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const all: number[] = [];
console.log(`\n\nbench/search — ${database.kind}, ${n.toLocaleString()} candidates (generated in ${generated.toFixed(0)} s), ${os.cpus().length} cores, ${runs} runs per query\n`);
for (const [label, raw] of Object.entries(mix)) {
  const q = candidateSearchQuerySchema.parse(raw);
  await search(db, orgId, q); // warm
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await search(db, orgId, q);
    times.push(performance.now() - started);
    total = res.meta.total;
  }
  all.push(...times);
  console.log(`  ${label.padEnd(36)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms   matches ${total >= 2000 ? '2,000+' : total}`);
}
const bar = database.kind === 'pglite' ? '≤ 100 ms at 100k embedded' : '≤ 50 ms at 1M on PostgreSQL';
console.log(`\n  overall p50 ${pct(all, 50).toFixed(1)} ms, p95 ${pct(all, 95).toFixed(1)} ms (bar: p95 ${bar})\n`);
await database.close();
