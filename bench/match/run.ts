/**
 * bench/match (QUALITY Accuracy "matching" and the recommendations speed bar of issue 14).
 *
 * Quality: the 310 labeled resumes are parsed (the tagger by cross-validation, as bench/parse reads
 * them) into candidates of one organization; each job of jobs.ts is created, refined by the built-in
 * rules, and its recommendations' top 10 are compared with the hand judgments: nDCG@10 (gain 2^grade − 1)
 * and precision@10 (relevant or partial; and relevant only). A full-text search for the title's words
 * is printed beside it as a baseline.
 *
 * Speed: N synthetic candidates with resume text (bench/search's generator) in a second organization;
 * a job is refined, scored in full through the API (timed), the job its save queued is run (it finds
 * the scoring complete and refreshes the scores' statistics, as the worker does), then the first page
 * of recommendations is timed (p50 / p95), with filters, a deep page, and after 100 profiles change.
 *   npm run bench:match                                   → 100k on the embedded database
 *   DATABASE_URL=postgres://…/<empty db> npm run bench:match -- --n 100000   → PostgreSQL
 * Options: --n 100000, --runs 40, --quality-only, --speed-only. Asserts nothing.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { candidates, memberships, resumes } from '../../apps/server/src/db/schema';
import { extractFields } from '../../apps/server/src/features/ingestion/fields/extract-fields';
import { runScoring } from '../../apps/server/src/features/matching/matching.jobs';
import { newId } from '../../apps/server/src/lib/ids';
import { FOLDS, crossValidatedModels } from '../parse/folds';
import { loadLabeled } from '../parse/gold';
import { seedCandidates } from '../search/seed';
import { SKILLS } from '../search/vocabulary';
import { startBenchApp } from '../support/bench-app';
import { BENCH_JOBS } from './jobs';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    'quality-only': { type: 'boolean', default: false },
    'speed-only': { type: 'boolean', default: false },
  },
});
const DATA_DIR = process.env.PARSE_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/resumes-labeled');
const API = '/api/v1/recruiter';
const NOW = new Date();

const bench = await startBenchApp(4400);
const { db } = bench.database;
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)';
console.log(`bench/match — ${engine}; ${os.cpus().length} cores, Node ${process.version}`);

type Call = { json: { data: any; meta?: any } };
const call = (method: string, url: string, token: string, body?: unknown) => bench.call(method, url, { token, body }) as unknown as Promise<Call>;

async function orgOf(userId: string): Promise<string> {
  const [m] = await db.select({ orgId: memberships.orgId }).from(memberships).where(eq(memberships.userId, userId));
  return m!.orgId;
}

async function refinedJob(token: string, job: { title: string; description: string; location: string | null; workplace: string }) {
  const created = await call('POST', `${API}/jobs`, token, { ...job, status: 'open' });
  const id = created.json.data.id as string;
  const proposal = (await call('GET', `${API}/jobs/${id}/requirements`, token)).json.data;
  await call('PUT', `${API}/jobs/${id}/requirements`, token, { requirements: proposal.requirements, source: proposal.source });
  return { id, requirements: proposal.requirements };
}

const log2 = (n: number) => Math.log(n) / Math.LN2;
function ndcgAt10(ranked: number[], grades: Map<number, number>): number {
  const gain = (g: number) => 2 ** g - 1;
  const dcg = ranked.slice(0, 10).reduce((sum, r, i) => sum + gain(grades.get(r) ?? 0) / log2(i + 2), 0);
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, 10).reduce((sum, g, i) => sum + gain(g) / log2(i + 2), 0);
  return ideal ? dcg / ideal : 0;
}
const precisionAt10 = (ranked: number[], grades: Map<number, number>, least: number) => ranked.slice(0, 10).filter((r) => (grades.get(r) ?? 0) >= least).length / 10;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function quality() {
  const { userId, token } = await bench.member('match-quality@example.com', 'bench-password', 'Match quality', 'admin');
  const orgId = await orgOf(userId);
  const labeled = loadLabeled(DATA_DIR);
  const modelFor = crossValidatedModels(labeled, FOLDS);
  const resumeOf = new Map<string, number>();
  for (const [index, resume] of labeled.entries()) {
    const number = Number.parseInt(resume.file, 10);
    const p = extractFields(resume.text, { now: NOW, model: modelFor(index) });
    const id = newId();
    resumeOf.set(id, number);
    await db.insert(candidates).values({
      id,
      orgId,
      firstName: p.name?.first ?? `Resume ${number}`,
      lastName: p.name?.last ?? '',
      location: p.location,
      currentTitle: p.currentTitle,
      currentCompany: p.currentCompany,
      yearsExperience: p.totalYearsExperience,
      skills: p.skills,
    });
    await db.insert(resumes).values({ id: newId(), orgId, candidateId: id, fileName: resume.file, contentType: 'text/plain', size: resume.text.length, sha256: `bench-${number}`, storageKey: `bench/${number}`, status: 'parsed', text: resume.text, parsed: p as unknown as Record<string, unknown> });
  }
  console.log(`\nquality: ${labeled.length} labeled resumes parsed into candidates; ${BENCH_JOBS.length} jobs judged by hand (bench/match/jobs.ts)`);
  console.log('job'.padEnd(34), 'nDCG@10  P@10  P@10 strict │ baseline nDCG@10  P@10');
  const ours: { ndcg: number; p: number; strict: number }[] = [];
  const base: { ndcg: number; p: number }[] = [];
  for (const job of BENCH_JOBS) {
    const grades = new Map<number, number>([...job.partial.map((n) => [n, 1] as const), ...job.relevant.map((n) => [n, 2] as const)]);
    const { id } = await refinedJob(token, job);
    const page = (await call('GET', `${API}/jobs/${id}/recommendations?page_size=10`, token)).json.data as { candidate_id: string }[];
    const ranked = page.map((r) => resumeOf.get(r.candidate_id)!);
    const q = encodeURIComponent(job.title.split(/\s+/).join(' OR '));
    const searched = (await call('GET', `${API}/candidates/search?q=${q}&page_size=10`, token)).json.data as { id: string }[];
    const baseline = searched.map((h) => resumeOf.get(h.id)!);
    const r = { ndcg: ndcgAt10(ranked, grades), p: precisionAt10(ranked, grades, 1), strict: precisionAt10(ranked, grades, 2) };
    const b = { ndcg: ndcgAt10(baseline, grades), p: precisionAt10(baseline, grades, 1) };
    ours.push(r);
    base.push(b);
    console.log(job.title.padEnd(34), r.ndcg.toFixed(3).padStart(7), r.p.toFixed(2).padStart(5), r.strict.toFixed(2).padStart(12), '│', b.ndcg.toFixed(3).padStart(16), b.p.toFixed(2).padStart(5));
  }
  console.log(
    'mean'.padEnd(34),
    mean(ours.map((r) => r.ndcg)).toFixed(3).padStart(7),
    mean(ours.map((r) => r.p)).toFixed(2).padStart(5),
    mean(ours.map((r) => r.strict)).toFixed(2).padStart(12),
    '│',
    mean(base.map((b) => b.ndcg)).toFixed(3).padStart(16),
    mean(base.map((b) => b.p)).toFixed(2).padStart(5),
  );
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

async function timed(label: string, runs: number, fn: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  console.log(`${label.padEnd(46)} p50 ${percentile(ms, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(ms, 95).toFixed(1).padStart(7)} ms   (${runs} requests)`);
}

async function speed() {
  const n = Number(values.n);
  const runs = Number(values.runs);
  const { userId, token } = await bench.member('match-speed@example.com', 'bench-password', 'Match speed', 'admin');
  const orgId = await orgOf(userId);
  console.log(`\nspeed: seeding ${n.toLocaleString('en')} candidates with resume text…`);
  const seeded = await seedCandidates(db, { orgId, n, batch: 5000, workers: process.env.DATABASE_URL ? 2 : 1, progress: () => undefined });
  console.log(`seeded in ${seeded.rows.toFixed(0)} s (+ ${seeded.index.toFixed(0)} s of indexes)`);
  const skills = [SKILLS[3], SKILLS[8], SKILLS[15], SKILLS[30], SKILLS[60]];
  const description = `<p>A platform team job.</p><h3>Requirements</h3><ul><li>5+ years of experience</li><li>${skills[0]}, ${skills[1]} and ${skills[2]}</li><li>Bachelor's degree</li></ul><h3>Nice to have</h3><ul><li>${skills[3]}</li><li>${skills[4]}</li></ul>`;
  const { id } = await refinedJob(token, { title: 'Senior Platform Engineer', description, location: 'Berlin', workplace: 'hybrid' });
  const url = `${API}/jobs/${id}/recommendations`;

  let requests = 0;
  const started = performance.now();
  for (let complete = false; !complete; requests++) complete = (await call('GET', url, token)).json.meta.complete;
  console.log(`full scoring of ${n.toLocaleString('en')} candidates through the API: ${((performance.now() - started) / 1000).toFixed(1)} s in ${requests} requests`);
  // What the job queued by the save does once everyone is scored (the bench runs no workers).
  const analyzed = performance.now();
  await runScoring(bench.ctx, { org_id: orgId, job_id: id });
  console.log(`the queued scoring job finding it complete and refreshing the scores' statistics: ${(performance.now() - analyzed).toFixed(0)} ms`);

  await timed('first page (25)', runs, () => call('GET', url, token));
  await timed('first page, min_score=40 and location filter', runs, () => call('GET', `${url}?min_score=40&location=berlin`, token));
  await timed('page 20', runs, () => call('GET', `${url}?page=20`, token));
  const changed = await db.execute(sql`
    UPDATE candidates SET skills = array_append(skills, ${skills[0]!}), updated_at = now()
    WHERE id IN (SELECT id FROM candidates WHERE org_id = ${orgId} ORDER BY id LIMIT 100) RETURNING id`);
  const count = (changed as unknown as { rows: unknown[] }).rows.length;
  await timed(`first page right after ${count} profiles changed`, 1, () => call('GET', url, token));
  await timed('first page after that', runs, () => call('GET', url, token));
  const t = performance.now();
  const reverse = (await call('GET', `${API}/candidates/bc1/matching-jobs`, token)).json.data as unknown[];
  console.log(`matching jobs for one candidate (${reverse.length} open jobs): ${(performance.now() - t).toFixed(1)} ms`);
}

try {
  if (!values['speed-only']) await quality();
  if (!values['quality-only']) await speed();
} finally {
  await bench.close();
}
