/**
 * bench/submissions (issue #12): the /submissions list at 10,000 submissions — the first page, the
 * first page of each filter the screen offers, the board's 100-row page and the agency dashboard —
 * measured sequentially (p50/p95, one request at a time) and at `--connections` concurrent requests
 * (req/s, p95/p99). Prints figures only. Usage: npm run bench:submissions [-- --requests 300 --connections 20];
 * DATABASE_URL=… runs the app on PostgreSQL, otherwise on the embedded database.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startReadyChild } from '../support/ready-child';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '300' }, connections: { type: 'string', default: '20' } } });
const requests = Number(values.requests);
const connections = Number(values.connections);
const port = 3400 + 50;

const { child, info } = await startReadyChild(path.join(import.meta.dirname, 'app-server.ts'), port);

const base = `http://localhost:${port}/api/v1/recruiter`;
const headers = { authorization: `Bearer ${info.token}` };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function once(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

async function measure(url: string) {
  for (let i = 0; i < 10; i++) await once(url); // warm-up
  const seq: number[] = [];
  for (let i = 0; i < requests; i++) seq.push(await once(url));
  const par: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next++ < requests) par.push(await once(url));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  seq.sort((a, b) => a - b);
  par.sort((a, b) => a - b);
  return { p50: pct(seq, 50), p95: pct(seq, 95), rps: par.length / seconds, cp95: pct(par, 95), cp99: pct(par, 99) };
}

const cases = [
  ['first page (25, newest first)', `${base}/submissions`],
  ['client filter', `${base}/submissions?client_id=${info.clientId}`],
  ['job filter', `${base}/submissions?job_id=${info.jobId}`],
  ['recruiter filter', `${base}/submissions?recruiter_id=${info.recruiterId}`],
  ['status filter', `${base}/submissions?status=interview_requested`],
  ['date range (30 days)', `${base}/submissions?from=${new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10)}`],
  ['board page (100)', `${base}/submissions?page_size=100`],
  ['page 200 of 400', `${base}/submissions?page=200`],
  ['agency dashboard', `${base}/submissions/agency-dashboard`],
] as const;

const f = (ms: number) => `${ms.toFixed(1).padStart(6)} ms`;
console.log(`\nbench/submissions — ${os.cpus().length} cores, Node ${process.version}, ${info.database}, 10,000 submissions; ${requests} sequential, then ${requests} at ${connections} concurrent`);
for (const [name, url] of cases) {
  const r = await measure(url);
  console.log(`  ${name.padEnd(32)} p50 ${f(r.p50)}  p95 ${f(r.p95)}   | ${r.rps.toFixed(0).padStart(5)} req/s  p95 ${f(r.cp95)}  p99 ${f(r.cp99)}`);
}
child.kill('SIGTERM');
process.exit(0);
