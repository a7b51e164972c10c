/**
 * bench/reports (issue #18): each report endpoint over HTTP for an organization of 100,000 applications
 * (APPLICATIONS=… to change) with their stage history — pipeline, sources, team (per member and per week),
 * time to hire (per job and per department), a drill-down and a year-long pipeline — measured one request at
 * a time: p50/p95 against the bar of p95 ≤ 500 ms. Prints figures only.
 * Usage: npm run bench:reports [-- --requests 20]; DATABASE_URL=… runs the app on PostgreSQL, otherwise on
 * the embedded database.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startReadyChild } from '../support/ready-child';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '20' } } });
const requests = Number(values.requests);
const port = 3400 + 60;
const BAR_MS = 500;

const started = Date.now();
const { child, info } = await startReadyChild(path.join(import.meta.dirname, 'app-server.ts'), port);

const base = `http://localhost:${port}/api/v1/recruiter/reports`;
const headers = { authorization: `Bearer ${info.token}` };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function once(url: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - t0;
}

async function measure(url: string) {
  for (let i = 0; i < 3; i++) await once(url); // warm-up
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await once(url));
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

const year = `from=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}`;
const cases = [
  ['pipeline (last 90 days)', `${base}/pipeline`],
  ['sources', `${base}/sources`],
  ['team (per member)', `${base}/team`],
  ['team (per week)', `${base}/team?group_by=week`],
  ['team (one recruiter)', `${base}/team?recruiter_id=${info.recruiterId}`],
  ['time to hire (per job)', `${base}/time-to-hire`],
  ['time to hire (per department)', `${base}/time-to-hire?group_by=department`],
  ['drill-down: referral hires', `${base}/sources/records?metric=hires&key=referral`],
  ['pipeline (last 365 days)', `${base}/pipeline?${year}`],
  ['sources (last 365 days)', `${base}/sources?${year}`],
] as const;

const f = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
const seeded = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `\nbench/reports — ${os.cpus().length} cores, Node ${process.version}, ${info.database}, ${process.env.APPLICATIONS ?? '100000'} applications (${info.histories} stage entries, seeded in ${seeded} s); ${requests} requests each, one at a time`,
);
let missed = 0;
for (const [name, url] of cases) {
  const r = await measure(url);
  const pass = r.p95 <= BAR_MS;
  if (!pass) missed++;
  console.log(`  ${name.padEnd(32)} p50 ${f(r.p50)}  p95 ${f(r.p95)}   bar p95 ≤ ${BAR_MS} ms   ${pass ? 'PASS' : 'FAIL'}`);
}
console.log(`  ${missed === 0 ? 'every report meets the bar' : `${missed} of ${cases.length} miss the bar`}\n`);
child.kill('SIGTERM');
process.exit(0);
