/**
 * Seeds N candidates into one organization: every candidate has a resume of 300–800 words (a
 * header naming their title, company, city and skills, then words drawn log-uniformly from the
 * vocabulary, so term frequencies fall off like Zipf's law), 3–12 skills drawn the same way from
 * ~200, one of ~110 cities (the first in ~15% of rows), a source, and a value of the custom select field
 * "Work authorization" (45% / 25% / 22% / 8%). Rows are generated here from a
 * seeded PRNG and sent in batches as one JSON parameter per statement (works on both databases).
 * Resumes go in first with triggers off; the candidate insert then runs the real search-vector
 * trigger, which reads the resume as in production. Indexes are rebuilt once after the load, then the
 * tables are vacuumed and analyzed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { AGENCY_NEVER_SKILL, CITIES, COMPANIES, FIRST_NAMES, LAST_NAMES, SKILLS, SOURCES, TITLES, vocabulary } from './vocabulary';

/** mulberry32: a small seeded PRNG, so a given N always produces the same candidates. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = { id: string; first_name: string; last_name: string; email: string; title: string; company: string; city: string; years: number; skills: string[]; source: string; updated_at: string; text: string; work_authorization: string };

/** A select field every candidate holds, with shares wide enough to be a low-selectivity filter. */
export const AUTHORIZATION_FIELD = { id: 'cf_bench_work_authorization', key: 'work_authorization', label: 'Work authorization' };
export const AUTHORIZATIONS: [string, number][] = [['Citizen', 45], ['Permanent resident', 25], ['Visa required', 22], ['Not stated', 8]];

export function generateCandidate(g: number, words: string[], now: number): Row {
  const r = prng(g * 2654435761);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const zipf = <T>(xs: readonly T[]) => xs[Math.min(xs.length, Math.floor(Math.exp(r() * Math.log(xs.length + 1)))) - 1]!;
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const title = pick(TITLES);
  const company = pick(COMPANIES);
  const city = zipf(CITIES);
  let roll = r() * 100;
  const source = SOURCES.find(([, pct]) => (roll -= pct) < 0)?.[0] ?? 'Import';
  const skills = new Set<string>();
  for (let i = 3 + Math.floor(r() * 10); i > 0; i--) skills.add(zipf(SKILLS));
  if (source === 'Agency') skills.delete(AGENCY_NEVER_SKILL);
  let share = r() * 100;
  const authorization = AUTHORIZATIONS.find(([, pct]) => (share -= pct) < 0)?.[0] ?? 'Not stated';
  const body: string[] = [];
  for (let i = 300 + Math.floor(r() * 500); i > 0; i--) body.push(r() < 0.08 ? `${zipf(words)}.` : zipf(words));
  const text = `${first} ${last}\n${title} at ${company}, ${city}.\nSkills: ${[...skills].join(', ')}.\n${body.join(' ')}`;
  return {
    id: String(g),
    first_name: first,
    last_name: last,
    email: `${first}.${last}.${g}@example.com`.toLowerCase(),
    title,
    company,
    city,
    years: Math.floor(r() * 30),
    skills: [...skills],
    source,
    updated_at: new Date(now - r() * 3 * 365 * 86_400_000).toISOString(),
    text,
    work_authorization: authorization,
  };
}

type IndexRow = { indexname: string; indexdef: string };

async function insertBatch(db: Db, orgId: string, first: number, last: number, words: string[], now: number) {
  const rows: Row[] = [];
  for (let g = first; g <= last; g++) rows.push(generateCandidate(g, words, now));
  const x = sql`json_to_recordset(${JSON.stringify(rows)}::json) AS x(id text, first_name text, last_name text, email text, title text, company text, city text, years int, skills text[], source text, updated_at timestamptz, text text, work_authorization text)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`
      INSERT INTO resumes (id, org_id, candidate_id, file_name, content_type, size, sha256, storage_key, status, text, created_at, updated_at)
      SELECT 'br' || id, ${orgId}, 'bc' || id, 'resume-' || id || '.pdf', 'application/pdf', octet_length(text), md5('bench-resume-' || id), 'bench/' || id, 'parsed', text, updated_at, updated_at
      FROM ${x}`);
    await tx.execute(sql`SET LOCAL session_replication_role = origin`);
    await tx.execute(sql`
      INSERT INTO candidates (id, org_id, first_name, last_name, email, current_title, current_company, location, years_experience, skills, source, custom_fields, created_at, updated_at)
      SELECT 'bc' || id, ${orgId}, first_name, last_name, email, title, company, city, years, skills, source,
        jsonb_build_object(${AUTHORIZATION_FIELD.id}::text, work_authorization), updated_at, updated_at
      FROM ${x}`);
  });
}

/** Inserts N candidates with `workers` connections at once (one on the embedded database). */
export async function seedCandidates(db: Db, opts: { orgId: string; n: number; batch: number; workers: number; progress: (done: number) => void }) {
  const words = vocabulary();
  const now = Date.now();
  await db.execute(sql`
    INSERT INTO custom_fields (id, org_id, entity, key, label, type, options)
    VALUES (${AUTHORIZATION_FIELD.id}, ${opts.orgId}, 'candidate', ${AUTHORIZATION_FIELD.key}, ${AUTHORIZATION_FIELD.label}, 'single_select',
      ${`{${AUTHORIZATIONS.map(([v]) => `"${v}"`).join(',')}}`}::text[])
    ON CONFLICT DO NOTHING`);
  const { rows: indexes } = (await db.execute(sql`
    SELECT indexname, indexdef FROM pg_indexes
    WHERE tablename = 'candidates' AND indexname NOT LIKE '%pkey' AND indexdef NOT LIKE 'CREATE UNIQUE%'`)) as unknown as { rows: IndexRow[] };
  for (const i of indexes) await db.execute(sql.raw(`DROP INDEX "${i.indexname}"`));
  const t0 = performance.now();
  let next = 1;
  let done = 0;
  const worker = async () => {
    while (next <= opts.n) {
      const start = next;
      next += opts.batch;
      await insertBatch(db, opts.orgId, start, Math.min(opts.n, start + opts.batch - 1), words, now);
      done += Math.min(opts.n, start + opts.batch - 1) - start + 1;
      opts.progress(done);
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, worker));
  const rowsSeconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const i of indexes) await tx.execute(sql.raw(i.indexdef));
  });
  // As autovacuum leaves a table that has settled: statistics, and the visibility map that lets a deep
  // page be read from the recency index alone.
  await db.execute(sql`VACUUM ANALYZE candidates`);
  await db.execute(sql`VACUUM ANALYZE resumes`);
  return { rows: rowsSeconds, index: (performance.now() - t1) / 1000 };
}
