/**
 * bench/api (QUALITY Speed, API): autocannon against the authenticated, tenant-scoped list endpoints a
 * recruiter's screens load — the board page (100 of a job's 200 applications), the jobs list, a candidate
 * search for a plain term, the dashboard and the interviews list — and against a bare Hono hello-world, in
 * the same run on the same machine. Prints req/s, p50/p99, the ratio to hello-world and the bar for each.
 * Usage: npm run bench:api [-- --connections 50 --seconds 10 --only board,jobs]; DATABASE_URL=… runs the
 * app on PostgreSQL (bars: ≥ 5% with p99 ≤ 50 ms), otherwise on the embedded database (≥ 1%, p99 ≤ 250 ms).
 * Each line also gives the server process's CPU time per request, which other work on the machine moves
 * far less than req/s. BENCH_PROFILE=<file> writes a CPU profile of the app server's requests alone
 * (read it with bench/support/profile-top.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.seconds);
const here = import.meta.dirname;
const children = new Set<ChildProcess>();

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

function start(script: string, port: number): Promise<{ child: ChildProcess; info: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(here, script)], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.add(child);
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').slice(0, -1).find((l) => l.includes('"ready"')); // whole lines only
      if (line) resolve({ child, info: JSON.parse(line) });
    });
    child.on('exit', (code) => {
      children.delete(child);
      reject(new Error(`${script} exited with ${code}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type Figures = { rps: number; p50: number; p99: number; cpuMs: number | null };

/**
 * CPU milliseconds a process has used (user + system, from /proc; null where there is none). Divided by
 * the requests served, it is the cost of one request whatever else the machine is running, which the
 * req/s and latencies are not.
 */
function cpuMsOf(child: ChildProcess): number | null {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

async function load(url: string, headers: Record<string, string> = {}, server?: ChildProcess): Promise<Figures> {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const before = server ? cpuMsOf(server) : null;
  const r = await autocannon({ url, connections, duration, headers });
  const after = server ? cpuMsOf(server) : null;
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const cpuMs = before !== null && after !== null && r.requests.total > 0 ? (after - before) / r.requests.total : null;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuMs };
}

try {
  const hello = await start('hello.ts', 4201);
  const baseline = await load('http://127.0.0.1:4201/', {}, hello.child);
  await stop(hello.child);

  const appServer = await start('app-server.ts', 4202);
  const { token, apiKey, jobId, database } = appServer.info;
  const onPostgres = database === 'postgres';
  const bar = onPostgres ? { ratio: 0.05, p99: 50 } : { ratio: 0.01, p99: 250 };
  const api = 'http://127.0.0.1:4202/api/v1/recruiter';
  const endpoints: { key: string; name: string; url: string; bearer?: string | undefined }[] = [
    { key: 'board', name: 'GET jobs/{id}/applications (100 of 200)', url: `${api}/jobs/${jobId}/applications?page_size=100` },
    { key: 'board-key', name: '… the same with an API key', url: `${api}/jobs/${jobId}/applications?page_size=100`, bearer: apiKey },
    { key: 'jobs', name: 'GET jobs (20 jobs)', url: `${api}/jobs` },
    { key: 'jobs-key', name: '… the same with an API key', url: `${api}/jobs`, bearer: apiKey },
    { key: 'search', name: 'GET candidates/search?q=engineer', url: `${api}/candidates/search?q=engineer` },
    { key: 'dashboard', name: 'GET dashboard', url: `${api}/dashboard` },
    { key: 'interviews', name: 'GET interviews (40)', url: `${api}/interviews` },
  ].filter((e) => !values.only || values.only.split(',').includes(e.key));
  const results: (Figures & { name: string })[] = [];
  for (const e of endpoints) results.push({ name: e.name, ...(await load(e.url, { authorization: `Bearer ${e.bearer ?? token}` }, appServer.child)) });
  await stop(appServer.child);

  let failed = 0;
  console.log(`\nbench/api — ${os.cpus().length} cores, Node ${process.version}, ${database}, ${connections} connections, ${duration} s each`);
  const cpu = (f: Figures) => (f.cpuMs === null ? '' : `   server CPU ${f.cpuMs.toFixed(2)} ms/req`);
  console.log(`  ${'hello-world (Hono)'.padEnd(44)} ${baseline.rps.toFixed(0).padStart(7)} req/s   p50 ${baseline.p50} ms   p99 ${baseline.p99} ms${cpu(baseline)}`);
  for (const r of results) {
    const ratio = r.rps / baseline.rps;
    const pass = ratio >= bar.ratio && r.p99 <= bar.p99;
    if (!pass) failed++;
    console.log(
      `  ${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(5)} ms   ` +
        `ratio ${(ratio * 100).toFixed(2)}% (bar ≥ ${bar.ratio * 100}%), p99 bar ≤ ${bar.p99} ms   ${pass ? 'PASS' : 'FAIL'}${cpu(r)}`,
    );
  }
  console.log(`  ${failed === 0 ? 'every endpoint meets its bar' : `${failed} of ${results.length} endpoints miss the bar`}\n`);
  process.exit(0);
} catch (err) {
  console.error(err);
  process.exit(1);
}
