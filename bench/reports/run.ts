/**
 * bench/reports (issue #18): each report endpoint over HTTP for an organization of 100,000 applications
 * (APPLICATIONS=… to change) with their stage history — pipeline, sources, team (per member, per week, one
 * recruiter), time to hire (per job and per department), a drill-down, and reports filtered by a department or
 * a channel — for each period the screen offers: the default 90 days, a year, and the longest the server allows
 * (three years, all of the data), measured one request at a time: p50/p95 against the bar of p95 ≤ 500 ms.
 * Prints figures only.
 * Usage: npm run bench:reports [-- --requests 20] [-- --only pipeline]; DATABASE_URL=… runs the app on
 * PostgreSQL, otherwise on the embedded database.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startReadyChild } from '../support/ready-child';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '20' }, only: { type: 'string' } } });
const requests = Number(values.requests);
const port = 3400 + 60;
const BAR_MS = 500;
const DAY = 86_400_000;

const started = Date.now();
const { child, info } = await startReadyChild(path.join(import.meta.dirname, 'app-server.ts'), port);

const base = `http://localhost:${port}/api/v1/recruiter/reports`;
const headers = { authorization: `Bearer ${info.token}` };
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

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

const fromDaysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);
// The screen's From and To take any dates; the server refuses more than three years.
const periods = [
  ['90 days', ''],
  ['365 days', `from=${fromDaysAgo(364)}`],
  ['all (3 years)', `from=${fromDaysAgo(3 * 366)}`],
] as const;
const views = [
  ['pipeline', 'pipeline?'],
  ['sources', 'sources?'],
  ['team (per member)', 'team?'],
  ['team (per week)', 'team?group_by=week'],
  ['team (one recruiter)', `team?recruiter_id=${info.recruiterId}`],
  ['time to hire (per job)', 'time-to-hire?'],
  ['time to hire (per department)', 'time-to-hire?group_by=department'],
  ['drill-down: referral hires', 'sources/records?metric=hires&key=referral'],
  // Filters the per-day counts are not keyed by (a department) read the live tables; the channel is a key.
  ['pipeline (one department)', 'pipeline?department=Department%201'],
  ['sources (one department)', 'sources?department=Department%201'],
  ['sources (referral channel)', 'sources?source=referral'],
  ['team (one department)', 'team?department=Department%201'],
] as const;
const cases = views
  .filter(([name]) => !values.only || name.startsWith(values.only))
  .flatMap(([name, q]) =>
    periods.map(([period, p]) => [name, period, `${base}/${q}${q.endsWith('?') || !p ? '' : '&'}${p}`] as const),
  );

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const ms = (v: number) => v.toFixed(0).padStart(6);
const seeded = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  `\nbench/reports — ${os.cpus().length} cores, Node ${process.version}, ${info.database}, ${process.env.APPLICATIONS ?? '100000'} applications (${info.histories} stage entries, seeded in ${seeded} s); ${requests} requests each after 3 warm-ups, one at a time; load average ${load()}\n`,
);
console.log(
  `  ${'report'.padEnd(30)} ${'period'.padEnd(14)} ${'p50 ms'.padStart(6)} ${'p95 ms'.padStart(6)}  p95 ≤ ${BAR_MS} ms`,
);
console.log(`  ${'-'.repeat(30)} ${'-'.repeat(14)} ${'-'.repeat(6)} ${'-'.repeat(6)}  ${'-'.repeat(12)}`);
let missed = 0;
for (const [name, period, url] of cases) {
  const r = await measure(url);
  const pass = r.p95 <= BAR_MS;
  if (!pass) missed++;
  console.log(`  ${name.padEnd(30)} ${period.padEnd(14)} ${ms(r.p50)} ${ms(r.p95)}  ${pass ? 'pass' : 'MISS'}`);
}
console.log(
  `\n  ${missed === 0 ? `all ${cases.length} cases meet the bar` : `${missed} of ${cases.length} cases miss the bar`}; load average ${load()}\n`,
);
child.kill('SIGTERM');
process.exit(0);
