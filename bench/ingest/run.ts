/**
 * bench/ingest (QUALITY Speed, resume ingestion): 500 resumes shaped like real ones (PDF and DOCX,
 * embedded fonts, one or two columns, a photo and a logo, 50 KB–1 MB, 1–3 pages) dropped at once on
 * the embedded default, end to end: seconds until every file is parsed and searchable, while two
 * recruiters keep using the app (a job's board, a candidate search, a candidate page) — their
 * p50/p95/p99 per request — and the server's peak resident memory.
 * Usage: npm run bench:ingest [-- --files 500 --port 4600 --recruiters 2 --cpu-prof DIR]
 * Bars: all searchable ≤ 12 s, API p95 ≤ 200 ms meanwhile, server RSS peak ≤ 700 MB.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { generateResumes } from '../../apps/server/src/test/fixtures/resumes/dataset';
import { api, createUser, signIn, startServer, type Server } from '../../apps/server/src/test/server-process';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '500' },
    port: { type: 'string', default: '4600' },
    recruiters: { type: 'string', default: '2' },
    'cpu-prof': { type: 'string' },
  },
});
const count = Number(values.files);
const recruiters = Number(values.recruiters);
const BOARD_CARDS = 60;

let server: Server | null = null;
let dataDir: string | null = null;
let cleaned = false;
let stopProbes = async () => undefined;
/** Stops the server this run started and removes its data folder, whatever ended the run. */
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await stopProbes();
  if (server) {
    // SIGTERM lets it finish its CPU profile; one that has not stopped in 10 s is killed.
    const stopping = server.stop('SIGTERM');
    const killer = setTimeout(() => server?.child.kill('SIGKILL'), 10_000);
    await stopping.catch(() => undefined);
    clearTimeout(killer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing ${dataDir ?? 'nothing'}`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(7);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Seconds of CPU the process (all its threads) has used: comparable between runs on a busy machine. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function describeSet(files: { name: string; bytes: Uint8Array }[]) {
  const sizes = files.map((f) => f.bytes.byteLength).sort((a, b) => a - b);
  const pages = new Map<number, number>();
  for (const f of files.filter((f) => f.name.endsWith('.pdf'))) {
    const n = (await PDFDocument.load(f.bytes, { updateMetadata: false })).getPageCount();
    pages.set(n, (pages.get(n) ?? 0) + 1);
  }
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const pdfs = files.filter((f) => f.name.endsWith('.pdf')).length;
  return (
    `${files.length} files (${pdfs} PDF, ${files.length - pdfs} DOCX), ${(sizes.reduce((a, b) => a + b, 0) / 1024 / 1024).toFixed(0)} MB in all; ` +
    `size min ${kb(sizes[0]!)}, median ${kb(percentile(sizes, 0.5))}, max ${kb(sizes.at(-1)!)}; ` +
    `PDF pages ${[...pages].sort((a, b) => a[0] - b[0]).map(([n, c]) => `${n}: ${c}`).join(', ')}`
  );
}

async function main() {
  console.log(`generating ${count} resumes (cached between runs)…`);
  const files = await generateResumes(count);
  const setLine = await describeSet(files);

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hirebase-ingest-'));
  const email = 'ingest@bench.example';
  createUser(dataDir, email, 'ingest-password');
  const profileDir = values['cpu-prof'] ? path.resolve(values['cpu-prof']) : null;
  if (profileDir && !existsSync(profileDir)) mkdirSync(profileDir, { recursive: true });
  server = await startServer(dataDir, Number(values.port), {}, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const url = server.url;
  const pid = server.child.pid!;
  const token = await signIn(url, email, 'ingest-password');
  const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  // What a recruiter already has open: a job whose board holds cards, and candidates to look at.
  const job = (await api(url, token, '/jobs', json({ title: 'Senior Software Engineer', status: 'open' }))).data;
  const seeded: string[] = [];
  for (let i = 0; i < BOARD_CARDS; i++) {
    const cand = (
      await api(url, token, '/candidates', json({ first_name: `Board${i}`, last_name: 'Person', email: `board${i}@bench.example`, current_title: 'Software Engineer', skills: ['TypeScript', 'PostgreSQL'] }))
    ).data;
    await api(url, token, `/jobs/${job.id}/applications`, json({ candidate_id: cand.id }));
    seeded.push(cand.id);
  }

  const form = new FormData();
  form.append('target', 'resdb');
  for (const f of files) form.append('files', new Blob([Buffer.from(f.bytes)]), f.name);

  // Each recruiter opens the board, searches, then opens a candidate (the profile and its possible duplicates), with a short think time.
  const probes = { board: [] as number[], search: [] as number[], candidate: [] as number[] };
  const failures: string[] = [];
  const timed = async (into: number[], paths: string[]) => {
    const t = performance.now();
    await Promise.all(
      paths.map(async (p) => {
        try {
          const res = await fetch(`${url}/api/v1/recruiter${p}`, { headers: { authorization: `Bearer ${token}` } });
          if (!res.ok) failures.push(`${res.status} ${p}`);
          await res.arrayBuffer();
        } catch (err) {
          failures.push(`${(err as Error).message} ${p}`);
        }
      }),
    );
    into.push(performance.now() - t);
  };
  const TERMS = ['engineer', 'python', 'manager', 'sales', 'java', 'data', 'marketing', 'design'];
  let probing = true;
  const recruiter = async (r: number) => {
    for (let n = r; probing; n++) {
      await timed(probes.board, [`/jobs/${job.id}/applications?page_size=100`]);
      await timed(probes.search, [`/candidates/search?q=${TERMS[n % TERMS.length]}&page_size=25`]);
      const id = seeded[n % seeded.length]!;
      await timed(probes.candidate, [`/candidates/${id}`, `/candidates/${id}/duplicates`]);
      await new Promise((res) => setTimeout(res, 100));
    }
  };

  let peakRss = 0;
  const sampler = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, memoryOf(pid).rss);
    } catch {
      /* the server has exited; the run fails below */
    }
  }, 100);
  const rssBefore = memoryOf(pid).rss;
  const cpuBefore = cpuSecondsOf(pid);

  const started = performance.now();
  const probing$ = Promise.all(Array.from({ length: recruiters }, (_, r) => recruiter(r)));
  stopProbes = async () => {
    probing = false;
    clearInterval(sampler);
    await probing$;
  };
  const drop = await api(url, token, '/uploads', { method: 'POST', body: form });
  const accepted = performance.now() - started;
  const opId = drop.data.operation.id as string;
  let op = drop.data.operation;
  // The web app polls an operation every second; four times as often here, to time the end closely.
  while (op.status === 'queued' || op.status === 'running') {
    await new Promise((r) => setTimeout(r, 250));
    op = (await api(url, token, `/operations/${opId}`)).data;
  }
  const parsed = performance.now() - started;
  // Searchable: the first, middle and last files are found by their address, and every file is a candidate.
  const checks = [files[0]!, files[Math.floor(count / 2)]!, files.at(-1)!];
  const found = await Promise.all(checks.map(async (f) => (await api(url, token, `/candidates/search?q=${encodeURIComponent(`"${f.email}"`)}`)).meta.total === 1));
  const total = (await api(url, token, '/candidates?page_size=1')).meta.total as number;
  const searchable = performance.now() - started;
  await stopProbes();
  const { hwm } = memoryOf(pid);
  const cpu = cpuSecondsOf(pid) - cpuBefore;

  const results: Record<string, number> = {};
  for (const item of op.items) results[item.result ?? item.status] = (results[item.result ?? item.status] ?? 0) + 1;
  const all = [...probes.board, ...probes.search, ...probes.candidate].sort((a, b) => a - b);
  const line = (label: string, list: number[]) => {
    const s = [...list].sort((a, b) => a - b);
    return `  ${label.padEnd(34)} p50 ${ms(percentile(s, 0.5))}  p95 ${ms(percentile(s, 0.95))}  p99 ${ms(percentile(s, 0.99))}  (${s.length})`;
  };
  const p95 = percentile(all, 0.95);
  const ok = found.every(Boolean) && total === count + BOARD_CARDS;
  console.log(`\nbench/ingest — embedded database, ${os.availableParallelism()} cores, Node ${process.version}`);
  console.log(`  set: ${setLine}`);
  console.log(`  drop accepted (stored, checked, queued) ${(accepted / 1000).toFixed(1)} s`);
  console.log(`  all parsed                              ${(parsed / 1000).toFixed(1)} s   (${(count / (parsed / 1000)).toFixed(1)} files/s)`);
  console.log(`  all searchable                          ${(searchable / 1000).toFixed(1)} s   (bar ≤ 12 s)   first/middle/last found: ${found.join('/')}, candidates ${total} of ${count + BOARD_CARDS}`);
  console.log(`  outcome ${JSON.stringify(results)}, operation ${op.status}, ${op.succeeded} succeeded / ${op.failed} failed`);
  console.log(`  API while ingesting, ${recruiters} recruiters (board of ${BOARD_CARDS} cards, search, candidate page):`);
  console.log(line('board GET jobs/{id}/applications', probes.board));
  console.log(line('search GET candidates/search', probes.search));
  console.log(line('candidate page (profile+duplicates)', probes.candidate));
  console.log(`  ${'all requests'.padEnd(34)} p95 ${ms(p95)}  (bar ≤ 200 ms)${failures.length ? `, ${failures.length} failed: ${failures.slice(0, 3).join('; ')}` : ''}`);
  console.log(`  server CPU during the drop ${cpu.toFixed(1)} s (all threads; ${((cpu / (searchable / 1000)) * 100).toFixed(0)}% of one core on average)`);
  console.log(`  server RSS: before ${mb(rssBefore)}, peak sampled ${mb(peakRss)}, VmHWM ${mb(hwm)} (bar ≤ 700 MB)`);
  const met = searchable <= 12_000 && p95 <= 200 && hwm <= 700 * 1024 && ok && failures.length === 0;
  console.log(`  bars ${met ? 'MET' : 'NOT MET'}\n`);
  if (!ok || failures.length) process.exitCode = 1;
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
process.exit();
